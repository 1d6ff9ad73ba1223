#if canImport(Glibc)
import Glibc
#endif
import NearbyTestSupport
import NearbyGeo
import NearbyMap

/// The tile downloader: 48 tiles from a loopback server that takes 50 ms per tile, with four
/// transfers at once (the default), against the same tiles one at a time in the same run.
enum TileDownloadBench {
    static func run() -> [BenchResult] {
        let name = "tile download, 48 tiles at 50 ms each (loopback)"
        // A small real-looking tile: one layer "water", version 2, extent 4096, no features.
        let tile: [UInt8] = [0x1A, 0x0C, 0x0A, 0x05] + Array("water".utf8) + [0x28, 0x80, 0x20, 0x78, 0x02]
        guard let server = slowTileServer(serving: tile) else {
            return [BenchResult(name: name, value: .nan, unit: "s", note: "skipped: no loopback server")]
        }
        defer { server.stop() }
        let endpoint = TileEndpoint(templates: [server.base + "/{z}/{x}/{y}.pbf"])
        let requests = (0..<48).map { TileRequest(tile: TileKey(zoom: 14, x: 9000 + $0 % 8, y: 4000 + $0 / 8)) }
        func seconds(connections: Int) -> Double? {
            guard let downloader = try? TileDownloader(endpoint: endpoint, settings: .init(connections: connections, retry: .never)) else { return nil }
            var fetched = 0
            let start = now()
            downloader.run(requests) { _, outcome in
                if case .fetched = outcome { fetched += 1 }
            }
            return fetched == requests.count ? now() - start : nil
        }
        guard let parallel = seconds(connections: 4), let serial = seconds(connections: 1) else {
            return [BenchResult(name: name, value: .nan, unit: "s", note: "skipped: not every tile arrived")]
        }
        return [BenchResult(name: name, value: parallel, unit: "s", baselineName: "one at a time", baseline: serial,
                            note: "4 transfers at once")]
    }
}

/// A loopback server answering every request with `tile` after 50 ms, as a distant tile server
/// would; nil when none can start.
func slowTileServer(serving tile: [UInt8]) -> LoopbackServer? {
    try? LoopbackServer({ _ in
        usleep(50_000)
        return .respond(status: 200, headers: [], body: tile)
    })
}
