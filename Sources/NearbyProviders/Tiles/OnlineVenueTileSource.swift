import Synchronization
import NearbyGeo
import NearbyHTTP
import NearbyMap

/// The `tiles` provider's tiles from an online source (`--tiles openfreemap|versatiles|URL`):
/// from the tile cache when it holds them, else downloaded with the tile downloader's rules
/// (timeouts, size caps, retries, TLS) and committed to the cache first. The TileJSON is fetched
/// on first use, on the caller's thread (the fetch thread, or `nearby list`).
public final class OnlineVenueTileSource: VenueTileSource {
    /// Venues are read at z14, which both named services and OpenMapTiles-like TileJSONs serve.
    public let zooms: ClosedRange<Int> = 0...14
    private let source: TileSource
    private let settings: TileDownloader.Settings
    private let held: Mutex<Held>

    public init(source: TileSource, cachePath: String, maxBytes: Int, settings: TileDownloader.Settings) {
        self.source = source
        self.settings = settings
        held = Mutex(Held(cachePath: cachePath, maxBytes: maxBytes))
    }

    public func tile(_ id: TileKey) throws(ProviderError) -> [UInt8]? {
        let result = held.withLock { held -> Result<[UInt8]?, ProviderError> in
            Result { () throws(ProviderError) in try fetch(id, held: &held) }
        }
        return try result.get()
    }

    private func fetch(_ id: TileKey, held: inout Held) throws(ProviderError) -> [UInt8]? {
        let cache: TileCacheFile
        do {
            cache = try held.cache ?? TileCacheFile(path: held.cachePath, role: .cache, maxBytes: held.maxBytes,
                                                   source: TileCacheSource(source))
            held.cache = cache
            if let copy = try cache.tile(id) { return copy.isEmpty ? nil : copy.data }
        } catch {
            throw ProviderError.unavailable("cannot use the tile cache: \(error)")
        }
        let endpoint: TileEndpoint
        if let resolved = held.endpoint {
            endpoint = resolved
        } else {
            endpoint = try source.endpoint(userAgent: settings.userAgent, timeout: settings.totalTimeout)
            held.endpoint = endpoint
        }
        let downloader = try TileDownloader(endpoint: endpoint, settings: settings)
        var outcome = TileOutcome.cancelled
        downloader.run([TileRequest(tile: id)]) { _, answer in outcome = answer }
        let write: TileCacheFile.Write
        let bytes: [UInt8]?
        switch outcome {
        case .fetched(let data, let etag):
            write = .tile(id, data: data, etag: etag)
            bytes = data
        case .missing:
            write = .tile(id, data: [], etag: nil)
            bytes = nil
        case .notModified, .cancelled:
            return nil
        case .failed(let failure):
            throw ProviderError.unavailable("tile \(id) from \(source.host): \(failure.description)")
        }
        do {
            try cache.commit([write])
        } catch {
            throw ProviderError.unavailable("cannot store tile \(id) in the tile cache: \(error)")
        }
        return bytes
    }
}

/// The cache connection and the resolved endpoint, touched only inside the mutex.
private struct Held: @unchecked Sendable {
    let cachePath: String
    let maxBytes: Int
    var cache: TileCacheFile?
    var endpoint: TileEndpoint?
}
