#if canImport(Glibc)
import Glibc
#endif
import NearbyApp
import NearbyGeo
import NearbyPlaces
import NearbySQLite
import NearbyText

/// The gazetteer: place names typed into the `L` picker letter by letter, p99 per keystroke
/// through `Update` (against doc/PLACES.md's SQL prefix query on the keystrokes of every 20th
/// name) — with `--full`; by default every 10th name, and every 500th for the SQL query, as
/// all of them take about a minute —, the nearest place for the status bar (against a scan of
/// every place), and opening the file. Times are the thread's CPU time: on a machine shared by
/// many builds, wall-clock percentiles measure the scheduler (a keystroke preempted mid-search
/// waits out someone else's time slice), not the search.
enum PlacesBench {
    /// Seconds of CPU this thread has used.
    static func cpuNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func run(full: Bool) -> [BenchResult] {
        let every = full ? 1 : 10, sqlEvery = full ? 20 : 500
        guard let path = assetsDirectory().map({ $0 + "/places.sqlite" }) else { return [] }
        let loadStart = cpuNow()
        guard let gazetteer = try? Gazetteer(path: path) else { return [] }
        let loadMilliseconds = (cpuNow() - loadStart) * 1000
        let places = gazetteer.allPlaces
        let typed = places.enumerated().filter { $0.offset % every == 0 }.map(\.element)
        var picker = AppState(width: 100, height: 30, provider: .offline, at: Coordinate(latitude: 60.169, longitude: 24.9435))
        picker.places = gazetteer

        var perKey: [Double] = [], wallPerKey: [Double] = []
        perKey.reserveCapacity(typed.count * 10)
        for place in typed {
            var state = picker
            _ = Update.apply(&state, .key(.character("L")))
            for ch in place.name {
                let start = cpuNow(), wall = now()
                blackHole(Update.apply(&state, .key(.character(ch))))
                perKey.append((cpuNow() - start) * 1000)
                wallPerKey.append((now() - wall) * 1000)
            }
        }

        var sqlPerKey: [Double] = []
        if let database = try? Database(path: path, mode: .readOnly), let query = try? database.prepare("""
            SELECT DISTINCT p.geonameid FROM names n JOIN places p USING (geonameid)
            WHERE n.folded >= ?1 AND n.folded < ?1 || char(1114111) ORDER BY p.population DESC LIMIT 30
            """) {
            for place in places.enumerated().filter({ $0.offset % sqlEvery == 0 }).map(\.element) {
                var typed = ""
                for ch in place.name {
                    typed.append(ch)
                    let start = cpuNow()
                    query.reset()
                    try? query.bind([.text(SearchFolding.fold(typed))])
                    while (try? query.step()) == true { blackHole(query.int(at: 0)) }
                    sqlPerKey.append((cpuNow() - start) * 1000)
                }
            }
        }

        var rng = SplitMix(seed: 21)
        let points = (0..<20_000).map { _ in Coordinate(latitude: rng.uniform(-60, 70), longitude: rng.uniform(-180, 180)) }
        var nearestTimes: [Double] = []
        for point in points {
            let start = cpuNow()
            blackHole(gazetteer.nearest(to: point))
            nearestTimes.append((cpuNow() - start) * 1_000_000)
        }
        var scanTimes: [Double] = []
        for point in points.prefix(50) {
            let start = cpuNow()
            blackHole(places.min { Geodesic.distance(point, $0.coordinate) < Geodesic.distance(point, $1.coordinate) })
            scanTimes.append((cpuNow() - start) * 1_000_000)
        }
        return [
            BenchResult(name: "L picker search, p99 per keystroke, " + (full ? "all names" : "every 10th name"), value: p99(perKey), unit: "ms",
                        baselineName: "SQL prefix query", baseline: p99(sqlPerKey), note: "CPU; \(perKey.count) keys, mean \(BenchResult.format(mean(perKey))) ms, wall p99 \(BenchResult.format(p99(wallPerKey))) ms; must be < 5 ms"),
            BenchResult(name: "nearest place (status bar), p99 per position", value: p99(nearestTimes), unit: "µs",
                        baselineName: "scan of every place", baseline: p99(scanTimes),
                        note: "CPU; mean \(BenchResult.format(mean(nearestTimes))) µs, random points on Earth, most at sea"),
            BenchResult(name: "gazetteer opened", value: loadMilliseconds, unit: "ms",
                        note: "CPU; \(places.count) places, queried in the file (nothing read into memory), off the main thread in the app"),
        ]
    }

    static func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }

    static func p99(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    }
}
