#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization
import NearbyGeo
import NearbyHTTP
import NearbyRuntime
import NearbyText

/// Loads the tiles the map wants on a thread of its own: the tiles it lacks (or holds past
/// `revalidateAfter`, asked for again with their ETag) are downloaded nearest-first, tiles that
/// left the view are cancelled, and each tile is committed to the tile cache before `report`
/// says so — the caller posts that on its bus and the map re-reads the cache. Nothing else
/// leaves the thread. `stop` joins it, so the process never exits in the middle of a commit.
public final class TileWorker: Sendable {
    /// What the worker tells its owner.
    public enum Report: Sendable, Equatable {
        /// These tiles are in the cache now (a tile, or "no tile here"): redraw them.
        case tilesCommitted([TileKey])
        /// `count` tiles could not be loaded, all for this reason: one report per reason for a
        /// burst (a round of downloads, or `failureInterval` of a long one), never one per tile.
        case tilesFailed(TileFailure, count: Int)
        /// The worker cannot work at all (the cache cannot be opened), in words.
        case unavailable(String)
        /// The damaged cache was moved aside to this path and a new one started.
        case cacheSetAside(String)
    }

    private struct Wishes {
        /// Nearest the centre first.
        var tiles: [TileKey] = []
        var set: Set<TileKey> = []
        /// Tiles that left the view since the worker last looked: wanted afresh if they return.
        var left: Set<TileKey> = []
    }

    private let endpoint: TileEndpoint
    private let cachePath: String
    private let cacheSource: TileCacheSource
    private let maxBytes: Int
    private let settings: TileDownloader.Settings
    private let revalidateAfter: Int
    private let clock: @Sendable () -> Int
    private let report: @Sendable (Report) -> Void
    private let failureInterval: Double
    private let wishes = Mutex(Wishes())
    private let worker = Worker()
    private let cancellation = CancellationFlag()

    public init(endpoint: TileEndpoint, cachePath: String, cacheSource: TileCacheSource, maxBytes: Int,
                settings: TileDownloader.Settings = .init(),
                revalidateAfter: Int = 7 * 86_400, clock: @escaping @Sendable () -> Int = { Int(time(nil)) },
                failureInterval: Double = 1, report: @escaping @Sendable (Report) -> Void) {
        self.endpoint = endpoint
        self.cachePath = cachePath
        self.cacheSource = cacheSource
        self.maxBytes = maxBytes
        self.settings = settings
        self.revalidateAfter = revalidateAfter
        self.clock = clock
        self.report = report
        self.failureInterval = failureInterval
    }

    /// Replaces what the map wants, nearest the centre first; tiles no longer wanted are cancelled.
    public func want(_ tiles: [TileKey]) {
        wishes.withLock { wishes in
            let set = Set(tiles)
            wishes.left.formUnion(wishes.set.subtracting(set))
            wishes.tiles = tiles
            wishes.set = set
        }
        worker.wake()
    }

    /// Starts the thread (joinable: `stop` waits for it).
    public func start() throws(ProviderError) {
        do {
            try worker.start { self.run() }
        } catch {
            throw .tileThread(error)
        }
    }

    /// Cancels what is in flight, lets the current commit finish, and joins the thread.
    public func stop() {
        worker.stop { cancellation.cancel() }
    }

    private func run() {
        let cache: TileCacheFile
        let downloader: TileDownloader
        do {
            cache = try TileCacheFile(path: cachePath, role: .cache, maxBytes: maxBytes, source: cacheSource, clock: clock)
            downloader = try TileDownloader(endpoint: endpoint, settings: settings)
        } catch {
            report(.unavailable("\(error)"))
            return
        }
        if let aside = cache.setAsidePath { report(.cacheSetAside(aside)) }
        // Tiles already answered (committed, fresh in the cache, or failed) since they were wanted.
        var settled = Set<TileKey>()
        while worker.waitForWork() {
            let left = wishes.withLock { wishes in
                defer { wishes.left = [] }
                return wishes.left
            }
            // A tile that left and came back is looked at afresh (a failure may pass, a copy go stale).
            settled.subtract(left)
            var failures = FailureBurst()
            // Failures are said at the end of the round, or once the oldest unsaid one is
            // `failureInterval` old: the downloader asks `isWanted` at least every 50 ms while
            // transfers run, so a long round still speaks in time.
            downloader.run(next: { nextRequest(cache: cache, settled: &settled) }, cancellation: cancellation,
                           isWanted: { tile in
                               if failures.isDue(after: failureInterval) { sayFailures(&failures) }
                               return wishes.withLock { $0.set.contains(tile) }
                           }) { tile, outcome in
                // A cancelled tile left the view; should it come back, it is wanted afresh.
                if outcome == .cancelled { settled.remove(tile) } else { settled.insert(tile) }
                if let failure = commit(tile, outcome, into: cache) { failures.add(failure) }
                if failures.isDue(after: failureInterval) { sayFailures(&failures) }
            }
            sayFailures(&failures)
        }
    }

    /// One report per reason, in the order the reasons first came.
    private func sayFailures(_ failures: inout FailureBurst) {
        for (failure, count) in failures.take() { report(.tilesFailed(failure, count: count)) }
    }

    /// The most wanted tile the cache cannot answer (or holds stale), with its ETag.
    private func nextRequest(cache: TileCacheFile, settled: inout Set<TileKey>) -> TileRequest? {
        let tiles = wishes.withLock { $0.tiles }
        for tile in tiles where !settled.contains(tile) {
            settled.insert(tile)
            guard let held = try? cache.tile(tile) else {
                return TileRequest(tile: tile)
            }
            if clock() - held.fetchedAt >= revalidateAfter { return TileRequest(tile: tile, etag: held.etag) }
        }
        return nil
    }

    /// Commits what came for `tile` and reports it; a failure is returned to be counted instead.
    private func commit(_ tile: TileKey, _ outcome: TileOutcome, into cache: TileCacheFile) -> TileFailure? {
        let write: TileCacheFile.Write
        switch outcome {
        case .fetched(let bytes, let etag): write = .tile(tile, data: bytes, etag: etag)
        case .missing: write = .tile(tile, data: [], etag: nil)
        case .notModified: write = .revalidated(tile)
        case .failed(let failure):
            return failure
        case .cancelled:
            return nil
        }
        do {
            try cache.commit([write])
            report(.tilesCommitted([tile]))
            return nil
        } catch {
            return .other(TerminalSafe.stripped("the tile cache could not be written (\(error))", maxWidth: 200))
        }
    }
}

extension ProviderError {
    /// A tile thread (the worker's, or the feed's that resolves the source first) that cannot
    /// start leaves the map's source unavailable.
    static func tileThread(_ error: JoinableThread.StartError) -> ProviderError {
        .unavailable("cannot start the tile thread: \(error)")
    }
}
