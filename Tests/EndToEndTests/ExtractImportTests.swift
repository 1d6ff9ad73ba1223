import Foundation
import XCTest
import NearbyTestSupport

/// `nearby import` of OpenStreetMap extracts, run as the real binary on real SQLite files: the
/// bundled Helsinki extract's cafés and walking graph, re-imports, extracts side by side, bad
/// files, and the progress and summary lines.
final class ExtractImportTests: BinaryTestCase {
    var database: String { directory.appendingPathComponent("v.sqlite").path }

    func nearby(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try Spawn.run([Tmux.binary] + arguments + ["--db", database])
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testTheBundledExtractGivesTheBundledCafesAndAWalkingGraph() throws {
        let result = try nearby(["import", ExtractFixtures.bundled.path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error, "", "no progress without a terminal")
        let cafes = try BundledCafes.read()
        let summary = try XCTUnwrap(ExtractFixtures.summary(result.output), result.output)
        XCTAssertEqual(summary.cafes, [cafes.count, 0, 0], result.output)
        XCTAssertTrue(result.output.hasPrefix("\(ExtractFixtures.bundled.path) (osm pbf): "), result.output)

        let stored = try ExtractFixtures.read(database)
        XCTAssertEqual(stored.integrity, "ok")
        XCTAssertEqual(Array(stored.extracts.keys), ["helsinki"], "named for the file without .osm.pbf")
        let helsinki = try XCTUnwrap(stored.extracts["helsinki"])
        XCTAssertEqual([helsinki.nodes, helsinki.edges], Array(summary.graph.prefix(2)), "the summary's figures are the stored ones")
        XCTAssertGreaterThan(helsinki.nodes, 1_000, "central Helsinki's walkable ways")
        XCTAssertGreaterThanOrEqual(helsinki.edges, helsinki.nodes / 2)
        // The same cafés as the bundled dataset (made from the same extract): ids, names, places.
        XCTAssertEqual(helsinki.venues, cafes.map(\.id).sorted())
        XCTAssertEqual(stored.venues, cafes.count)
        let (_, rows) = try DatabaseProbe.read(database, query: "SELECT id, name, lat, lon FROM venue", hash: false)
        let byID = Dictionary(uniqueKeysWithValues: rows.map { row in
            let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (f[0], f)
        })
        for cafe in cafes {
            let row = try XCTUnwrap(byID[cafe.id], cafe.id)
            XCTAssertEqual(row[1], cafe.name)
            XCTAssertEqual(Double(row[2]) ?? 0, cafe.lat, accuracy: 1e-7, cafe.id)
            XCTAssertEqual(Double(row[3]) ?? 0, cafe.lon, accuracy: 1e-7, cafe.id)
        }
    }

    func testWithTheBundledDatasetLoadedNoCafeIsThereTwice() throws {
        // `list` with the offline provider loads the bundled dataset first.
        let list = try nearby(["list", "--format", "tsv"])
        XCTAssertEqual(list.status, 0, list.error)
        let cafes = try BundledCafes.read()
        XCTAssertEqual(try ExtractFixtures.read(database).venues, cafes.count)
        let result = try nearby(["import", ExtractFixtures.bundled.path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(ExtractFixtures.summary(result.output)?.cafes, [0, 0, 0], result.output)
        let stored = try ExtractFixtures.read(database)
        XCTAssertEqual(stored.venues, cafes.count, "each café is one row, whichever gave it")
        XCTAssertEqual(stored.extracts["helsinki"]?.venues.count, cafes.count, "the dataset's rows are the extract's too")
    }

    /// The offline default's first use imports the bundled extract through the same importer,
    /// once per version of the asset; other providers leave it alone.
    func testTheBundledExtractIsImportedOnFirstUseOncePerVersion() throws {
        func sql(_ statement: String) throws {
            let result = try Spawn.run(["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()",
                                        database, statement])
            XCTAssertEqual(result.status, 0, result.error)
        }
        let other = try nearby(["list", "--provider", "overpass", "--format", "tsv"])
        XCTAssertEqual(other.status, 0, other.error)
        XCTAssertEqual(try ExtractFixtures.read(database).extracts, [:], "only the offline default brings the bundled city")

        let first = try nearby(["list", "--format", "tsv"])
        XCTAssertEqual(first.status, 0, first.error)
        let imported = try ExtractFixtures.read(database)
        let helsinki = try XCTUnwrap(imported.extracts["helsinki"])
        XCTAssertGreaterThan(helsinki.nodes, 1_000)
        XCTAssertEqual(imported.venues, try BundledCafes.read().count, "the extract's cafés are the dataset's, not twice")

        // A mark on the stored extract survives the next runs: nothing is imported again…
        try sql("UPDATE extract SET node_count = -1")
        XCTAssertEqual(try nearby(["list", "--format", "tsv"]).status, 0)
        XCTAssertEqual(try ExtractFixtures.read(database).extracts["helsinki"]?.nodes, -1)
        // …until the asset's version is not the one stored.
        try sql("UPDATE meta SET value = 'older' WHERE key = 'extract:helsinki'")
        XCTAssertEqual(try nearby(["list", "--format", "tsv"]).status, 0)
        XCTAssertEqual(try ExtractFixtures.read(database).extracts["helsinki"], helsinki)
    }

    func testImportingAgainReplacesOnlyThatExtractAndTwoLiveSideBySide() throws {
        XCTAssertEqual(try nearby(["import", ExtractFixtures.bundled.path]).status, 0)
        let town = try write("old-quarter.osm", ExtractFixtures.town(cafes: [(1, "Cà phê Giảng"), (2, "Cộng"), (3, "Lâm")],
                                                                     building: "Nhà Cà phê"))
        let first = try nearby(["import", town])
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertTrue(first.output.hasPrefix("\(town) (osm xml): "), first.output)
        XCTAssertEqual(ExtractFixtures.summary(first.output)?.cafes, [4, 0, 0], first.output)
        let before = try ExtractFixtures.read(database)
        XCTAssertEqual(before.extracts.keys.sorted(), ["helsinki", "old-quarter"])
        XCTAssertEqual(before.extracts["old-quarter"]?.venues, ["node/1", "node/2", "node/3", "way/9000"])
        XCTAssertEqual(before.extracts["old-quarter"]?.nodes, 36, "the 6 × 6 street grid")

        // The town again, one café gone, one renamed, the grid larger: gzip'd this time.
        let plain = try write("old-quarter.osm", ExtractFixtures.town(cafes: [(1, "Cà phê Giảng"), (3, "Lâm Café")], size: 8,
                                                                      building: "Nhà Cà phê"))
        let gzip = try Spawn.run(["gzip", "-f", plain])
        XCTAssertEqual(gzip.status, 0, gzip.error)
        let second = try nearby(["import", plain + ".gz"])
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertTrue(second.output.hasPrefix("\(plain).gz (osm xml, gzip): "), second.output)
        XCTAssertEqual(ExtractFixtures.summary(second.output)?.cafes, [0, 1, 1], second.output)
        let after = try ExtractFixtures.read(database)
        XCTAssertEqual(after.integrity, "ok")
        XCTAssertEqual(after.extracts.keys.sorted(), ["helsinki", "old-quarter"], "the same extract, replaced")
        XCTAssertEqual(after.extracts["old-quarter"]?.venues, ["node/1", "node/3", "way/9000"])
        XCTAssertEqual(after.extracts["old-quarter"]?.nodes, 64)
        XCTAssertNotEqual(after.extracts["old-quarter"]?.graph, before.extracts["old-quarter"]?.graph)
        XCTAssertEqual(after.extracts["helsinki"], before.extracts["helsinki"], "the other extract is untouched")
        XCTAssertEqual(after.venues, before.venues - 1)
        let list = try nearby(["list", "--at", "21.0202,105.8410", "--format", "tsv", "--span", "2000"])
        XCTAssertTrue(list.output.contains("Lâm Café"), list.output + list.error)
        XCTAssertFalse(list.output.contains("Cộng"), list.output)
    }

    func testABadExtractLosesNothingStored() throws {
        XCTAssertEqual(try nearby(["import", ExtractFixtures.bundled.path]).status, 0)
        let before = try ExtractFixtures.read(database)
        let (snapshot, _) = try DatabaseProbe.read(database)
        let bytes = try Data(contentsOf: ExtractFixtures.bundled)
        let truncated = directory.appendingPathComponent("cut/helsinki.osm.pbf")
        try FileManager.default.createDirectory(at: truncated.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.prefix(bytes.count * 3 / 5).write(to: truncated)
        var damaged = bytes
        for offset in stride(from: 2_000, to: damaged.count, by: 997) { damaged[offset] ^= 0x5A }
        let garbled = directory.appendingPathComponent("helsinki.osm.pbf")
        try damaged.write(to: garbled)
        let unfinished = try write("helsinki.osm", String(ExtractFixtures.town(cafes: [(5, "Half")]).dropLast(200)))
        for file in [truncated.path, garbled.path, unfinished] {
            let result = try nearby(["import", file])
            XCTAssertEqual(result.status, 1, "\(file): \(result.output)")
            XCTAssertEqual(result.output, "", file)
            let lines = result.error.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "one sentence: \(result.error)")
            XCTAssertTrue(result.error.hasPrefix("nearby: cannot import \(file): "), result.error)
            XCTAssertEqual(try ExtractFixtures.read(database).extracts, before.extracts, file)
            XCTAssertEqual(try DatabaseProbe.read(database).snapshot, snapshot, file)
        }
        // Named as an extract, but not one.
        let csv = try write("cafes.csv", "id,name,lat,lon\na,A,60.1,24.9\n")
        let refused = try nearby(["import", csv, "--format", "osm"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.error.split(separator: "\n").count, 1, refused.error)
        XCTAssertEqual(try DatabaseProbe.read(database).snapshot, snapshot)
        // An extract on standard input cannot be read three times: said, not guessed wrong.
        let piped = try Spawn.run(["sh", "-c", "exec \"$0\" import - --db \"$1\" < \"$2\"", Tmux.binary, database,
                                   ExtractFixtures.bundled.path])
        XCTAssertEqual(piped.status, 1)
        XCTAssertTrue(piped.error.contains("OpenStreetMap extract"), piped.error)
        XCTAssertEqual(try DatabaseProbe.read(database).snapshot, snapshot)
    }

    /// On a terminal (script(1) gives the import one), progress lines on stderr — the pass,
    /// bytes, and once a rate is known the rate and the time left — then the summary. The town
    /// grows until its import takes long enough for a rate to be shown.
    func testProgressOnATerminalThenTheSummary() throws {
        let shape = try NSRegularExpression(pattern: #"^importing .*: (relations|ways|nodes) \(pass [1-3] of 3\), \d+\.\d of \d+\.\d MB(, \d+\.\d MB/s, \d+ s left)?$"#)
        for size in [100, 200, 400, 800] {
            let town = try write("town-\(size).osm", ExtractFixtures.town(cafes: [(1, "Iso")], size: size))
            let typescript = directory.appendingPathComponent("typescript-\(size)").path
            let command = "'\(Tmux.binary)' import '\(town)' --db '\(database)'"
            let result = try Spawn.run(["script", "-q", "-e", "-c", command, typescript])
            XCTAssertEqual(result.status, 0, result.error)
            let text = try String(contentsOfFile: typescript, encoding: .utf8)
            let lines = text.components(separatedBy: CharacterSet(charactersIn: "\r\n")).map {
                $0.replacingOccurrences(of: "\u{1B}[K", with: "")
            }
            let progress = lines.filter { $0.hasPrefix("importing \(town): ") }
            XCTAssertFalse(progress.isEmpty, text)
            for line in progress {
                XCTAssertNotNil(shape.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
            }
            let first = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("\(town) (osm xml): ") }, text)
            let summary = try XCTUnwrap(ExtractFixtures.summary(lines[first...].joined(separator: "\n")), text)
            XCTAssertEqual(summary.cafes, [size == 100 ? 1 : 0, 0, 0])
            XCTAssertEqual(summary.graph[0], size * size)
            let took = try XCTUnwrap(lines.first { $0.hasPrefix("imported in ") && $0.hasSuffix(" s") }, text)
            guard let seconds = Double(took.dropFirst("imported in ".count).dropLast(2)), seconds >= 1 else { continue }
            XCTAssertTrue(progress.contains { $0.contains("(pass 3 of 3)") }, "every pass shows: \(progress)")
            XCTAssertTrue(progress.contains { $0.contains(" MB/s, ") && $0.hasSuffix(" s left") }, "a rate and a time left: \(progress)")
            return
        }
        XCTFail("no town took a second to import: no rate was ever due")
    }
}
