#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbyHours
import NearbyStore

/// The app's reload with "open now" on, on 1M venues (`--full`; 100k by default, as the 1M
/// import alone takes minutes) of which 10 % have opening hours, at spans
/// from a street to the whole world: the list's nearest open venues (the predicate evaluated
/// nearest first, only as far as the rows need) plus the map's clusters, against the same
/// reload without the filter on the same database in the same run. Each reload asks about a
/// new minute, so no state is answered from an earlier reload.
enum OpenNowBench {
    static let venueCount = 1_000_000
    static let queries = 300
    /// Typical values, as mapped: week ranges, lunch breaks, past midnight, open end, sun times,
    /// public holidays (unreadable here: no country is known), comments, unknown.
    static let values = [
        "Mo-Fr 08:00-18:00", "Mo-Fr 07:30-19:00; Sa 08:30-17:00; Su 09:00-17:00", "Mo-Su 10:00-22:00",
        "Mo-Th 11:00-23:00; Fr-Sa 11:00-02:00; Su 12:00-22:00", "Mo-Fr 08:00-12:00,13:00-17:00", "24/7",
        "Mo-Sa 09:00-21:00; Su 11:00-18:00", "Tu-Su 12:00-20:00; Mo off", "Mo-Fr 07:00-16:00; Sa 09:00+",
        "sunrise-sunset", "Mo-Fr 08:00-18:00; PH off", "Mo-Fr 09:00-17:00 \"by appointment\"; Sa unknown",
    ]

    static func run(full: Bool) -> [BenchResult] {
        guard let directory = BenchScratch.make() else { return [StoreBench.skipped("open now", "no temporary directory")] }
        defer { BenchScratch.remove(directory) }
        return rows(database: directory + "/hours.sqlite", venueCount: full ? venueCount : StoreBench.smallCount, scratch: directory)
    }

    /// `--opennow-db PATH`: the rows on the 1M-venue database at PATH, generated and imported
    /// there first when there is none (and kept, to measure again without the import).
    static func run(database: String) -> [BenchResult] {
        guard let directory = BenchScratch.make() else { return [StoreBench.skipped("open now", "no temporary directory")] }
        defer { BenchScratch.remove(directory) }
        return rows(database: database, venueCount: venueCount, scratch: directory)
    }

    private static func rows(database: String, venueCount: Int, scratch: String) -> [BenchResult] {
        let label = venueCount >= 1_000_000 ? "1M" : "100k"
        var results: [BenchResult] = []
        if (try? VenueStore(path: database).count()) != venueCount {
            let csv = scratch + "/venues.csv"
            guard CityVenueGenerator.writeCSV(count: venueCount, seed: 1, to: csv, hours: (10, values)),
                  let rate = StoreBench.importRate(csv: csv, database: database, rows: venueCount)
            else { return [StoreBench.skipped("open now", "cannot generate or import the venues")] }
            results.append(BenchResult(name: "store: import \(label)-row CSV, 10 % with opening_hours", value: rate, unit: "rows/s",
                                       note: "the hours also go into their own R*Tree (schema step 5)"))
        }
        guard let store = try? VenueStore(path: database) else { return [StoreBench.skipped("open now", "cannot open the database")] }
        let centers = StoreBench.queryRegions(queries).map(\.center)
        // Wednesday 2 December 2026, 12:00 UTC, a minute later for each reload.
        let start = 1_796_212_800
        let reader = HoursReader(places: nil, fallbackZone: .utc)
        for span in ReloadBench.spans {
            var baseline: [Double] = [], filtered: [Double] = []
            var listed = 0
            for (index, center) in centers.enumerated() {
                let began = now()
                blackHole(ReloadBench.reload(store, center: center, span: span.meters))
                baseline.append(now() - began)
                let instant = start + index * 60
                let filterBegan = now()
                listed += reload(store, center: center, span: span.meters, reader: reader, instant: instant)
                filtered.append(now() - filterBegan)
            }
            baseline.sort()
            filtered.sort()
            let rows = Int((Double(listed) / Double(centers.count)).rounded())
            results.append(BenchResult(
                name: "reload p99 with open now, \(span.label) span, \(label) venues", value: ReloadBench.percentile(filtered, 0.99),
                unit: "ms", baselineName: "without the filter", baseline: ReloadBench.percentile(baseline, 0.99),
                note: "\(queries) reloads, 10 % with hours; \(rows) open rows per reload; p50 "
                    + BenchResult.format(ReloadBench.percentile(filtered, 0.5)) + " ms; target ≤ 10 ms"))
        }
        return results
    }

    /// The reload with "open now": the nearest open venues, and the clusters when the list cannot hold them all.
    static func reload(_ store: VenueStore, center: Coordinate, span: Double, reader: HoursReader, instant: Int) -> Int {
        let region = Region(center: center, latitudinalMeters: span, longitudinalMeters: span)
        guard let found = try? store.nearest(in: region, to: center, limit: 500, openingHours: { value, coordinate in
            reader.status(value, at: coordinate, utc: instant).isOpen
        }) else { return 0 }
        if !found.isComplete { blackHole(try? store.clusters(in: region)) }
        return found.rows.count
    }
}
