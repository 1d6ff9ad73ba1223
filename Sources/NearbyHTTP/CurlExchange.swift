import CCurl
import CCurlShims

/// One request and its response, no redirect followed, on an easy handle of its own set up by
/// the rules every Nearby transfer keeps: http(s) only, verified TLS, redirects left to the
/// `RedirectChain`, timeouts without signals, body and headers capped by the collector.
/// `HTTPClient` performs it on its own thread; `HTTPTransfers` drives many through a multi
/// handle. Owns the handle and its header list; lives on one thread.
final class CurlExchange {
    let handle: UnsafeMutableRawPointer
    let url: String
    /// Where the callbacks write; shared by the exchanges of one redirect chain.
    let collector: ResponseCollector
    private var headerList: UnsafeMutableRawPointer?

    /// What an exchange ended with: a response to hand back, or a redirect to judge.
    enum Ending {
        case response(HTTPResponse)
        case redirect(to: String)
    }

    /// Sets up a GET of `url`; `timeLeft` is what remains of the whole chain's time.
    init(url: String, headers: [(name: String, value: String)], options: TransferOptions, timeLeft: Double,
         collector: ResponseCollector) throws(HTTPError) {
        guard timeLeft > 0 else { throw .timedOut }
        guard let handle = nb_curl_init() else {
            throw .transport(code: Int(CURLE_FAILED_INIT.rawValue), message: "curl_easy_init failed")
        }
        self.handle = handle
        self.url = url
        self.collector = collector
        for header in headers {
            headerList = nb_curl_slist_append(headerList, "\(header.name): \(header.value)")
        }
        headerList = nb_curl_slist_append(headerList, "Accept: \(options.accept)")
        let code = configure(options, timeLeft: timeLeft)
        guard code == CURLE_OK else { throw failure(code) }
    }

    deinit {
        nb_curl_cleanup(handle)
        nb_curl_slist_free_all(headerList)
    }

    private func configure(_ options: TransferOptions, timeLeft: Double) -> CURLcode {
        func long(_ option: CURLoption, _ value: Int) -> Int32 { nb_curl_setopt_long(handle, Int32(option.rawValue), value) }
        func string(_ option: CURLoption, _ value: String) -> Int32 { nb_curl_setopt_string(handle, Int32(option.rawValue), value) }
        var results: [Int32] = [
            string(CURLOPT_URL, url),
            // Only http(s); redirects are not followed by curl but by the chain, hop by hop.
            string(CURLOPT_PROTOCOLS_STR, "http,https"),
            long(CURLOPT_FOLLOWLOCATION, 0),
            long(CURLOPT_SSL_VERIFYPEER, 1),
            long(CURLOPT_SSL_VERIFYHOST, 2),
            long(CURLOPT_CONNECTTIMEOUT_MS, Int(options.connectTimeout * 1000)),
            // What is left of the whole chain's time, so redirects do not stretch it.
            long(CURLOPT_TIMEOUT_MS, max(1, Int(timeLeft * 1000))),
            // Timeouts via alarm signals are unsafe with threads (curl_easy_setopt(3), CURLOPT_NOSIGNAL).
            long(CURLOPT_NOSIGNAL, 1),
            string(CURLOPT_ACCEPT_ENCODING, ""),
            string(CURLOPT_USERAGENT, options.userAgent),
            nb_curl_setopt_pointer(handle, Int32(CURLOPT_HTTPHEADER.rawValue), headerList),
        ]
        if options.multiplexed {
            // Plain http (loopback only) has no HTTP/2 to wait for.
            let plain = url.lowercased().hasPrefix("http://")
            results += [long(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS)), long(CURLOPT_PIPEWAIT, plain ? 0 : 1)]
        }
        results += collector.attach(to: handle, watchingCancellation: collector.cancellation != nil)
        return CURLcode(rawValue: UInt32(results.first { $0 != 0 } ?? 0))
    }

    /// Runs the exchange on this thread (the easy interface).
    func perform() -> CURLcode {
        withExtendedLifetime(collector) { CURLcode(rawValue: UInt32(nb_curl_perform(handle))) }
    }

    /// What the finished exchange means, given the code curl ended it with.
    func ending(_ code: CURLcode) throws(HTTPError) -> Ending {
        guard code == CURLE_OK else { throw failure(code) }
        var status = 0
        _ = nb_curl_getinfo_long(handle, Int32(CURLINFO_RESPONSE_CODE.rawValue), &status)
        if let next = CurlRedirect.location(of: handle, status: status) { return .redirect(to: next) }
        return .response(HTTPResponse(status: status, headers: collector.headers, body: collector.body))
    }

    /// The error for an exchange curl ended with `code`.
    func failure(_ code: CURLcode) -> HTTPError {
        if collector.overLimit { return .bodyTooLarge(limit: collector.maxBody) }
        if collector.headersTooLarge { return .headersTooLarge(limit: HTTPClient.maxHeaderBytes) }
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_COULDNT_CONNECT: return .unreachable(host: URLHost(url)?.host ?? url)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .unresolvedHost(URLHost(url)?.host ?? url)
        case CURLE_TOO_MANY_REDIRECTS: return .tooManyRedirects
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        // curl refuses one header line past CURL_MAX_HTTP_HEADER (100 KB) this way ("Avoided
        // giant realloc for header", lib/http.c): a huge header, not a lack of memory.
        case CURLE_OUT_OF_MEMORY: return .headersTooLarge(limit: HTTPClient.maxHeaderBytes)
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE:
            return .tls(Self.message(code))
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_BAD_CONTENT_ENCODING: return .truncated
        default: return .transport(code: Int(code.rawValue), message: Self.message(code))
        }
    }

    private static func message(_ code: CURLcode) -> String {
        nb_curl_strerror(Int32(code.rawValue)).map { String(cString: $0) } ?? "curl error \(code.rawValue)"
    }
}
