import NearbyGeo
import NearbyStore

/// `nearby-bench --reload-probe DB NEEDLE SPAN ROUNDS`: one filtered reload row, repeated, for a profiler.
enum ReloadProbe {
    static func run(_ arguments: [String]) -> [BenchResult] {
        guard arguments.count >= 4, let span = Double(arguments[2]), let rounds = Int(arguments[3]),
              let store = try? VenueStore(path: arguments[0]) else { return [StoreBench.skipped("probe", "bad arguments")] }
        let centers = StoreBench.queryRegions(ReloadBench.filteredQueries).map(\.center)
        var times: [Double] = []
        var listed = 0
        for _ in 0..<rounds {
            for center in centers {
                let start = now()
                listed += ReloadBench.filteredReload(store, center: center, span: span, needle: arguments[1])
                times.append(now() - start)
            }
        }
        times.sort()
        return [BenchResult(name: "probe \"\(arguments[1])\" at \(arguments[2]) m", value: ReloadBench.percentile(times, 0.99),
                            unit: "ms", note: "\(times.count) reloads, p50 \(BenchResult.format(ReloadBench.percentile(times, 0.5))) ms, "
                                + "p90 \(BenchResult.format(ReloadBench.percentile(times, 0.9))) ms, "
                                + "p95 \(BenchResult.format(ReloadBench.percentile(times, 0.95))) ms, "
                                + "max \(BenchResult.format(ReloadBench.percentile(times, 1))) ms, \(listed / times.count) rows")]
    }
}
