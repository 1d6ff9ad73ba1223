#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbyHTTP
import NearbyText
import NearbyTileFormats
import NearbyRuntime

/// Downloads tiles through `HTTPTransfers`: a few transfers at once (HTTP/2 multiplexed where
/// the server offers it), started in the order given (callers put the tiles nearest the centre
/// first), each cancellable, each retried with backoff on a transient failure, Retry-After
/// honoured for all; what a response means for a tile is decided here. Blocks the calling
/// thread until every request has an outcome: run it on a thread of its own, never on the
/// cooperative pool. Not Sendable: the transfers belong to the thread that made the downloader.
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
    private let transfers: HTTPTransfers

    public init(endpoint: TileEndpoint, settings: Settings = Settings()) throws(ProviderError) {
        do throws(HTTPError) {
            transfers = try HTTPTransfers(connections: settings.connections)
        } catch .noLibcurl(let reason) {
            throw ProviderError.unavailable(reason)
        } catch {
            throw ProviderError.unavailable("cannot start libcurl's multi interface")
        }
        self.endpoint = endpoint
        self.settings = settings
    }

    /// How each tile is asked for.
    private var options: TransferOptions {
        TransferOptions(userAgent: settings.userAgent, connectTimeout: settings.connectTimeout,
                        totalTimeout: settings.totalTimeout, maxBodyBytes: settings.maxTileBytes,
                        maxRedirects: settings.maxRedirects,
                        accept: "application/vnd.mapbox-vector-tile, application/x-protobuf, */*", multiplexed: true)
    }

    /// A request waiting to be (re)started, not before `notBefore` (monotonic seconds).
    private struct Pending {
        var request: TileRequest
        var attempt: Int
        var notBefore: Double
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
        // The transfers running, each with the request and attempt it is.
        var active: [HTTPTransfers.ID: Pending] = [:]
        // After a 429/503 with Retry-After, no new request to the server before this time.
        var politeUntil = 0.0
        let options = options

        while !(exhausted && retries.isEmpty && active.isEmpty) {
            let cancelAll = cancellation?.isCancelled == true
            for (id, pending) in active where cancelAll || !isWanted(pending.request.tile) {
                transfers.cancel(id)
                active[id] = nil
                report(pending.request.tile, .cancelled)
            }
            if cancelAll {
                for pending in retries { report(pending.request.tile, .cancelled) }
                return
            }
            let now = MonotonicClock.seconds()
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
                var headers: [(name: String, value: String)] = []
                if let etag = pending.request.etag { headers.append(("If-None-Match", etag)) }
                let url = endpoint.url(for: pending.request.tile)
                active[transfers.start(HTTPRequest(url: url, headers: headers), options: options)] = pending
            }
            for finished in transfers.perform() {
                guard let pending = active.removeValue(forKey: finished.id) else { continue }
                switch judge(finished.result, attempt: pending.attempt) {
                case .done(let outcome):
                    report(pending.request.tile, outcome)
                case .retry(let after):
                    let wait = after ?? settings.retry.delay(beforeRetry: pending.attempt)
                    if after != nil { politeUntil = max(politeUntil, MonotonicClock.seconds() + wait) }
                    retries.append(Pending(request: pending.request, attempt: pending.attempt + 1,
                                           notBefore: MonotonicClock.seconds() + wait))
                }
            }
            if !active.isEmpty || !retries.isEmpty || now < politeUntil {
                // Wake at least every 50 ms to notice cancellations and retries that are due.
                transfers.wait(milliseconds: 50)
            }
        }
    }

    private enum Verdict {
        case done(TileOutcome)
        /// Try again, after the server's Retry-After when it gave one.
        case retry(after: Double?)
    }

    /// What a finished transfer (its redirects followed) means: a tile, no tile, a retry, or a
    /// failure of some kind.
    private func judge(_ result: Result<HTTPResponse, HTTPError>, attempt: Int) -> Verdict {
        let canRetry = attempt < settings.retry.attempts
        let response: HTTPResponse
        switch result {
        case .failure(.cancelled):
            return .done(.cancelled)
        case .failure(let error):
            if error.isTransient, canRetry { return .retry(after: nil) }
            return .done(.failed(TileFailure(error)))
        case .success(let answer):
            response = answer
        }
        let status = response.status
        switch status {
        case 304:
            return .done(.notModified)
        case 404, 204:
            return .done(.missing)
        case 200..<300:
            guard !response.body.isEmpty else { return .done(.missing) }
            if let problem = Self.problem(with: response.body) { return .done(.failed(problem)) }
            return .done(.fetched(bytes: response.body, etag: response.header("etag")))
        case 429, 503, 500..<600, 408:
            let after = response.header("retry-after").flatMap(Self.seconds(retryAfter:))
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

}
