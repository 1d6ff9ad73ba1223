#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import NearbyTestSupport
import NearbyApp
import NearbyGeo
import NearbyMap

/// The app's online map path: a pan into an area the tile cache lacks, from the pan to a
/// complete map (every tile drawn from its own zoom) in a 200×60 map pane (a 200×122 terminal)
/// whose cover is twelve z14 tiles (loopback server, 50 ms per tile; tile worker, cache, loader
/// thread, ancestors asked first), against the same with one transfer at a time (target
/// < 300 ms); the time to the first frame with every tile drawn, scaled ancestors standing in;
/// and a pan into an area the cache holds, with nothing decoded in memory (target < 16 ms).
enum MapPanBench {
    /// A 200×60 map pane over 1.6 km at this centre covers 4×3 z14 tiles (a realistic count:
    /// the view straddles tile edges both ways, as most views do).
    static let start = Coordinate(latitude: 60.1700, longitude: 24.9605)
    /// Forty z14 tiles east (ten z12 tiles): nothing of it cached, ancestors included.
    static let east = Coordinate(latitude: 60.1700, longitude: 24.9605 + 40 * 360.0 / 16384)
    static let span = 1600.0

    static func run() -> [BenchResult] {
        let name = "pan into uncached area to complete 200×60 map (loopback, 50 ms/tile)"
        let tile = gridTile()
        guard let server = slowTileServer(serving: tile) else {
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
        guard let parallel = Rig(server: server, cache: folder + "/parallel.mbtiles", connections: 4),
              let serial = Rig(server: server, cache: folder + "/serial.mbtiles", connections: 1) else {
            return [BenchResult(name: name, value: .nan, unit: "ms", note: "skipped: threads did not start")]
        }
        defer {
            parallel.stop()
            serial.stop()
        }
        _ = parallel.pan(to: start)
        _ = serial.pan(to: start)
        let before = server.requests.count
        guard let fast = parallel.pan(to: east) else {
            return [BenchResult(name: name, value: .nan, unit: "ms", note: "skipped: not every tile arrived")]
        }
        let transfers = server.requests.count - before
        guard let slow = serial.pan(to: east) else {
            return [BenchResult(name: name, value: .nan, unit: "ms", note: "skipped: not every tile arrived")]
        }
        // The cached pan: a fresh loader (nothing decoded in memory) on the filled cache.
        guard let fresh = Rig(server: server, cache: folder + "/parallel.mbtiles", connections: 4) else { return [] }
        defer { fresh.stop() }
        let cached = fresh.pan(to: east)?.complete ?? .nan
        let cover = "\(parallel.tiles) z\(parallel.zoom) tiles (map pane \(parallel.pane) of a 200×122 terminal)"
        return [
            BenchResult(name: name, value: fast.complete * 1000, unit: "ms", baselineName: "one at a time",
                        baseline: slow.complete * 1000,
                        note: "\(cover) + \(transfers - parallel.tiles) ancestors first, 4 transfers at once, target < 300 ms"),
            BenchResult(name: "pan into uncached area to whole 200×60 map from stand-ins", value: (fast.standIns ?? .nan) * 1000,
                        unit: "ms", baselineName: "one at a time", baseline: (slow.standIns ?? .nan) * 1000,
                        note: "\(cover): every tile drawn, scaled ancestors for those still loading"),
            BenchResult(name: "pan into cached area to complete 200×60 map", value: cached * 1000, unit: "ms",
                        note: "\(cover), read and decoded off the drawing thread, target < 16 ms"),
        ]
    }

    /// The app's pieces: feed (worker into the cache), loader, source; drawn as the app does.
    final class Rig {
        let loader: MapTileLoader
        let feed: OnlineTileFeed
        let source: MapTileSource
        let arrivals = DispatchSemaphore(value: 0)
        private(set) var tiles = 0
        private(set) var zoom = 0
        /// The map pane's size in cells, borders included.
        private(set) var pane = ""

        init?(server: LoopbackServer, cache: String, connections: Int) {
            let arrivals = self.arrivals
            let online = TileSource.template(server.base + "/{z}/{x}/{y}.pbf")
            let loader = MapTileLoader(reader: CachedTileReader(path: cache, maxBytes: 64 << 20, source: TileCacheSource(online))) { event in
                if case .tilesUpdated = event { arrivals.signal() }
            }
            feed = OnlineTileFeed(source: online, cachePath: cache, maxBytes: 64 << 20,
                                  settings: .init(connections: connections, retry: .never), resolved: { _ in }) { report in
                if case .tilesCommitted(let ids) = report { loader.refresh(ids) }
            }
            self.loader = loader
            source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil)
            guard loader.start(), (try? feed.start()) != nil else { return nil }
        }

        func stop() {
            feed.stop()
            loader.stop()
        }

        /// Seconds from the pan to a map with every tile of the view drawn from its own data, and
        /// to the first frame with every tile drawn (scaled ancestors standing in) if one came first.
        func pan(to center: Coordinate) -> (complete: Double, standIns: Double?)? {
            var state = AppState(width: 200, height: 122, provider: .overpass, at: center, span: MapPanBench.span)
            _ = Update.apply(&state, .venuesLoaded([]))
            guard let cover = MapPane.tileCover(state) else { return nil }
            tiles = cover.keys.count
            zoom = cover.zoom
            pane = "\(state.viewport.layout.map.width)×\(state.viewport.layout.map.height)"
            let start = now()
            var standIns: Double?
            while true {
                let frame = source.frame(for: cover)
                if frame.lack.own.isEmpty { return (now() - start, standIns ?? now() - start) }
                if standIns == nil, frame.data.tiles.allSatisfy({ !$0.lines.isEmpty }) { standIns = now() - start }
                // What the app's update answers `mapLacks` with (`loadTiles`, `fetchTiles`).
                loader.want(frame.lack.load)
                feed.want(frame.lack.fetch)
                guard arrivals.wait(timeout: .now() + 10) == .success else { return nil }
            }
        }
    }

    /// A vector tile with roads through every quarter of it (OpenMapTiles `transportation`, at
    /// 1/8, 3/8, 5/8 and 7/8 both ways), so an ancestor scaled two zooms down still draws every tile.
    static func gridTile() -> [UInt8] {
        func varint(_ value: Int) -> [UInt8] {
            var out: [UInt8] = [], rest = UInt64(value)
            while rest >= 0x80 {
                out.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            return out + [UInt8(rest)]
        }
        func message(_ field: Int, _ bytes: [UInt8]) -> [UInt8] { varint(field << 3 | 2) + varint(bytes.count) + bytes }
        let extent = 4096
        var layer = varint(15 << 3) + varint(2) + message(1, Array("transportation".utf8))
        for (index, eighth) in [1, 3, 5, 7].enumerated() {
            let at = extent * eighth / 8
            // MoveTo (x, y), LineTo (dx, dy); zigzag-encoded, every delta here is positive.
            let across = [9, 0, at * 2, 10, extent * 2, 0], down = [9, at * 2, 0, 10, 0, extent * 2]
            for (offset, geometry) in [across, down].enumerated() {
                let feature = varint(1 << 3) + varint(index * 2 + offset + 1) + message(2, [0, 0]) + varint(3 << 3) + varint(2)
                    + message(4, geometry.flatMap(varint))
                layer += message(2, feature)
            }
        }
        layer += message(3, Array("class".utf8)) + message(4, message(1, Array("primary".utf8))) + varint(5 << 3) + varint(extent)
        return message(3, layer)
    }
}
