import CCurl
import CShims
import NearbyHTTP
import NearbyText

/// One tile's HTTP exchange on an easy handle that `TileDownloader` drives through its multi
/// handle. Owns the handle, the header list and the bytes the callbacks write; lives on the
/// downloader's thread only.
final class TileTransfer {
    let request: TileRequest
    let handle: UnsafeMutableRawPointer
    /// Attempts made so far, this one included.
    let attempt: Int
    /// The URL asked, and the redirects followed to reach it.
    let url: String
    let hops: Int
    private var headerList: UnsafeMutableRawPointer?
    private let response: ResponseCollector

    init?(request: TileRequest, url: String, attempt: Int, hops: Int = 0, settings: TileDownloader.Settings) {
        guard let handle = nb_curl_init() else { return nil }
        self.request = request
        self.handle = handle
        self.attempt = attempt
        self.url = url
        self.hops = hops
        self.response = ResponseCollector(maxBody: settings.maxTileBytes)
        if let etag = request.etag {
            headerList = nb_curl_slist_append(headerList, "If-None-Match: \(etag)")
        }
        headerList = nb_curl_slist_append(headerList, "Accept: application/vnd.mapbox-vector-tile, application/x-protobuf, */*")
        guard configure(url: url, settings: settings) == 0 else { return nil }
    }

    deinit {
        nb_curl_cleanup(handle)
        nb_curl_slist_free_all(headerList)
    }

    var status: Int {
        var status = 0
        _ = nb_curl_getinfo_long(handle, Int32(CURLINFO_RESPONSE_CODE.rawValue), &status)
        return status
    }

    /// The response's body so far (capped at the settings' `maxTileBytes`).
    var body: [UInt8] { response.body }
    /// The body passed its cap and the transfer was aborted.
    var overLimit: Bool { response.overLimit }

    /// Where a redirect leads (an absolute URL), or nil when the response is not one.
    var redirectLocation: String? { CurlRedirect.location(of: handle, status: status) }

    /// The first value of a header of the final response, by lowercased name.
    func header(_ name: String) -> String? { response.header(name) }

    private func configure(url: String, settings: TileDownloader.Settings) -> Int32 {
        func long(_ option: CURLoption, _ value: Int) -> Int32 { nb_curl_setopt_long(handle, Int32(option.rawValue), value) }
        func string(_ option: CURLoption, _ value: String) -> Int32 { nb_curl_setopt_string(handle, Int32(option.rawValue), value) }
        let loopbackHTTP = url.lowercased().hasPrefix("http://")
        // The same rules as HTTPClient: verified TLS, http only where the URL already is
        // (loopback), redirects followed by the downloader hop by hop (`RedirectRule`),
        // timeouts without signals, a size cap.
        let results: [Int32] = [
            string(CURLOPT_URL, url),
            string(CURLOPT_PROTOCOLS_STR, "http,https"),
            long(CURLOPT_FOLLOWLOCATION, 0),
            long(CURLOPT_SSL_VERIFYPEER, 1),
            long(CURLOPT_SSL_VERIFYHOST, 2),
            long(CURLOPT_CONNECTTIMEOUT_MS, Int(settings.connectTimeout * 1000)),
            long(CURLOPT_TIMEOUT_MS, Int(settings.totalTimeout * 1000)),
            long(CURLOPT_NOSIGNAL, 1),
            // HTTP/2 over TLS where the server offers it; wait for a connection to multiplex on
            // rather than opening another (polite, and faster).
            long(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS)),
            long(CURLOPT_PIPEWAIT, loopbackHTTP ? 0 : 1),
            string(CURLOPT_ACCEPT_ENCODING, ""),
            string(CURLOPT_USERAGENT, settings.userAgent),
            nb_curl_setopt_pointer(handle, Int32(CURLOPT_HTTPHEADER.rawValue), headerList),
        ] + response.attach(to: handle, watchingCancellation: false)
        return results.first { $0 != 0 } ?? 0
    }

    /// What went wrong, for a transfer libcurl ended with `code`.
    func failure(_ code: Int32) -> TileFailure {
        if response.overLimit { return .tooLarge(mebibytes: response.maxBody >> 20) }
        if response.headersTooLarge { return .headersTooLarge(kibibytes: HTTPClient.maxHeaderBytes >> 10) }
        switch CURLcode(rawValue: UInt32(code)) {
        // curl refuses one header line past CURL_MAX_HTTP_HEADER (100 KB) this way ("Avoided
        // giant realloc for header", lib/http.c): a huge ETag, not a lack of memory.
        case CURLE_OUT_OF_MEMORY: return .headersTooLarge(kibibytes: HTTPClient.maxHeaderBytes >> 10)
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_COULDNT_CONNECT: return .refused
        case CURLE_COULDNT_RESOLVE_HOST: return .unresolved
        case CURLE_TOO_MANY_REDIRECTS: return .redirectLoop
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR: return .insecure
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_BAD_CONTENT_ENCODING: return .cutOff
        default:
            let message = nb_curl_strerror(code).map { String(cString: $0) } ?? "curl error \(code)"
            return .other(TerminalSafe.stripped(message, maxWidth: 200))
        }
    }
}
