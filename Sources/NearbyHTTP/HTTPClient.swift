#if canImport(Glibc)
import Glibc
#endif
import CCurl
import CShims

/// A small blocking HTTP client on libcurl. `get` runs the whole transfer on the caller's thread
/// (the fetch worker's own thread, never the cooperative pool). TLS verification is always on;
/// plain `http://` is refused except for loopback hosts, at every redirect hop (`RedirectRule`);
/// redirects are bounded; the body is capped.
/// The venue providers' only caller of libcurl (tiles use the multi interface: `TileDownloader`).
package struct HTTPClient: Sendable {
    var userAgent: String
    /// Seconds to establish the connection (TCP + TLS).
    var connectTimeout: Double
    /// Seconds for the whole transfer.
    package var totalTimeout: Double
    /// Largest body accepted, after decompression; the transfer is aborted past it.
    var maxBodyBytes: Int
    /// Largest total of response header bytes accepted (all responses of a redirect chain).
    /// Upstream libcurl before 8.3 has no limit of its own (CVE-2023-38039).
    package static let maxHeaderBytes = 64 << 10
    var maxRedirects: Int
    /// Checked during the transfer; setting it aborts with `.cancelled`.
    package var cancellation: CancellationFlag?

    package init(userAgent: String = "nearby", connectTimeout: Double = 10, totalTimeout: Double = 30,
         maxBodyBytes: Int = 8 << 20, maxRedirects: Int = 3, cancellation: CancellationFlag? = nil) {
        self.userAgent = userAgent
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
        self.cancellation = cancellation
    }

    /// Sends a GET and returns the final response, whatever its status. Redirects are followed
    /// here, one exchange per hop, each hop checked by `RedirectRule` before it is sent.
    package func get(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        let target: ServiceURL
        do {
            target = try ServiceURL(request.url)
        } catch {
            throw HTTPError.refusedURL(error.description)
        }
        if let failure = CurlLibrary.failure { throw HTTPError.transport(code: -1, message: failure) }
        let response = ResponseCollector(maxBody: maxBodyBytes, cancellation: cancellation)
        let deadline = Self.monotonicNow() + totalTimeout
        var url = request.fullURL
        var headers = request.headers
        var hops = 0
        while true {
            let host = URLHost(url)?.host ?? target.host
            let (status, location) = try exchange(url, headers: headers, response: response, host: host,
                                                  timeout: deadline - Self.monotonicNow())
            guard let next = location else {
                return HTTPResponse(status: status, headers: response.headers, body: response.body)
            }
            guard hops < maxRedirects else { throw HTTPError.tooManyRedirects }
            if let refusal = RedirectRule.refusal(from: url, to: next) { throw HTTPError.refusedRedirect(refusal) }
            hops += 1
            // Credentials stay with the host they were given for (curl's rule without
            // CURLOPT_UNRESTRICTED_AUTH).
            if URLHost(next) != URLHost(url) { headers.removeAll { $0.name.lowercased() == "authorization" } }
            url = next
            response.startOver()
        }
    }

    /// One request and its response, on a handle of its own: the status and, for a redirect,
    /// where it leads.
    private func exchange(_ url: String, headers: [(name: String, value: String)], response: ResponseCollector,
                          host: String, timeout: Double) throws(HTTPError) -> (status: Int, location: String?) {
        guard timeout > 0 else { throw HTTPError.timedOut }
        guard let handle = nb_curl_init() else { throw HTTPError.transport(code: -1, message: "curl_easy_init failed") }
        defer { nb_curl_cleanup(handle) }
        var headerList: UnsafeMutableRawPointer?
        defer { nb_curl_slist_free_all(headerList) }
        for header in headers {
            headerList = nb_curl_slist_append(headerList, "\(header.name): \(header.value)")
        }
        headerList = nb_curl_slist_append(headerList, "Accept: application/json")
        let code: CURLcode = withExtendedLifetime(response) {
            let configured = configure(handle, url: url, timeout: timeout, headers: headerList, response: response)
            guard configured == CURLE_OK else { return configured }
            return CURLcode(rawValue: UInt32(nb_curl_perform(handle)))
        }
        guard code == CURLE_OK else { throw failure(code, response: response, host: host) }
        var status = 0
        _ = nb_curl_getinfo_long(handle, Int32(CURLINFO_RESPONSE_CODE.rawValue), &status)
        return (status, CurlRedirect.location(of: handle, status: status))
    }

    private func configure(_ handle: UnsafeMutableRawPointer, url: String, timeout: Double,
                           headers: UnsafeMutableRawPointer?, response: ResponseCollector) -> CURLcode {
        func long(_ option: CURLoption, _ value: Int) -> Int32 { nb_curl_setopt_long(handle, Int32(option.rawValue), value) }
        func string(_ option: CURLoption, _ value: String) -> Int32 { nb_curl_setopt_string(handle, Int32(option.rawValue), value) }
        let results: [Int32] = [
            string(CURLOPT_URL, url),
            // Only http(s); redirects are not followed by curl but by `get`, hop by hop.
            string(CURLOPT_PROTOCOLS_STR, "http,https"),
            long(CURLOPT_FOLLOWLOCATION, 0),
            long(CURLOPT_SSL_VERIFYPEER, 1),
            long(CURLOPT_SSL_VERIFYHOST, 2),
            long(CURLOPT_CONNECTTIMEOUT_MS, Int(connectTimeout * 1000)),
            // What is left of the whole chain's time, so redirects do not stretch it.
            long(CURLOPT_TIMEOUT_MS, max(1, Int(timeout * 1000))),
            // Timeouts via alarm signals are unsafe with threads (curl_easy_setopt(3), CURLOPT_NOSIGNAL).
            long(CURLOPT_NOSIGNAL, 1),
            string(CURLOPT_ACCEPT_ENCODING, ""),
            string(CURLOPT_USERAGENT, userAgent),
            nb_curl_setopt_pointer(handle, Int32(CURLOPT_HTTPHEADER.rawValue), headers),
        ] + response.attach(to: handle, watchingCancellation: true)
        let failed = results.first { $0 != 0 } ?? 0
        return CURLcode(rawValue: UInt32(failed))
    }

    private func failure(_ code: CURLcode, response: ResponseCollector, host: String) -> HTTPError {
        if response.overLimit { return .bodyTooLarge(limit: maxBodyBytes) }
        if response.headersTooLarge { return .headersTooLarge(limit: Self.maxHeaderBytes) }
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_COULDNT_CONNECT: return .unreachable(host: host)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .unresolvedHost(host)
        case CURLE_TOO_MANY_REDIRECTS: return .tooManyRedirects
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        // curl refuses one header line past CURL_MAX_HTTP_HEADER (100 KB) this way ("Avoided
        // giant realloc for header", lib/http.c): a huge header, not a lack of memory.
        case CURLE_OUT_OF_MEMORY: return .headersTooLarge(limit: Self.maxHeaderBytes)
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE:
            return .tls(Self.message(code))
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_BAD_CONTENT_ENCODING: return .truncated
        default: return .transport(code: Int(code.rawValue), message: Self.message(code))
        }
    }

    static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func message(_ code: CURLcode) -> String {
        nb_curl_strerror(Int32(code.rawValue)).map { String(cString: $0) } ?? "curl error \(code.rawValue)"
    }
}
