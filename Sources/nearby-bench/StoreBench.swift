import Foundation
import NearbyCLI
import NearbyFormats
import NearbyGeo
import NearbySQLite
import NearbyStore

/// The venue store at a million venues: region-query latency against the seeds' approach (all
/// venues in memory, a planar box, a sort), import throughput against the `sqlite3` shell,
/// peak memory of a query process at 100k and 1M venues, and bytes per venue on disk.
enum StoreBench {
    static let venueCount = 1_000_000
    static let smallCount = 100_000
    static let queries = 1000
    static let baselineQueries = 30
    /// Set in a child process's environment: run the query workload on this database and
    /// print the peak resident memory (VmHWM, kB).
    static let queryChildVariable = "NEARBY_BENCH_QUERY_DB"

    static var isQueryChild: Bool { getenv(queryChildVariable) != nil }

    static func run() -> [BenchResult] {
        guard let directory = BenchScratch.make() else { return [skipped("store", "cannot create a temporary directory")] }
        defer { BenchScratch.remove(directory) }

        let csv = directory + "/venues.csv", smallCSV = directory + "/small.csv"
        guard CityVenueGenerator.writeCSV(count: venueCount, seed: 1, to: csv),
              CityVenueGenerator.writeCSV(count: smallCount, seed: 1, to: smallCSV)
        else { return [skipped("store", "cannot write the generated CSV")] }

        var results: [BenchResult] = []
        let big = directory + "/big.sqlite"
        guard let ours = importRate(csv: csv, database: big, rows: venueCount) else {
            return [skipped("store: import", "the import failed")]
        }
        let shell = shellImportRate(csv: csv, database: directory + "/shell.sqlite", rows: venueCount)
        results.append(BenchResult(name: "store: import 1M-row CSV (nearby import)", value: ours, unit: "rows/s",
                                   baselineName: shell == nil ? nil : "sqlite3 shell .import", baseline: shell,
                                   note: shell == nil ? "sqlite3 shell not found: baseline skipped" : "target ≥ 1.5×"))
        results += queryRows(database: big)
        results += ReloadBench.rows(database: big)
        results.append(bytesPerVenue(database: big))

        let small = directory + "/small.sqlite"
        _ = importRate(csv: smallCSV, database: small, rows: smallCount)
        if let atSmall = childPeakMemory(database: small), let atBig = childPeakMemory(database: big) {
            results.append(BenchResult(name: "store: peak memory of a query process, 1M venues", value: atBig / 1024,
                                       unit: "MiB", baselineName: "at 100k venues", baseline: atSmall / 1024,
                                       note: "VmHWM of a process running \(queries) queries; target: flat (≈1×)"))
        } else {
            results.append(skipped("store: peak memory of a query process", "the child process failed"))
        }
        results += AppStartBench.run(databases: [("100k venues", small), ("1M venues", big)])
        return results
    }

    /// The default run: the import against the sqlite3 shell and the app's start, at 100k
    /// venues; the 1M-venue rows need `--full`.
    static func runSmall() -> [BenchResult] {
        guard let directory = BenchScratch.make() else { return [skipped("store", "cannot create a temporary directory")] }
        defer { BenchScratch.remove(directory) }
        let csv = directory + "/small.csv", small = directory + "/small.sqlite"
        guard CityVenueGenerator.writeCSV(count: smallCount, seed: 1, to: csv) else { return [skipped("store", "cannot write the generated CSV")] }
        guard let ours = importRate(csv: csv, database: small, rows: smallCount) else { return [skipped("store: import", "the import failed")] }
        let shell = shellImportRate(csv: csv, database: directory + "/shell.sqlite", rows: smallCount)
        return [
            BenchResult(name: "store: import 100k-row CSV (nearby import)", value: ours, unit: "rows/s",
                        baselineName: shell == nil ? nil : "sqlite3 shell .import", baseline: shell,
                        note: shell == nil ? "sqlite3 shell not found: baseline skipped" : "target ≥ 1.5×"),
            skipped("store: the 1M-venue rows (import, queries, reloads, launch)", "run with --full (BENCH_ARGS=--full)"),
        ] + AppStartBench.run(databases: [("100k venues", small)])
    }

    /// Imports `csv` into a new database at `database` with our importer; rows per second.
    static func importRate(csv: String, database: String, rows: Int) -> Double? {
        let start = now()
        guard let store = try? VenueStore(path: database),
              let (_, decoder) = try? ImportFormatRegistry.standard.open(path: csv, format: "csv")
        else { return nil }
        let summary = VenueImporter(store: store).run(decoder)
        guard summary.succeeded, summary.inserted == rows else { return nil }
        return Double(rows) / (now() - start)
    }

    /// The same CSV into the same schema with the sqlite3 shell: `.import` into a staging table,
    /// then INSERT…SELECT into the venue table and its R*Tree.
    static func shellImportRate(csv: String, database: String, rows: Int) -> Double? {
        guard let shell = (["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"] as [String]).first(where: { access($0, X_OK) == 0 }),
              (try? VenueStore(path: database)) != nil
        else { return nil }
        let script = database + ".sql"
        let sql = """
            PRAGMA journal_mode = WAL;
            PRAGMA synchronous = NORMAL;
            .import --csv \(csv) staging
            BEGIN;
            INSERT INTO venue (provider, id, name, address, lat, lon, updated_at)
                SELECT 'import', id, name, address, CAST(lat AS REAL), CAST(lon AS REAL), 0 FROM staging;
            INSERT INTO venue_index SELECT vid, lat, lat, lon, lon FROM venue;
            COMMIT;
            DROP TABLE staging;
            """
        guard (try? sql.write(toFile: script, atomically: false, encoding: .utf8)) != nil else { return nil }
        let start = now()
        guard spawn([shell, database, ".read \(script)"], environment: [], stdout: "/dev/null") == 0 else { return nil }
        let elapsed = now() - start
        guard let store = try? VenueStore(path: database), (try? store.count()) == rows else { return nil }
        return Double(rows) / elapsed
    }

    /// 500 m squares around points drawn like the venues (so at city density), deterministic.
    static func queryRegions(_ count: Int) -> [Region] {
        var generator = CityVenueGenerator(seed: 99)
        return (0..<count).map { _ in
            Region(center: generator.nextCoordinate(), latitudinalMeters: 500, longitudinalMeters: 500)
        }
    }

    static func queryRows(database: String) -> [BenchResult] {
        guard let store = try? VenueStore(path: database) else { return [skipped("store: region query", "cannot open")] }
        let regions = queryRegions(queries)
        var times: [Double] = []
        var found = 0
        for region in regions {
            let start = now()
            let rows = (try? store.venues(in: region, nearestTo: region.center)) ?? []
            times.append(now() - start)
            found += rows.count
        }
        times.sort()

        // The seeds' way: every venue in memory, a planar latitude/longitude box, a sort.
        let loadStart = now()
        let all = loadAll(store.database)
        let loadTime = now() - loadStart
        var baseline: [Double] = []
        for region in regions.prefix(baselineQueries) {
            let start = now()
            let halfLat = region.latitudeDelta / 2, halfLon = region.longitudeDelta / 2
            let c = region.center
            var rows: [VenueRow] = []
            for venue in all where abs(venue.coordinate.latitude - c.latitude) <= halfLat
                && abs(venue.coordinate.longitude - c.longitude) <= halfLon {
                rows.append(VenueRow(venue: venue, distance: Geodesic.distance(c, venue.coordinate)))
            }
            rows.sort { $0.distance < $1.distance }
            blackHole(rows)
            baseline.append(now() - start)
        }
        baseline.sort()
        func percentile(_ sorted: [Double], _ p: Double) -> Double {
            sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)] * 1000
        }
        let perQuery = Double(found) / Double(regions.count)
        let mean = "\(Int(perQuery.rounded())) venues per query on average"
        return [
            BenchResult(name: "store: region query p50, 500 m square, 1M venues", value: percentile(times, 0.5), unit: "ms",
                        baselineName: "all in memory + planar box + sort", baseline: percentile(baseline, 0.5),
                        note: "\(queries) queries (baseline \(baselineQueries)); \(mean)"),
            BenchResult(name: "store: region query p99, 500 m square, 1M venues", value: percentile(times, 0.99), unit: "ms",
                        baselineName: "all in memory + planar box + sort", baseline: percentile(baseline, 0.99),
                        note: "target < 1 ms"),
            BenchResult(name: "store: seeds' approach, loading 1M venues into memory", value: loadTime * 1000, unit: "ms",
                        note: "paid once by the baseline above, not counted in its latencies"),
        ]
    }

    static func loadAll(_ database: Database) -> [Venue] {
        var all: [Venue] = []
        guard let statement = try? database.prepare("SELECT provider, id, name, address, lat, lon FROM venue") else { return [] }
        while (try? statement.step()) == true {
            all.append(Venue(provider: statement.text(at: 0), id: statement.text(at: 1), name: statement.text(at: 2),
                             address: statement.text(at: 3),
                             coordinate: Coordinate(latitude: statement.double(at: 4), longitude: statement.double(at: 5))))
        }
        return all
    }

    static func bytesPerVenue(database: String) -> BenchResult {
        if let store = try? VenueStore(path: database) { try? store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
        var size = 0
        for suffix in ["", "-wal", "-shm"] {
            var info = stat()
            if stat(database + suffix, &info) == 0 { size += Int(info.st_size) }
        }
        return BenchResult(name: "store: database size per venue, 1M venues", value: Double(size) / Double(venueCount),
                           unit: "bytes", note: "table + (provider, id) index + R*Tree")
    }

    /// Runs the query workload in a child process (this executable, in child mode) and returns
    /// its peak resident memory in kB.
    static func childPeakMemory(database: String) -> Double? {
        guard let exe = Bundle.main.executablePath ?? CommandLine.arguments.first else { return nil }
        let output = database + ".hwm"
        guard spawn([exe], environment: ["\(queryChildVariable)=\(database)"], stdout: output) == 0,
              let text = try? String(contentsOfFile: output, encoding: .utf8)
        else { return nil }
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Child mode: the region-query workload on the database named in the environment, then the
    /// peak resident memory (kB) on stdout.
    static func runQueryChild() {
        guard let path = getenv(queryChildVariable).map({ String(cString: $0) }),
              let store = try? VenueStore(path: path) else { return }
        if !ReloadBench.runChildWorkload(store) {
            for region in queryRegions(queries) { blackHole(try? store.venues(in: region, nearestTo: region.center)) }
        }
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        print(line.split(separator: " ").dropFirst().first ?? "")
    }

    static func skipped(_ name: String, _ why: String) -> BenchResult {
        BenchResult(name: name, value: .nan, unit: "", note: "skipped: " + why)
    }

    /// posix_spawn + waitpid (Foundation's Process can hang here).
    static func spawn(_ arguments: [String], environment: [String], stdout: String) -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var inherited: [String] = []
        var e = environ
        while let entry = e.pointee { inherited.append(String(cString: entry)); e += 1 }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = (inherited + environment).map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
