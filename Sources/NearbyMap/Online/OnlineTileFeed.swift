import Synchronization
import NearbyGeo
import NearbyHTTP
import NearbyRuntime
import NearbyTileFormats

/// An online tile source for the app's map: on a thread of its own it resolves the source (a
/// TileJSON document is fetched; the UI does not wait for it), then runs a `TileWorker` that
/// downloads what the map wants into the tile cache. Reports come back through `report`, the
/// worker's, plus `.unavailable` when the source cannot be resolved or the worker cannot start;
/// `resolved` gets the endpoint once the source is resolved, before the worker's first report.
public final class OnlineTileFeed: Sendable {
    private let source: TileSource
    private let cachePath: String
    private let cacheSource: TileCacheSource
    private let maxBytes: Int
    private let settings: TileDownloader.Settings
    private let report: @Sendable (TileWorker.Report) -> Void
    private let resolved: @Sendable (TileEndpoint) -> Void
    private let cancellation = CancellationFlag()
    private let worker = Mutex<TileWorker?>(nil)
    /// The latest wish, handed to the worker once it runs.
    private let wish = Mutex<[TileKey]>([])
    private let thread = JoinableThread()

    /// `schema`: what the source's tiles follow, when known (recorded with its tiles in the cache).
    public init(source: TileSource, schema: TileSchema? = nil, cachePath: String, maxBytes: Int, settings: TileDownloader.Settings,
                resolved: @escaping @Sendable (TileEndpoint) -> Void, report: @escaping @Sendable (TileWorker.Report) -> Void) {
        self.resolved = resolved
        self.source = source
        self.cachePath = cachePath
        self.cacheSource = TileCacheSource(source, schema: schema)
        self.maxBytes = maxBytes
        self.settings = settings
        self.report = report
    }

    /// What the map wants now, nearest the centre first.
    public func want(_ tiles: [TileKey]) {
        wish.withLock { $0 = tiles }
        worker.withLock { $0 }?.want(tiles)
    }

    public func start() throws(ProviderError) {
        do {
            try thread.start { self.resolve() }
        } catch {
            throw .tileThread(error)
        }
    }

    /// Cancels the TileJSON request or the downloads and joins both threads.
    public func stop() {
        cancellation.cancel()
        thread.join()
        worker.withLock { $0.take() }?.stop()
    }

    private func resolve() {
        let endpoint: TileEndpoint
        do {
            endpoint = try source.endpoint(userAgent: settings.userAgent, timeout: settings.totalTimeout,
                                           cancellation: cancellation)
        } catch {
            if !cancellation.isCancelled { report(.unavailable("cannot use the tile server \(source.host): \(error)")) }
            return
        }
        guard !cancellation.isCancelled else { return }
        resolved(endpoint)
        let made = TileWorker(endpoint: endpoint, cachePath: cachePath, cacheSource: cacheSource, maxBytes: maxBytes, settings: settings,
                              report: report)
        do {
            try made.start()
        } catch {
            report(.unavailable("\(error)"))
            return
        }
        worker.withLock { $0 = made }
        made.want(wish.withLock { $0 })
    }
}
