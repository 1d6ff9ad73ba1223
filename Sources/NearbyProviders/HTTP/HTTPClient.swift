import CCurl
import CShims
import NearbyCore

/// A small blocking HTTP client on libcurl. `get` runs the whole transfer on the caller's thread
/// (the fetch worker's own thread, never the cooperative pool). TLS verification is always on;
/// plain `http://` is refused except for loopback hosts; redirects are bounded; the body is capped.
/// The venue providers' only caller of libcurl (tiles use the multi interface: `TileDownloader`).
struct HTTPClient: Sendable {
    var userAgent: String
    /// Seconds to establish the connection (TCP + TLS).
    var connectTimeout: Double
    /// Seconds for the whole transfer.
    var totalTimeout: Double
    /// Largest body accepted, after decompression; the transfer is aborted past it.
    var maxBodyBytes: Int
    /// Largest total of response header bytes accepted (all responses of a redirect chain).
    /// Upstream libcurl before 8.3 has no limit of its own (CVE-2023-38039).
    static let maxHeaderBytes = 64 << 10
    var maxRedirects: Int
    /// Checked during the transfer; setting it aborts with `.cancelled`.
    var cancellation: CancellationFlag?

    init(userAgent: String = "nearby", connectTimeout: Double = 10, totalTimeout: Double = 30,
         maxBodyBytes: Int = 8 << 20, maxRedirects: Int = 3, cancellation: CancellationFlag? = nil) {
        self.userAgent = userAgent
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
        self.cancellation = cancellation
    }

    /// Sends a GET and returns the final response, whatever its status.
    func get(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        let target: ServiceURL
        do {
            target = try ServiceURL(request.url)
        } catch {
            throw HTTPError.refusedURL(error.description)
        }
        if let failure = CurlLibrary.failure { throw HTTPError.transport(code: -1, message: failure) }
        guard let handle = nb_curl_init() else { throw HTTPError.transport(code: -1, message: "curl_easy_init failed") }
        defer { nb_curl_cleanup(handle) }

        var headerList: UnsafeMutableRawPointer?
        defer { nb_curl_slist_free_all(headerList) }
        for header in request.headers {
            headerList = nb_curl_slist_append(headerList, "\(header.name): \(header.value)")
        }
        headerList = nb_curl_slist_append(headerList, "Accept: application/json")

        let transfer = Transfer(maxBody: maxBodyBytes, cancellation: cancellation)
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        let code: CURLcode = withExtendedLifetime(transfer) {
            let configured = configure(handle, url: request.fullURL, loopbackHTTP: target.scheme == "http",
                                       headers: headerList, context: context)
            guard configured == CURLE_OK else { return configured }
            return CURLcode(rawValue: UInt32(nb_curl_perform(handle)))
        }
        guard code == CURLE_OK else { throw failure(code, transfer: transfer, host: target.host) }
        var status = 0
        _ = nb_curl_getinfo_long(handle, Int32(CURLINFO_RESPONSE_CODE.rawValue), &status)
        return HTTPResponse(status: status, headers: transfer.headers, body: transfer.body)
    }

    private func configure(_ handle: UnsafeMutableRawPointer, url: String, loopbackHTTP: Bool,
                           headers: UnsafeMutableRawPointer?, context: UnsafeMutableRawPointer) -> CURLcode {
        func long(_ option: CURLoption, _ value: Int) -> Int32 { nb_curl_setopt_long(handle, Int32(option.rawValue), value) }
        func string(_ option: CURLoption, _ value: String) -> Int32 { nb_curl_setopt_string(handle, Int32(option.rawValue), value) }
        let results: [Int32] = [
            string(CURLOPT_URL, url),
            // Only http(s), and redirects never downgrade an https request to http.
            string(CURLOPT_PROTOCOLS_STR, "http,https"),
            string(CURLOPT_REDIR_PROTOCOLS_STR, loopbackHTTP ? "http,https" : "https"),
            long(CURLOPT_FOLLOWLOCATION, 1),
            long(CURLOPT_MAXREDIRS, maxRedirects),
            long(CURLOPT_SSL_VERIFYPEER, 1),
            long(CURLOPT_SSL_VERIFYHOST, 2),
            long(CURLOPT_CONNECTTIMEOUT_MS, Int(connectTimeout * 1000)),
            long(CURLOPT_TIMEOUT_MS, Int(totalTimeout * 1000)),
            // Timeouts via alarm signals are unsafe with threads (curl_easy_setopt(3), CURLOPT_NOSIGNAL).
            long(CURLOPT_NOSIGNAL, 1),
            string(CURLOPT_ACCEPT_ENCODING, ""),
            string(CURLOPT_USERAGENT, userAgent),
            nb_curl_setopt_pointer(handle, Int32(CURLOPT_HTTPHEADER.rawValue), headers),
            nb_curl_setopt_write(handle, Self.onBody, context),
            nb_curl_setopt_header(handle, Self.onHeader, context),
            nb_curl_setopt_progress(handle, Self.onProgress, context),
        ]
        let failed = results.first { $0 != 0 } ?? 0
        return CURLcode(rawValue: UInt32(failed))
    }

    private func failure(_ code: CURLcode, transfer: Transfer, host: String) -> HTTPError {
        if transfer.overLimit { return .bodyTooLarge(limit: maxBodyBytes) }
        if transfer.headerBytes > Self.maxHeaderBytes { return .headersTooLarge(limit: Self.maxHeaderBytes) }
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_COULDNT_CONNECT: return .unreachable("connection refused by \(host)")
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .unresolvedHost(host)
        case CURLE_TOO_MANY_REDIRECTS, CURLE_UNSUPPORTED_PROTOCOL: return .tooManyRedirects
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE:
            return .tls(Self.message(code))
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_BAD_CONTENT_ENCODING: return .truncated
        default: return .transport(code: Int(code.rawValue), message: Self.message(code))
        }
    }

    private static func message(_ code: CURLcode) -> String {
        nb_curl_strerror(Int32(code.rawValue)).map { String(cString: $0) } ?? "curl error \(code.rawValue)"
    }

    // MARK: callbacks (C function pointers: no captures; the context arrives as userdata)

    private static let onBody: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
        data, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        if transfer.body.count + length > transfer.maxBody {
            transfer.overLimit = true
            return 0  // less than `length` makes curl abort with CURLE_WRITE_ERROR
        }
        if let data, length > 0 {
            data.withMemoryRebound(to: UInt8.self, capacity: length) {
                transfer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
        }
        return length
    }

    private static let onHeader: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
        data, size, count, context in
        let length = size * count
        guard let context, let data else { return length }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        transfer.headerBytes += length
        // Returning less than `length` makes curl abort with CURLE_WRITE_ERROR.
        if transfer.headerBytes > HTTPClient.maxHeaderBytes { return 0 }
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        transfer.receive(headerLine: line)
        return length
    }

    private static let onProgress: @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32 = {
        context, _, _, _, _ in
        guard let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        return transfer.cancellation?.isCancelled == true ? 1 : 0
    }
}

/// What the callbacks of one transfer write into; lives on the transferring thread only.
private final class Transfer {
    let maxBody: Int
    let cancellation: CancellationFlag?
    var body: [UInt8] = []
    var headers: [(name: String, value: String)] = []
    var overLimit = false
    var headerBytes = 0

    init(maxBody: Int, cancellation: CancellationFlag?) {
        self.maxBody = maxBody
        self.cancellation = cancellation
    }

    /// A status line starts a new response (after a redirect or 100-continue): keep only the
    /// final response's headers.
    func receive(headerLine: String) {
        if headerLine.hasPrefix("HTTP/") {
            headers.removeAll()
            return
        }
        guard let colon = headerLine.firstIndex(of: ":") else { return }
        let name = headerLine[..<colon].lowercased()
        let value = headerLine[headerLine.index(after: colon)...].trimmedWhitespace
        headers.append((name, value))
    }
}
