import NearbyCore

/// Rendering: one frame of the Helsinki map with 2,000 pins at 200×60 (target under 2 ms),
/// and what a diffing terminal writes when the selection moves one row (target under 200 bytes).
enum RenderBench {
    static func run() -> [BenchResult] {
        guard let streets = bundledStreets() else { return [] }
        let center = Coordinate(latitude: 60.1690, longitude: 24.9435)
        var rng = SplitMix(seed: 11)
        let rows: [VenueRow] = (0..<2000).map { i in
            let p = Geodesic.destination(from: Geodesic.destination(from: center, azimuth: 0, distance: rng.uniform(-240, 240)),
                                         azimuth: 90, distance: rng.uniform(-240, 240))
            let venue = Venue(provider: "bench", id: "\(i)", name: "Venue \(i)", address: "Katu \(i)", coordinate: p)
            return VenueRow(venue: venue, distance: Geodesic.distance(center, p))
        }.sorted { $0.distance < $1.distance }
        var state = AppState(width: 200, height: 60, provider: "offline", at: center)
        _ = Update.apply(&state, .venuesLoaded(rows))
        var empty = state
        _ = Update.apply(&empty, .venuesLoaded([]))

        func median(_ body: () -> Void) -> Double {
            let times = measure(rounds: 21, body)
            return times[times.count / 2] * 1000
        }
        let frame = median { blackHole(Screen.render(state, streets: streets)) }
        let streetsOnly = median { blackHole(Screen.render(empty, streets: streets)) }

        var world = state
        world.span = Update.spanRange.upperBound
        let wholeWorld = median { blackHole(Screen.render(world, streets: streets)) }

        let before = Screen.render(state, streets: streets)
        _ = Update.apply(&state, .key(.down))
        let after = Screen.render(state, streets: streets)
        let runs = after.changedRuns(since: before)
        let listArea = state.layout.list
        let listRuns = runs.filter { listArea.contains(x: $0.x, y: $0.y) }
        let fullFrame = CellGrid.estimatedBytes(after.changedRuns(since: nil))
        return [
            BenchResult(name: "render Helsinki 200×60 with 2,000 pins", value: frame, unit: "ms",
                        baselineName: "no pins", baseline: streetsOnly),
            BenchResult(name: "render the whole world 200×60 (40,000 km, coastlines)", value: wholeWorld, unit: "ms"),
            BenchResult(name: "selection down one row: cells changed", value: Double(runs.reduce(0) { $0 + $1.cells }),
                        unit: "cells", note: "list pane only: \(listRuns.reduce(0) { $0 + $1.cells }) cells"),
            BenchResult(name: "selection down one row: bytes written (estimate)", value: Double(CellGrid.estimatedBytes(runs)),
                        unit: "bytes", baselineName: "full frame", baseline: Double(fullFrame),
                        note: "list pane only: \(CellGrid.estimatedBytes(listRuns)) bytes"),
        ]
    }
}
