#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbyStore

/// The app's reload (the list's nearest rows, plus the map's clusters when the list cannot hold
/// the region) at spans from a street to the whole world, against the read-all-and-sort reload
/// it replaced, measured in the same run on the same 1M-venue database; and the peak memory of a
/// process reloading at a street's span and at the world's.
enum ReloadBench {
    static let spans: [(meters: Double, label: String, baselineQueries: Int)] = [
        (500, "500 m", 30), (5000, "5 km", 20), (50_000, "50 km", 8), (500_000, "500 km", 4), (40_000_000, "whole world", 3),
    ]
    static let queries = 300
    /// Set in a child process's environment with `StoreBench.queryChildVariable`: the span its
    /// query workload reloads at.
    static let spanVariable = "NEARBY_BENCH_QUERY_SPAN"

    /// What the app does on a reload at `span` around `center`.
    static func reload(_ store: VenueStore, center: Coordinate, span: Double) -> Int {
        let region = Region(center: center, latitudinalMeters: span, longitudinalMeters: span)
        guard let found = try? store.nearest(in: region, to: center, limit: 500) else { return 0 }
        if !found.isComplete { blackHole(try? store.clusters(in: region)) }
        return found.rows.count
    }

    static func rows(database: String) -> [BenchResult] {
        guard let store = try? VenueStore(path: database) else { return [StoreBench.skipped("reload", "cannot open")] }
        let centers = StoreBench.queryRegions(queries).map(\.center)
        var results: [BenchResult] = []
        for span in spans {
            var times: [Double] = []
            var listed = 0
            for center in centers {
                let start = now()
                listed += reload(store, center: center, span: span.meters)
                times.append(now() - start)
            }
            var baseline: [Double] = []
            for center in centers.prefix(span.baselineQueries) {
                let region = Region(center: center, latitudinalMeters: span.meters, longitudinalMeters: span.meters)
                let start = now()
                blackHole(ReadAllAndSortBaseline.venues(store.database, in: region, nearestTo: center))
                baseline.append(now() - start)
            }
            times.sort()
            baseline.sort()
            let rows = "\(Int((Double(listed) / Double(centers.count)).rounded())) rows per reload"
            for (p, label) in [(0.5, "p50"), (0.99, "p99")] {
                results.append(BenchResult(
                    name: "reload \(label), \(span.label) span, 1M venues", value: percentile(times, p), unit: "ms",
                    baselineName: "read all + sort", baseline: percentile(baseline, p),
                    note: p == 0.5 ? "\(queries) reloads (baseline \(span.baselineQueries)); \(rows)" : "target ≤ 10 ms"))
            }
            results += filteredRows(store, centers: centers, span: (span.meters, span.label), unfilteredP99: percentile(times, 0.99))
        }
        // The name filter at the whole world's span: a needle every venue matches, one that 1.1%
        // match (read from the trigram index), and one that matches nothing.
        for (needle, count) in [("cafe", 30), ("cafe 12", 30), ("zzz", 5)] {
            var times: [Double] = []
            for center in centers.prefix(count) {
                let region = Region(center: center, latitudinalMeters: 40_000_000, longitudinalMeters: 40_000_000)
                let start = now()
                blackHole(try? store.nearest(in: region, to: center, matching: needle, limit: 500))
                times.append(now() - start)
            }
            times.sort()
            results.append(BenchResult(name: "reload p50, whole world, filter \"\(needle)\"", value: percentile(times, 0.5),
                                       unit: "ms", note: "\(count) reloads; p99 \(BenchResult.format(percentile(times, 0.99))) ms"))
        }
        if let street = childPeakMemory(database: database, span: 500),
           let world = childPeakMemory(database: database, span: 40_000_000) {
            results.append(BenchResult(name: "reload peak memory, whole world span, 1M venues", value: world / 1024,
                                       unit: "MiB", baselineName: "at 500 m", baseline: street / 1024,
                                       note: "VmHWM of a process reloading \(queries) times; target: flat (≈1×)"))
        }
        return results
    }

    /// Only these rows (`nearby-bench --reload`): the same generated 1M-venue database, imported
    /// the same way, in a temporary folder.
    static func runAlone() -> [BenchResult] {
        guard let directory = BenchScratch.make() else { return [StoreBench.skipped("reload", "no temporary directory")] }
        defer { BenchScratch.remove(directory) }
        let csv = directory + "/venues.csv", big = directory + "/big.sqlite"
        guard CityVenueGenerator.writeCSV(count: StoreBench.venueCount, seed: 1, to: csv),
              let rate = StoreBench.importRate(csv: csv, database: big, rows: StoreBench.venueCount)
        else { return [StoreBench.skipped("reload", "cannot generate or import the venues")] }
        let imported = BenchResult(name: "store: import 1M-row CSV (nearby import)", value: rate, unit: "rows/s",
                                   note: "with folded names, the trigram index and cell counts kept on insert")
        return [imported] + rows(database: big)
    }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, max(0, Int((Double(sorted.count) * p).rounded(.up)) - 1))] * 1000
    }

    static func childPeakMemory(database: String, span: Double) -> Double? {
        setenv(spanVariable, String(span), 1)
        defer { unsetenv(spanVariable) }
        return StoreBench.childPeakMemory(database: database)
    }

    /// The child's workload when `spanVariable` is set: `queries` reloads at that span.
    static func runChildWorkload(_ store: VenueStore) -> Bool {
        guard let text = getenv(spanVariable).map({ String(cString: $0) }), let span = Double(text) else { return false }
        for region in StoreBench.queryRegions(queries) { blackHole(reload(store, center: region.center, span: span)) }
        return true
    }
}
