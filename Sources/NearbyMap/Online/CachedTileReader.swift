import NearbyGeo

/// The map loader's view of an online source: tiles as the tile cache holds them, which the
/// `TileWorker` fills. A tile not in the cache yet is `notYet` (the worker is fetching it and
/// `MapTileLoader.refresh` follows its commit). The cache is opened on first use, on the
/// loader's thread, which then owns the connection.
public final class CachedTileReader: TileReader {
    private let path: String
    private let maxBytes: Int
    private let source: TileCacheSource
    private var cache: TileCacheFile?
    private let setAside: @Sendable (String) -> Void

    /// `setAside` hears where a damaged cache was moved, when this reader's opening moved it.
    public init(path: String, maxBytes: Int, source: TileCacheSource, setAside: @escaping @Sendable (String) -> Void = { _ in }) {
        self.path = path
        self.source = source
        self.maxBytes = maxBytes
        self.setAside = setAside
    }

    public func read(_ key: TileKey) throws -> TileRead {
        let cache = try opened()
        // A cache that cannot be read is the worker's to report (it sets a damaged one aside).
        guard let held = try cache.tile(key) else { return .notYet }
        return held.isEmpty ? .noTile : .tile(held.data)
    }

    private func opened() throws -> TileCacheFile {
        if let cache { return cache }
        let made = try TileCacheFile(path: path, role: .cache, maxBytes: maxBytes, source: source)
        cache = made
        if let aside = made.setAsidePath { setAside(aside) }
        return made
    }
}
