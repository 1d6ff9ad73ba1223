import Foundation
import NearbyApp
import NearbyCells
import NearbyGeo
import NearbyMap
import NearbyTileFormats

/// The map frame side by side with MapSCII's renderer (mapscii-py 0.3.1, installed by
/// `scripts/install-tools` into `.build/tools`), in one run: a 200×60 frame of the mvt-fixtures
/// real-world Chicago z13 tiles (Mapbox Streets v7), both reading the same tiles from memory,
/// cold (a fresh source: every tile decoded) and warm (tiles decoded and styled). Targets:
/// warm ≥ 50× and cold ≥ 20× faster than the peer; and the whole-world frame (the bundled
/// Natural Earth tiles at 40,000 km) under 5 ms warm. The peer is only run, for its timing.
enum PeerMapBench {
    static let center = Coordinate(latitude: 41.8696, longitude: -87.6929)
    static let columns = 200, rows = 60
    /// The peer's zoom: z13 tiles drawn 256 dots wide, as MapSCII draws an integer zoom.
    static let zoom = 13.0

    static func run() -> [BenchResult] {
        guard let folder = TileBench.fixturesFolder().map({ $0 + "/chicago" }), let tiles = readTiles(folder),
              let assets = assetsDirectory() else {
            return [BenchResult(name: "map frame 200×60, Chicago z13", value: .nan, unit: "ms",
                                note: "skipped: ../shared/fixtures/mvt-fixtures/real-world/chicago or the Assets not found")]
        }
        let style = try? MapStyle.bundled(for: .mapboxStreetsV7, assetsDirectory: assets)
        // The peer's scale: a z13 tile is 256 dots, at Chicago's latitude in Web Mercator.
        let metersPerDot = 2 * Double.pi * 6_378_137 * cos(center.latitude * .pi / 180) / (256 * pow(2, zoom))
        var state = AppState(width: columns, height: rows, provider: .offline, at: center,
                             span: metersPerDot * Double((rows - 1) * 4))
        state.settings.colorDepth = .xterm256
        func frame(_ source: MapTileSource, _ state: AppState) -> CellGrid {
            let area = Rect(x: 0, y: 0, width: columns, height: rows)
            let map = MapPane.tileCover(state, area: area).map { source.frame(for: $0).data } ?? .none
            return MapPane.frame(state, map: map, width: columns, height: rows)
        }
        // The fastest round, on both sides: other processes on a shared machine only ever add time.
        func fastest(_ times: [Double]) -> Double { times.first.map { $0 * 1000 } ?? .nan }
        let warmSource = MapTileSource(archive: MemoryArchive(tiles), style: style)
        let warm = fastest(measure(rounds: 21) { blackHole(frame(warmSource, state)) })
        // The same tiles with the view moved a dot each frame (panning): nothing drawn before is
        // drawn again, so what the last frame projected, rasterised and laid out is of no use.
        var moved = state
        let dotDegrees = metersPerDot / (111_320 * cos(center.latitude * .pi / 180))
        let panned = fastest(measure(rounds: 21) {
            moved.viewport.center.longitude += dotDegrees
            blackHole(frame(warmSource, moved))
        })
        var fresh = (0..<11).map { _ in MapTileSource(archive: MemoryArchive(tiles), style: style) }
        let cold = fastest(measure(rounds: fresh.count - 1) { blackHole(frame(fresh.removeLast(), state)) })
        let decoded = MapTileSource(archive: MemoryArchive(tiles), style: style)
        _ = frame(decoded, state)

        var world = AppState(width: columns, height: rows, provider: .offline, at: Coordinate(latitude: 0, longitude: 0),
                             span: Update.spanRange.upperBound)
        world.settings.colorDepth = .xterm256
        let worldSource = bundledTiles()
        let wholeWorld = worldSource.map { source in fastest(measure(rounds: 21) { blackHole(frame(source, world)) }) } ?? .nan

        let peer = peerTimes(folder)
        func versus(_ ours: Double, _ theirs: Double?, target: Double) -> String {
            guard let theirs else { return "" }
            let times = theirs / ours
            return "\(BenchResult.format(times))× faster (target ≥ \(Int(target))×: \(times >= target ? "met" : "missed"))"
        }
        let peerName = "mapscii-py 0.3.1"
        let skipped = peer.failure.map { "; \(peerName) skipped: \($0)" } ?? ""
        let tileNote = "\(decoded.decodeCount) tiles decoded" + (peer.tiles.map { ", the peer \($0)" } ?? "")
        return [
            BenchResult(name: "map frame 200×60, Chicago z13, warm", value: warm, unit: "ms",
                        baselineName: peer.warm == nil ? nil : peerName, baseline: peer.warm,
                        note: versus(warm, peer.warm, target: 50) + skipped),
            BenchResult(name: "map frame 200×60, Chicago z13, warm, panned a dot each frame", value: panned, unit: "ms",
                        baselineName: peer.warm == nil ? nil : peerName, baseline: peer.warm,
                        note: versus(panned, peer.warm, target: 50) + skipped),
            BenchResult(name: "map frame 200×60, Chicago z13, cold (decode included)", value: cold, unit: "ms",
                        baselineName: peer.cold == nil ? nil : peerName, baseline: peer.cold,
                        note: versus(cold, peer.cold, target: 20) + "; " + tileNote + skipped),
            BenchResult(name: "map frame 200×60, the whole world, warm", value: wholeWorld, unit: "ms",
                        note: "target < 5 ms: " + (wholeWorld < 5 ? "met" : "missed")
                            + "; \(MapPane.tileCover(world, area: Rect(x: 0, y: 0, width: columns, height: rows))?.keys.count ?? 0) tiles"),
        ]
    }

    /// The fixture tiles by key (names `Z-X-Y.mvt`).
    static func readTiles(_ folder: String) -> [TileKey: [UInt8]]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var tiles: [TileKey: [UInt8]] = [:]
        for name in names where name.hasSuffix(".mvt") {
            let parts = name.dropLast(4).split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, let bytes = try? TileFiles.readTile(path: folder + "/" + name) else { continue }
            tiles[TileKey(zoom: parts[0], x: parts[1], y: parts[2])] = bytes
        }
        return tiles.isEmpty ? nil : tiles
    }

    /// The peer's fastest cold and warm milliseconds, from `scripts/bench-mapscii-frame.py` run by
    /// the venv's python; a failure in words when it is not installed or did not run.
    static func peerTimes(_ folder: String) -> (cold: Double?, warm: Double?, tiles: Int?, failure: String?) {
        guard let root = executableAncestor(where: { exists($0 + "/Package.swift") }) else {
            return (nil, nil, nil, "no package root")
        }
        let python = root + "/.build/tools/bin/python"
        guard exists(python) else { return (nil, nil, nil, "not installed (scripts/install-tools)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root + "/scripts/bench-mapscii-frame.py", folder, "\(center.latitude)", "\(center.longitude)",
                             "\(zoom)", "\(columns)", "\(rows)", "7"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return (nil, nil, nil, "python did not start") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let cold = object["cold_ms"] as? Double, let warm = object["warm_ms"] as? Double else {
            return (nil, nil, nil, "not importable (scripts/install-tools)")
        }
        return (cold, warm, object["tiles"] as? Int, nil)
    }
}

/// Tiles held in memory as an archive: both renderers read the same bytes, and no disk read is timed.
final class MemoryArchive: TileArchive {
    let tiles: [TileKey: [UInt8]]
    let metadata: TileArchiveMetadata

    init(_ tiles: [TileKey: [UInt8]]) {
        self.tiles = tiles
        let zooms = tiles.keys.map(\.zoom)
        metadata = TileArchiveMetadata(container: "memory", format: "pbf", minZoom: zooms.min(), maxZoom: zooms.max())
    }

    func tileData(_ id: TileKey) throws(TileArchiveError) -> [UInt8]? { tiles[id] }

    func anyTile() throws(TileArchiveError) -> TileKey? { tiles.keys.min { ($0.zoom, $0.x, $0.y) < ($1.zoom, $1.x, $1.y) } }
}
