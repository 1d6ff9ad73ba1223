import CCurl
import CCurlShims
import NearbyText
import NearbyRuntime

/// Several GETs at once on libcurl's multi interface (HTTP/2 multiplexed where the server offers
/// it), each with its own URL, headers and `TransferOptions`, each kept to the rules of
/// `HTTPClient`: http only to loopback, redirects followed here hop by hop (`RedirectChain`),
/// one deadline for the whole chain, body and headers capped. The caller starts transfers,
/// calls `perform` and `wait` in turn, and gets each transfer's end once; `cancel` drops one.
/// Not Sendable: the multi handle and its transfers belong to the thread that made them.
package final class HTTPTransfers {
    /// Names one transfer from its start to its end, across its redirects.
    package struct ID: Hashable, Sendable {
        let number: Int
    }

    /// A transfer that ended: the final response (whatever its status), or why there is none.
    package struct Finished {
        package let id: ID
        package let result: Result<HTTPResponse, HTTPError>
    }

    /// One transfer from its start to its end: its chain, the collector its hops share, and the
    /// monotonic time by which the whole chain must end.
    private final class Transfer {
        let id: ID, options: TransferOptions, deadline: Double, collector: ResponseCollector
        var chain: RedirectChain

        init(id: ID, request: HTTPRequest, options: TransferOptions) {
            self.id = id
            self.options = options
            deadline = MonotonicClock.seconds() + options.totalTimeout
            collector = ResponseCollector(maxBody: options.maxBodyBytes)
            chain = RedirectChain(url: request.fullURL, headers: request.headers, maxRedirects: options.maxRedirects)
        }
    }

    private let multi: UnsafeMutableRawPointer
    /// The transfers in curl's hands, by the easy handle of their current hop's exchange.
    private var running: [UnsafeMutableRawPointer: (transfer: Transfer, exchange: CurlExchange)] = [:]
    /// Transfers that ended without reaching curl (a refused URL, a handle not made), told at
    /// the next `perform`.
    private var endedEarly: [Finished] = []
    private var lastID = 0

    /// A multi handle keeping at most `connections` connections, to any host and in all.
    package init(connections: Int) throws(HTTPError) {
        if let failure = CurlLibrary.failure { throw .noLibcurl(failure) }
        guard let multi = nb_curl_multi_init() else {
            throw .transport(code: Int(CURLE_FAILED_INIT.rawValue), message: "curl_multi_init failed")
        }
        self.multi = multi
        _ = nb_curl_multi_setopt_long(multi, Int32(CURLMOPT_PIPELINING.rawValue), nb_curl_pipe_multiplex())
        _ = nb_curl_multi_setopt_long(multi, Int32(CURLMOPT_MAX_HOST_CONNECTIONS.rawValue), max(1, connections))
        _ = nb_curl_multi_setopt_long(multi, Int32(CURLMOPT_MAX_TOTAL_CONNECTIONS.rawValue), max(1, connections))
    }

    deinit {
        for handle in running.keys { nb_curl_multi_remove(multi, handle) }
        running.removeAll()
        nb_curl_multi_cleanup(multi)
    }

    /// Transfers started and not yet told as finished or cancelled.
    package var count: Int { running.count + endedEarly.count }

    /// Starts a GET of `request`. A URL the rule refuses (plain http off loopback, another
    /// scheme) ends at once, as `refusedURL`, told by the next `perform`.
    package func start(_ request: HTTPRequest, options: TransferOptions) -> ID {
        lastID += 1
        let transfer = Transfer(id: ID(number: lastID), request: request, options: options)
        do throws(HTTPError) {
            // The first URL meets the rule of every hop: https anywhere, plain http on loopback.
            if let refusal = RedirectRule.refusal(from: transfer.chain.url, to: transfer.chain.url) {
                throw .refusedURL("the URL is " + refusal.words(in: .english))
            }
            try launch(transfer)
        } catch {
            endedEarly.append(Finished(id: transfer.id, result: .failure(error)))
        }
        return transfer.id
    }

    /// Drops a transfer, whatever it was doing; it is not told as finished.
    package func cancel(_ id: ID) {
        endedEarly.removeAll { $0.id == id }
        guard let (handle, _) = running.first(where: { $0.value.transfer.id == id }) else { return }
        nb_curl_multi_remove(multi, handle)
        running[handle] = nil
    }

    /// Moves every transfer on as far as it can go without waiting; the transfers that ended.
    package func perform() -> [Finished] {
        var stillRunning: Int32 = 0
        _ = nb_curl_multi_perform(multi, &stillRunning)
        var finished = endedEarly
        endedEarly.removeAll()
        var easy: UnsafeMutableRawPointer?
        var code: Int32 = 0
        while nb_curl_multi_next_done(multi, &easy, &code) == 1 {
            guard let handle = easy, let (transfer, exchange) = running.removeValue(forKey: handle) else { continue }
            nb_curl_multi_remove(multi, handle)
            do throws(HTTPError) {
                switch try exchange.ending(CURLcode(rawValue: UInt32(code))) {
                case .response(let response):
                    finished.append(Finished(id: transfer.id, result: .success(response)))
                case .redirect(let next):
                    // Judged before it is connected; the next hop runs in the same chain's time.
                    try transfer.chain.follow(to: next)
                    transfer.collector.startOver()
                    try launch(transfer)
                }
            } catch {
                finished.append(Finished(id: transfer.id, result: .failure(error)))
            }
        }
        return finished
    }

    /// Waits up to `milliseconds` for activity on any transfer (returns at once when one is due).
    package func wait(milliseconds: Int) {
        _ = nb_curl_multi_poll(multi, Int32(clamping: milliseconds))
    }

    /// Adds the transfer's current hop to the multi handle.
    private func launch(_ transfer: Transfer) throws(HTTPError) {
        let exchange = try CurlExchange(url: transfer.chain.url, headers: transfer.chain.headers, options: transfer.options,
                                        timeLeft: transfer.deadline - MonotonicClock.seconds(),
                                        collector: transfer.collector)
        let added = nb_curl_multi_add(multi, exchange.handle)
        guard added == 0 else {
            throw .transport(code: Int(CURLE_FAILED_INIT.rawValue), message: "curl_multi_add_handle failed (CURLMcode \(added))")
        }
        running[exchange.handle] = (transfer, exchange)
    }
}
