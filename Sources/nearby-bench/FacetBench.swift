import NearbyFormats
import NearbyGeo
import NearbyStore

/// The app's reload with two facets on (wifi and outdoor seating), on 1M venues (`--full`; 100k
/// by default) of which 10 % carry facet tags, at the spans of the reload rows, against the
/// same reload without the filter on the same database in the same run. The filtered reload is
/// the list's rows alone: a filtered list keeps the map's pins and asks for no clusters
/// (VenueReload), while the unfiltered one adds the clusters when the list cannot hold the region.
enum FacetBench {
    static let queries = 300
    /// The tags of every tenth venue, in turn: a third of them have wifi, two in seven outdoor
    /// seating (`wlan`/`yes` are wifi, `no` and `terminal` not), and each says whether it is
    /// step-free: exactly 10 % of the venues have a known facet.
    static let internetAccess = ["wlan", "no", "", "yes", "terminal", ""]
    static let outdoorSeating = ["yes", "no", "", "yes", "", "no", ""]
    static let wheelchair = ["yes", "limited", "no"]

    static let filter = FacetFilter([FacetCondition(facet: .wifi, value: .yes), FacetCondition(facet: .outdoor, value: .yes)])

    static func run(full: Bool) -> [BenchResult] {
        let venueCount = full ? OpenNowBench.venueCount : StoreBench.smallCount
        guard let directory = BenchScratch.make() else { return [StoreBench.skipped("facets", "no temporary directory")] }
        defer { BenchScratch.remove(directory) }
        return rows(database: directory + "/facets.sqlite", venueCount: venueCount, scratch: directory)
    }

    /// `--facets-db PATH`: the rows on the 1M-venue database at PATH, generated and imported
    /// there first when there is none (and kept, to measure again without the import).
    static func run(database: String) -> [BenchResult] {
        guard let directory = BenchScratch.make() else { return [StoreBench.skipped("facets", "no temporary directory")] }
        defer { BenchScratch.remove(directory) }
        return rows(database: database, venueCount: OpenNowBench.venueCount, scratch: directory)
    }

    private static func rows(database: String, venueCount: Int, scratch: String) -> [BenchResult] {
        let label = venueCount >= 1_000_000 ? "1M" : "100k"
        var results: [BenchResult] = []
        if (try? VenueStore(path: database).count()) != venueCount {
            let csv = scratch + "/venues.csv"
            let extra = (names: ["internet_access", "outdoor_seating", "wheelchair"], fields: { (i: Int) -> [String] in
                guard i % 10 == 0 else { return ["", "", ""] }
                let k = i / 10
                return [internetAccess[k % internetAccess.count], outdoorSeating[k % outdoorSeating.count],
                        wheelchair[k % wheelchair.count]]
            })
            guard CityVenueGenerator.writeCSV(count: venueCount, seed: 1, to: csv, extra: extra),
                  let rate = StoreBench.importRate(csv: csv, database: database, rows: venueCount)
            else { return [StoreBench.skipped("facets", "cannot generate or import the venues")] }
            results.append(BenchResult(name: "store: import \(label)-row CSV, 10 % with facet tags", value: rate, unit: "rows/s",
                                       note: "the facets also go into their own R*Tree"))
        }
        guard let store = try? VenueStore(path: database) else { return [StoreBench.skipped("facets", "cannot open the database")] }
        let centers = StoreBench.queryRegions(queries).map(\.center)
        for span in ReloadBench.spans {
            var baseline: [Double] = [], filtered: [Double] = []
            var listed = 0
            for center in centers {
                let began = now()
                blackHole(ReloadBench.reload(store, center: center, span: span.meters))
                baseline.append(now() - began)
                let region = Region(center: center, latitudinalMeters: span.meters, longitudinalMeters: span.meters)
                let filterBegan = now()
                listed += (try? store.nearest(in: region, to: center, limit: 500, facets: filter).rows.count) ?? 0
                filtered.append(now() - filterBegan)
            }
            baseline.sort()
            filtered.sort()
            let rows = Int((Double(listed) / Double(centers.count)).rounded())
            results.append(BenchResult(
                name: "reload p99 with wifi=yes,outdoor=yes, \(span.label) span, \(label) venues",
                value: ReloadBench.percentile(filtered, 0.99), unit: "ms",
                baselineName: "without the filter", baseline: ReloadBench.percentile(baseline, 0.99),
                note: "\(queries) reloads, 10 % tagged; \(rows) rows per reload; p50 "
                    + BenchResult.format(ReloadBench.percentile(filtered, 0.5)) + " ms; target ≤ 10 ms"))
        }
        return results
    }
}
