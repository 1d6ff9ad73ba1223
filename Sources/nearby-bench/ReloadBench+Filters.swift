import NearbyGeo
import NearbyStore

/// The list's reload with a name filter, at every span of the unfiltered rows and against them
/// (the unfiltered reload's p99 at the same span, same run, same database). The filters span the
/// planner's cases on the generated names ("Cafe 0" … "Cafe 999999"): one every venue matches,
/// one 1.1 % match, a rare one (111 venues) and one no venue has.
extension ReloadBench {
    static let filters: [(needle: String, matches: String)] = [
        ("cafe", "every venue"), ("cafe 12", "11,111 venues"), ("cafe 4242", "111 venues"), ("zzz", "no venue"),
    ]
    static let filteredQueries = 100

    /// What the app does on a filtered reload (the map keeps its pins: no clusters are read).
    static func filteredReload(_ store: VenueStore, center: Coordinate, span: Double, needle: String) -> Int {
        let region = Region(center: center, latitudinalMeters: span, longitudinalMeters: span)
        return (try? store.nearest(in: region, to: center, matching: needle, limit: 500))?.rows.count ?? 0
    }

    static func filteredRows(_ store: VenueStore, centers: [Coordinate], span: (meters: Double, label: String),
                             unfilteredP99: Double) -> [BenchResult] {
        filters.map { filter in
            var times: [Double] = []
            var listed = 0
            for center in centers.prefix(filteredQueries) {
                let start = now()
                listed += filteredReload(store, center: center, span: span.meters, needle: filter.needle)
                times.append(now() - start)
            }
            times.sort()
            let rows = Int((Double(listed) / Double(times.count)).rounded())
            return BenchResult(
                name: "filtered reload p99, \(span.label) span, \"\(filter.needle)\", 1M venues", value: percentile(times, 0.99),
                unit: "ms", baselineName: "unfiltered reload p99", baseline: unfilteredP99,
                note: "\(times.count) reloads, p50 \(BenchResult.format(percentile(times, 0.5))) ms; matches \(filter.matches); "
                    + "\(rows) rows per reload; target ≤ 10 ms")
        }
    }
}
