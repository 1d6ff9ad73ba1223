import NearbyMap

/// The map's tiles in the app: the source the frame draws from, the loader that reads and
/// decodes off the main thread, and for an online source the worker that downloads into the
/// tile cache. Started and stopped with the app; the runtime hands them the effects
/// (`loadTiles`, `reloadTiles`, `fetchTiles`, `useTileExtent`) and everything comes back on the bus.
struct MapTiles {
    let source: MapTileSource
    let loader: MapTileLoader
    /// Downloads an online source's tiles into the cache (nil: an archive on disk).
    let feed: OnlineTileFeed?
    /// Notes about the style, for the log.
    let notes: [String]

    /// Starts the threads; false when one could not start (the map then stays as it is).
    func start() -> Bool {
        guard loader.start() else { return false }
        do {
            try feed?.start()
        } catch {
            return false
        }
        return true
    }

    /// Joins the threads: the download's commit in flight finishes first.
    func stop() {
        feed?.stop()
        loader.stop()
    }
}
