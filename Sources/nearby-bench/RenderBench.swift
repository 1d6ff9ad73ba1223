import NearbyApp
import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyMap

/// Rendering: one frame of the Helsinki map with 2,000 pins at 200×60 (target under 2 ms), a
/// 200×60 frame drawn from the bundled tiles warm (decoded tiles cached, target < 3 ms) and cold
/// (read and decode included, target < 20 ms), and what a diffing terminal writes when the selection moves one row (target under 200 bytes).
enum RenderBench {
    static func run() -> [BenchResult] {
        guard let tiles = bundledTiles() else { return [] }
        let center = Coordinate(latitude: 60.1690, longitude: 24.9435)
        var rng = SplitMix(seed: 11)
        let rows = VenueRow.nearestFirst((0..<2000).map { i in
            let p = Geodesic.destination(from: Geodesic.destination(from: center, azimuth: 0, distance: rng.uniform(-240, 240)),
                                         azimuth: 90, distance: rng.uniform(-240, 240))
            let venue = Venue(provider: "bench", id: "\(i)", name: "Venue \(i)", address: "Katu \(i)", coordinate: p)
            return VenueRow(venue: venue, distance: Geodesic.distance(center, p))
        }, limit: 2000)
        var state = AppState(width: 200, height: 60, provider: .offline, at: center)
        // A 256-colour terminal: the style's colours at that depth, as the app draws them there.
        state.settings.colorDepth = .xterm256
        _ = Update.apply(&state, .venuesLoaded(rows))
        var empty = state
        _ = Update.apply(&empty, .venuesLoaded([]))

        func median(_ body: () -> Void) -> Double {
            let times = measure(rounds: 21, body)
            return times[times.count / 2] * 1000
        }
        // The map as the app draws it: the tiles of the frame's cover, then the frame.
        func mapFrame(_ state: AppState, _ source: MapTileSource) -> CellGrid {
            let map = MapPane.tileCover(state).map { source.frame(for: $0).data } ?? .none
            return Screen.render(state, map: map)
        }
        let frame = median { blackHole(mapFrame(state, tiles)) }
        let streetsOnly = median { blackHole(mapFrame(empty, tiles)) }
        // Cold: a fresh source each round (archive open outside the clock), so every tile is read and decoded.
        var fresh = (0..<21).compactMap { _ in bundledTiles() }
        let coldTimes = measure(rounds: fresh.count - 1) { blackHole(mapFrame(empty, fresh.removeLast())) }
        let cold = coldTimes.isEmpty ? Double.nan : coldTimes[coldTimes.count / 2] * 1000
        let probe = bundledTiles()
        let coverCount = MapPane.tileCover(empty)?.keys.count ?? 0
        if let probe { _ = mapFrame(empty, probe) }

        var world = state
        world.viewport.span = Update.spanRange.upperBound
        let wholeWorld = median { blackHole(mapFrame(world, tiles)) }
        var freshWorld = (0..<11).compactMap { _ in bundledTiles() }
        let coldWorldTimes = measure(rounds: freshWorld.count - 1) { blackHole(mapFrame(world, freshWorld.removeLast())) }
        let coldWorld = coldWorldTimes.isEmpty ? Double.nan : coldWorldTimes[coldWorldTimes.count / 2] * 1000

        let before = mapFrame(state, tiles)
        _ = Update.apply(&state, .key(.down))
        let after = mapFrame(state, tiles)
        let runs = after.changedRuns(since: before)
        let listArea = state.viewport.layout.list
        let listRuns = runs.filter { listArea.contains(x: $0.x, y: $0.y) }
        let fullFrame = CellGrid.estimatedBytes(after.changedRuns(since: nil))
        return [
            BenchResult(name: "render Helsinki 200×60 with 2,000 pins", value: frame, unit: "ms",
                        baselineName: "no pins", baseline: streetsOnly),
            BenchResult(name: "map frame from tiles 200×60, warm (decoded tiles cached)", value: streetsOnly, unit: "ms",
                        note: "target < 3 ms; \(coverCount) tiles"),
            BenchResult(name: "map frame from tiles 200×60, cold (read + decode included)", value: cold, unit: "ms",
                        baselineName: "warm", baseline: streetsOnly,
                        note: "target < 20 ms; \(probe?.decodeCount ?? 0) tiles decoded"),
            BenchResult(name: "render the whole world 200×60 (40,000 km, Natural Earth tiles)", value: wholeWorld, unit: "ms"),
            BenchResult(name: "render the whole world 200×60, cold (read + decode included)", value: coldWorld, unit: "ms",
                        note: "\(MapPane.tileCover(world)?.keys.count ?? 0) tiles"),
            BenchResult(name: "selection down one row: cells changed", value: Double(runs.reduce(0) { $0 + $1.cells }),
                        unit: "cells", note: "list pane only: \(listRuns.reduce(0) { $0 + $1.cells }) cells"),
            BenchResult(name: "selection down one row: bytes written (estimate)", value: Double(CellGrid.estimatedBytes(runs)),
                        unit: "bytes", baselineName: "full frame", baseline: Double(fullFrame),
                        note: "list pane only: \(CellGrid.estimatedBytes(listRuns)) bytes"),
        ]
    }
}
