#if canImport(Glibc)
import Glibc
#endif
import CCurl
import CShims
import NearbyGeo
import NearbyHTTP
import NearbyText
import NearbyTileFormats

/// Downloads tiles with libcurl's multi interface: a few transfers at once (HTTP/2 multiplexed
/// where the server offers it), started in the order given (callers put the tiles nearest the
/// centre first), each cancellable, each retried with backoff on a transient failure, Retry-After
/// honoured for all. Blocks the calling thread until every request has an outcome: run it on a
/// thread of its own, never on the cooperative pool. Not Sendable: the multi handle belongs to
/// the thread that made the downloader.
public final class TileDownloader {
    public struct Settings: Sendable {
        public var userAgent: String
        /// Transfers at once (and connections per host, at most).
        public var connections: Int
        public var connectTimeout: Double
        /// Seconds for one whole tile.
        public var totalTimeout: Double
        /// Largest tile accepted; the transfer is aborted past it.
        public var maxTileBytes: Int
        public var maxRedirects: Int
        public var retry: RetryPolicy
        /// A Retry-After longer than this fails the tile instead of waiting.
        public var maxRetryAfter: Double

        public init(userAgent: String = "nearby", connections: Int = 4, connectTimeout: Double = 10,
                    totalTimeout: Double = 30, maxTileBytes: Int = 4 << 20, maxRedirects: Int = 3,
                    retry: RetryPolicy = .standard, maxRetryAfter: Double = 60) {
            self.userAgent = userAgent
            self.connections = max(1, connections)
            self.connectTimeout = connectTimeout
            self.totalTimeout = totalTimeout
            self.maxTileBytes = maxTileBytes
            self.maxRedirects = maxRedirects
            self.retry = retry
            self.maxRetryAfter = maxRetryAfter
        }
    }

    public let endpoint: TileEndpoint
    public let settings: Settings
    private let multi: UnsafeMutableRawPointer

    public init(endpoint: TileEndpoint, settings: Settings = Settings()) throws(ProviderError) {
        if let failure = CurlLibrary.failure { throw ProviderError.unavailable(failure) }
        guard let multi = nb_curl_multi_init() else {
            throw ProviderError.unavailable("cannot start libcurl's multi interface")
        }
        self.endpoint = endpoint
        self.settings = settings
        self.multi = multi
        _ = nb_curl_multi_setopt_long(multi, Int32(CURLMOPT_PIPELINING.rawValue), nb_curl_pipe_multiplex())
        _ = nb_curl_multi_setopt_long(multi, Int32(CURLMOPT_MAX_HOST_CONNECTIONS.rawValue), settings.connections)
        _ = nb_curl_multi_setopt_long(multi, Int32(CURLMOPT_MAX_TOTAL_CONNECTIONS.rawValue), settings.connections)
    }

    deinit {
        nb_curl_multi_cleanup(multi)
    }

    /// A request waiting to be (re)started, not before `notBefore` (monotonic seconds).
    private struct Pending {
        var request: TileRequest
        var attempt: Int
        var notBefore: Double
        /// Where a redirect sent the request (nil: the endpoint's URL), after `hops` of them.
        var url: String? = nil
        var hops = 0
    }

    /// Fetches every request and reports each outcome once, on this thread, as it arrives.
    /// `isWanted` is asked before each start and while a transfer runs: false cancels that tile
    /// (a tile that left the view); `cancellation` ends them all.
    public func run(_ requests: [TileRequest], cancellation: CancellationFlag? = nil,
                    isWanted: (TileKey) -> Bool = { _ in true },
                    report: (TileKey, TileOutcome) -> Void) {
        var queue = requests[...]
        run(next: { queue.popFirst() }, cancellation: cancellation, isWanted: isWanted, report: report)
        // Cancelled before they started: each request still gets its one outcome.
        for request in queue { report(request.tile, .cancelled) }
    }

    /// The same, pulling each next request from `next` whenever a transfer is free, so a
    /// caller whose wishes change (the map's view) hands over the tile it wants most at that
    /// moment. Returns once `next` has nothing and nothing is running or waiting for a retry.
    public func run(next: () -> TileRequest?, cancellation: CancellationFlag? = nil,
                    isWanted: (TileKey) -> Bool = { _ in true },
                    report: (TileKey, TileOutcome) -> Void) {
        // Whether the last ask found `next` empty.
        var exhausted = false
        func pull() -> Pending? {
            guard let request = next() else {
                exhausted = true
                return nil
            }
            exhausted = false
            return Pending(request: request, attempt: 1, notBefore: 0)
        }
        var retries: [Pending] = []
        var active: [UnsafeMutableRawPointer: TileTransfer] = [:]
        // After a 429/503 with Retry-After, no new request to the server before this time.
        var politeUntil = 0.0

        func finish(_ transfer: TileTransfer, _ outcome: TileOutcome) {
            nb_curl_multi_remove(multi, transfer.handle)
            active[transfer.handle] = nil
            report(transfer.request.tile, outcome)
        }

        while !(exhausted && retries.isEmpty && active.isEmpty) {
            let cancelAll = cancellation?.isCancelled == true
            for transfer in active.values where cancelAll || !isWanted(transfer.request.tile) {
                finish(transfer, .cancelled)
            }
            if cancelAll {
                for pending in retries { report(pending.request.tile, .cancelled) }
                return
            }
            let now = Self.monotonicNow()
            // Start what may start: retries whose wait is over first, then the queue in order.
            while active.count < settings.connections, now >= politeUntil {
                let pending: Pending
                if let index = retries.firstIndex(where: { $0.notBefore <= now }) {
                    pending = retries.remove(at: index)
                } else if let first = pull() {
                    pending = first
                } else {
                    break
                }
                guard isWanted(pending.request.tile) else {
                    report(pending.request.tile, .cancelled)
                    continue
                }
                let url = pending.url ?? endpoint.url(for: pending.request.tile)
                guard let transfer = TileTransfer(request: pending.request, url: url, attempt: pending.attempt,
                                                  hops: pending.hops, settings: settings),
                      nb_curl_multi_add(multi, transfer.handle) == 0 else {
                    report(pending.request.tile, .failed(.other("cannot start a transfer")))
                    continue
                }
                active[transfer.handle] = transfer
            }
            var running: Int32 = 0
            _ = nb_curl_multi_perform(multi, &running)
            var easy: UnsafeMutableRawPointer?
            var code: Int32 = 0
            while nb_curl_multi_next_done(multi, &easy, &code) == 1 {
                guard let handle = easy, let transfer = active[handle] else { continue }
                let verdict = judge(transfer, code: code)
                switch verdict {
                case .done(let outcome):
                    finish(transfer, outcome)
                case .redirect(let next):
                    // Judged already (`judge`): the next hop starts at once, as the same attempt.
                    nb_curl_multi_remove(multi, transfer.handle)
                    active[transfer.handle] = nil
                    retries.append(Pending(request: transfer.request, attempt: transfer.attempt, notBefore: 0,
                                           url: next, hops: transfer.hops + 1))
                case .retry(let after):
                    nb_curl_multi_remove(multi, transfer.handle)
                    active[transfer.handle] = nil
                    let wait = after ?? settings.retry.delay(beforeRetry: transfer.attempt)
                    if after != nil { politeUntil = max(politeUntil, Self.monotonicNow() + wait) }
                    retries.append(Pending(request: transfer.request, attempt: transfer.attempt + 1,
                                           notBefore: Self.monotonicNow() + wait))
                }
            }
            if !active.isEmpty || !retries.isEmpty || now < politeUntil {
                // Wake at least every 50 ms to notice cancellations and retries that are due.
                _ = nb_curl_multi_poll(multi, 50)
            }
        }
    }

    private enum Verdict {
        case done(TileOutcome)
        /// Try again, after the server's Retry-After when it gave one.
        case retry(after: Double?)
        /// Follow a redirect that `RedirectRule` lets go.
        case redirect(String)
    }

    /// What a finished transfer means: a tile, no tile, a retry, or a failure of some kind.
    private func judge(_ transfer: TileTransfer, code: Int32) -> Verdict {
        let canRetry = transfer.attempt < settings.retry.attempts
        guard code == 0 else {
            let transient = [CURLE_OPERATION_TIMEDOUT, CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR]
                .contains { $0.rawValue == UInt32(code) }
            if transient, canRetry, !transfer.overLimit { return .retry(after: nil) }
            return .done(.failed(transfer.failure(code)))
        }
        let status = transfer.status
        if let next = transfer.redirectLocation {
            guard transfer.hops < settings.maxRedirects else { return .done(.failed(.redirectLoop)) }
            if let refusal = RedirectRule.refusal(from: transfer.url, to: next) { return .done(.failed(.refusedRedirect(refusal))) }
            return .redirect(next)
        }
        switch status {
        case 304:
            return .done(.notModified)
        case 404, 204:
            return .done(.missing)
        case 200..<300:
            guard !transfer.body.isEmpty else { return .done(.missing) }
            if let problem = Self.problem(with: transfer.body) { return .done(.failed(problem)) }
            return .done(.fetched(bytes: transfer.body, etag: transfer.header("etag")))
        case 429, 503, 500..<600, 408:
            let after = transfer.header("retry-after").flatMap(Self.seconds(retryAfter:))
            if let after, after > settings.maxRetryAfter {
                return .done(.failed(.askedToWait(seconds: Int(after))))
            }
            if canRetry { return .retry(after: after) }
            return .done(.failed(.answered(status: status, phrase: HTTPStatusText.phrase(status))))
        default:
            return .done(.failed(.answered(status: status, phrase: HTTPStatusText.phrase(status))))
        }
    }

    /// Why `bytes` are not a whole vector tile (gzip or not, judged by the bytes), or nil.
    static func problem(with bytes: [UInt8]) -> TileFailure? {
        let raw: [UInt8]
        do {
            raw = try Inflate.inflateIfGzip(bytes)
        } catch .tooLarge(let limit) {
            return .tooLargeToDraw("it inflates to more than \(TileLimits.mebibytes(limit))")
        } catch {
            return .damaged
        }
        do {
            _ = try MVTDecoder.decode(raw)
        } catch where error.overLimit {
            return .tooLargeToDraw(error.reason)
        } catch {
            return .notATile
        }
        return nil
    }

    /// Retry-After in delta-seconds (the form tile servers send); an HTTP date counts as 1 s.
    static func seconds(retryAfter text: String) -> Double? {
        let trimmed = text.trimmedWhitespace
        if let seconds = Int(trimmed), seconds >= 0 { return Double(seconds) }
        return trimmed.isEmpty ? nil : 1
    }

    static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
