#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import NearbyCore
import NearbyProviders
import NearbyTestSupport
import NearbyTiles

/// The app's online map path: a pan into an area the tile cache lacks, from the pan to a
/// complete 200×60 map (loopback server, 50 ms per tile; tile worker, cache, loader thread),
/// against the same with one transfer at a time (target < 300 ms); and a pan into an area the
/// cache holds, with nothing decoded in memory (target < 16 ms).
enum MapPanBench {
    static func run() -> [BenchResult] {
        let name = "pan into uncached area to complete 200×60 map (loopback, 50 ms/tile)"
        let tile: [UInt8] = [0x1A, 0x0C, 0x0A, 0x05] + Array("water".utf8) + [0x28, 0x80, 0x20, 0x78, 0x02]
        guard let server = try? LoopbackServer({ _ in
            usleep(50_000)
            return .respond(status: 200, headers: [], body: tile)
        }) else {
            return [BenchResult(name: name, value: .nan, unit: "ms", note: "skipped: no loopback server")]
        }
        defer { server.stop() }
        let folder = "/tmp/nearby-bench-pan-\(getpid())"
        mkdir(folder, 0o700)
        defer {
            for file in ["parallel", "serial"] {
                for suffix in ["", "-wal", "-shm"] { unlink("\(folder)/\(file).mbtiles\(suffix)") }
            }
            rmdir(folder)
        }
        let helsinki = Coordinate(latitude: 60.1690, longitude: 24.9435)
        let east = Coordinate(latitude: 60.1690, longitude: 25.9435)
        guard let parallel = Rig(server: server, cache: folder + "/parallel.mbtiles", connections: 4),
              let serial = Rig(server: server, cache: folder + "/serial.mbtiles", connections: 1) else {
            return [BenchResult(name: name, value: .nan, unit: "ms", note: "skipped: threads did not start")]
        }
        defer {
            parallel.stop()
            serial.stop()
        }
        _ = parallel.complete(at: helsinki)
        _ = serial.complete(at: helsinki)
        guard let fast = parallel.complete(at: east), let slow = serial.complete(at: east) else {
            return [BenchResult(name: name, value: .nan, unit: "ms", note: "skipped: not every tile arrived")]
        }
        // The cached pan: a fresh loader (nothing decoded in memory) on the filled cache.
        guard let fresh = Rig(server: server, cache: folder + "/parallel.mbtiles", connections: 4) else { return [] }
        defer { fresh.stop() }
        let cached = fresh.complete(at: east) ?? .nan
        return [
            BenchResult(name: name, value: fast * 1000, unit: "ms", baselineName: "one at a time", baseline: slow * 1000,
                        note: "\(parallel.tiles) tiles, target < 300 ms"),
            BenchResult(name: "pan into cached area to complete 200×60 map", value: cached * 1000, unit: "ms",
                        note: "read and decoded off the drawing thread, target < 16 ms"),
        ]
    }

    /// The app's pieces: feed (worker into the cache), loader, source; drawn as the app does.
    final class Rig {
        let loader: MapTileLoader
        let feed: OnlineTileFeed
        let source: MapTileSource
        let arrivals = DispatchSemaphore(value: 0)
        private(set) var tiles = 0

        init?(server: LoopbackServer, cache: String, connections: Int) {
            let arrivals = self.arrivals
            let loader = MapTileLoader(reader: CachedTileReader(path: cache, maxBytes: 64 << 20)) { _ in arrivals.signal() }
            feed = OnlineTileFeed(source: .template(server.base + "/{z}/{x}/{y}.pbf"), cachePath: cache, maxBytes: 64 << 20,
                                  settings: .init(connections: connections, retry: .never), resolved: { _ in }) { report in
                if case .tilesCommitted(let ids) = report { loader.refresh(ids.map { TileKey(zoom: $0.zoom, x: $0.x, y: $0.y) }) }
            }
            self.loader = loader
            source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil)
            guard loader.start(), (try? feed.start()) != nil else { return nil }
        }

        func stop() {
            feed.stop()
            loader.stop()
        }

        /// Seconds from the pan to a map with every tile of the view drawn from its own data.
        func complete(at center: Coordinate) -> Double? {
            var state = AppState(width: 200, height: 60, provider: "overpass", at: center, span: 3000)
            _ = Update.apply(&state, .venuesLoaded([]))
            guard let cover = MapPane.tileCover(state) else { return nil }
            tiles = cover.keys.count
            let start = now()
            while true {
                _ = source.mapData(for: cover)
                if source.lackingAtSourceZoom.isEmpty { return now() - start }
                feed.want(source.lackingAtSourceZoom.map { TileID(zoom: $0.zoom, x: $0.x, y: $0.y) })
                guard arrivals.wait(timeout: .now() + 10) == .success else { return nil }
            }
        }
    }
}
