import Foundation
import XCTest
import NearbyTestSupport

/// The real binary: an imported rename survives `list --fetch`, the app's first fetch and `r`,
/// also when imported before first use; repeated ids and over-long input are reported.
final class UserDataEndToEndTests: BinaryTestCase {
    var databasePath: String { directory.appendingPathComponent("venues.sqlite").path }

    /// Only the variables the test means: a private HOME and XDG folders, a UTF-8 locale.
    var environment: [String: String] {
        ["HOME": directory.path, "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
         "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path, "LANG": "C.UTF-8"]
    }

    func nearby(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run([ChildProcess.nearbyBinary] + arguments, environment: environment)
    }

    /// Runs `arguments` (`nearby` or a wrapper of it) with its peak RSS measured by GNU time.
    func nearbyMeasured(_ arguments: [String]) throws -> (status: Int32, stderr: String, peakKiB: Int) {
        let outcome = try ChildProcess.run(arguments, environment: environment, measure: true)
        return (outcome.status, outcome.stderr, try XCTUnwrap(outcome.peakKiB, "time(1) wrote no peak"))
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Joe & The Juice in the bundled dataset, 69 m from the default location, renamed.
    static let rename = "id,name,address,lat,lon\nnode/6049453051,Joe RENAMED,Aleksanterinkatu 52,60.1685370,24.9426700\n"

    func listedNames(fetch: Bool) throws -> [String] {
        let result = try nearby(["list", "--db", databasePath, "--format", "tsv"] + (fetch ? ["--fetch"] : []))
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[1]) }
    }

    func testAnImportedRenameSurvivesListFetch() throws {
        XCTAssertEqual(try listedNames(fetch: false).filter { $0.hasPrefix("Joe") }, ["Joe & The Juice"])
        let result = try nearby(["import", try write("rename.csv", Self.rename), "--db", databasePath])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(": 0 new, 1 updated, 0 skipped"), result.stdout)
        for fetch in [true, true, false] {
            XCTAssertEqual(try listedNames(fetch: fetch).filter { $0.hasPrefix("Joe") }, ["Joe RENAMED"])
        }
        // The offline fetches rewrote nothing: every bundled row still has the load's time (0).
        let probe = try DatabaseProbe.read(databasePath, query: "SELECT count(*), sum(updated_at <> 0) FROM venue")
        XCTAssertEqual(probe.rows, ["85\t1"], "85 bundled cafés, one of them the user's")
    }

    func testAnImportBeforeFirstUseSurvivesTheBundledLoadAndFetches() throws {
        let result = try nearby(["import", try write("rename.csv", Self.rename), "--db", databasePath])
        XCTAssertTrue(result.stdout.contains(": 1 new, 0 updated"), result.stdout)
        let names = try listedNames(fetch: true)
        XCTAssertEqual(names.filter { $0.hasPrefix("Joe") }, ["Joe RENAMED"])
        XCTAssertTrue(names.contains("Café Aalto"), "the bundled cafés were loaded too: \(names)")
    }

    func testTheAppsFirstFetchAndRKeepTheRename() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        let imported = try nearby(["import", try write("rename.csv", Self.rename), "--db", tmux.databasePath])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)'; echo EXIT=$?; sleep 30",
                       environment: ["HOME": tmux.directory.path,
                                     "XDG_CONFIG_HOME": tmux.directory.appendingPathComponent("config").path])
        try tmux.waitForLog("the first fetch to commit") { $0.count("fetchCommitted") >= 1 }
        try tmux.waitFor(text: "Joe RENAMED")
        try tmux.send("r")
        try tmux.waitForLog("the fetch that r asked for") { $0.count("fetchCommitted") >= 2 }
        // The list re-reads the store after the commit; the rename is still what it shows.
        let screen = try tmux.waitFor(text: "Joe RENAMED")
        XCTAssertFalse(screen.joined().contains("Joe & The Juice"), screen.joined(separator: "\n"))
        try tmux.send("q")
        try tmux.waitFor(text: "EXIT=0")
        XCTAssertEqual(try listedNames(at: tmux.databasePath).filter { $0.hasPrefix("Joe") }, ["Joe RENAMED"])
    }

    func listedNames(at path: String) throws -> [String] {
        let result = try nearby(["list", "--db", path, "--format", "tsv"])
        return result.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[1]) }
    }

    /// A network provider is held to the same rules: it never overwrites the user's row, and a
    /// venue name past the limit does not get in.
    func testAnOverpassFetchKeepsTheRenameAndDropsAnOverlongName() throws {
        let long = String(repeating: "L", count: 300)
        let body = """
            {"elements":[
             {"type":"node","id":6049453051,"lat":60.168537,"lon":24.94267,"tags":{"amenity":"cafe","name":"Joe & The Juice"}},
             {"type":"node","id":1,"lat":60.1691,"lon":24.9435,"tags":{"amenity":"cafe","name":"\(long)"}},
             {"type":"node","id":2,"lat":60.1692,"lon":24.9435,"tags":{"amenity":"cafe","name":"Fine Cafe"}}]}
            """
        let server = try LoopbackServer { _ in LoopbackServer.json(200, body) }
        defer { server.stop() }
        XCTAssertEqual(try nearby(["import", try write("rename.csv", Self.rename), "--db", databasePath]).status, 0)
        let result = try nearby(["list", "--provider", "overpass", "--base-url", server.base, "--fetch", "--format", "tsv",
                                 "--db", databasePath])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(server.requests.count, 1)
        let names = result.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[1]) }
        XCTAssertEqual(names.sorted(), ["Fine Cafe", "Joe RENAMED"])
    }

    func testRepeatedIdsAreReported() throws {
        let csv = try write("dup.csv", "id,name,lat,lon\nx,First,60.169,24.9435\ny,Y,60.169,24.9435\nx,Second,60.169,24.9435\n")
        let result = try nearby(["import", csv, "--db", databasePath])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "\(csv) (csv): 2 new, 0 updated, 0 skipped (1 commit)\n"
                       + "repeated: 1 row repeats an id of an earlier row (line 4); the later row wins\n")
        XCTAssertTrue(try listedNames(at: databasePath).contains("Second"))
    }

    func testDevZeroEndsAtOnceWithASentenceAndLittleMemory() throws {
        let result = try nearbyMeasured(["timeout", "5", ChildProcess.nearbyBinary, "import", "/dev/zero", "--format", "csv",
                                         "--db", databasePath])
        XCTAssertEqual(result.status, 1, "timeout says 124 when the import had to be killed")
        XCTAssertEqual(result.stderr, "nearby: reading stopped at line 1: a NUL byte: this is binary data, not CSV text\n")
        XCTAssertLessThan(result.peakKiB, 64 * 1024)
    }

    func testALineWithoutEndStopsAtTheRecordLimitWithLittleMemory() throws {
        let path = directory.appendingPathComponent("long.csv").path
        var text = Data("id,name,lat,lon\n1,A,60.169,24.9435\n".utf8)
        text.append(Data(repeating: UInt8(ascii: "a"), count: 16 << 20))
        try text.write(to: URL(fileURLWithPath: path))
        let result = try nearbyMeasured([ChildProcess.nearbyBinary, "import", path, "--db", databasePath])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("reading stopped at line 3: a record is longer than 1048576 bytes, the limit for one CSV line"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("the 1 rows before it were kept"), result.stderr)
        XCTAssertLessThan(result.peakKiB, 64 * 1024)
    }

    func testAHugeNameCannotGetInAndALongOneDoesNotWidenTheTable() throws {
        let huge = String(repeating: "N", count: 20 << 20)
        let long = String(repeating: "L", count: 200)
        let big = String(repeating: "B", count: 100_000)
        let csv = try write("names.csv", "id,name,lat,lon\nbig,\(big),60.169,24.9435\nlong,\(long),60.169,24.9435\n"
                            + "short,Short,60.1691,24.9435\n")
        var result = try nearby(["import", csv, "--db", databasePath])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(": 2 new, 0 updated, 1 skipped"), result.stdout)
        XCTAssertTrue(result.stdout.contains("line 2: field too long (field 2 is longer than 65536 bytes)"), result.stdout)
        // A 20 MB name is past the record limit: the import stops there, naming the line.
        let hugeCSV = try write("huge.csv", "id,name,lat,lon\nok,OK,60.169,24.9435\nhuge,\(huge),60.169,24.9435\n")
        let measured = try nearbyMeasured([ChildProcess.nearbyBinary, "import", hugeCSV, "--db", databasePath])
        XCTAssertEqual(measured.status, 1)
        XCTAssertTrue(measured.stderr.contains("stopped: reading stopped at line 3: a record is longer than 1048576 bytes"),
                      measured.stderr)
        XCTAssertLessThan(measured.peakKiB, 64 * 1024)
        // The same name in GeoJSON: the JSON reader's string cap stops it, naming the place.
        let geojson = try write("names.geojson", """
            {"type":"FeatureCollection","features":[{"type":"Feature","id":"g","geometry":{"type":"Point",
             "coordinates":[24.9435,60.169]},"properties":{"name":"\(huge)"}}]}
            """)
        result = try nearby(["import", geojson, "--db", databasePath])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("a string or number longer than 1048576 bytes (line 2"), result.stderr)
        // Under the JSON cap but over the venue limit: the venue limit skips it with the reason.
        let longer = String(repeating: "M", count: 300_000)
        let geojson2 = try write("names2.geojson", """
            {"type":"FeatureCollection","features":[{"type":"Feature","id":"g","geometry":{"type":"Point",
             "coordinates":[24.9435,60.169]},"properties":{"name":"\(longer)"}}]}
            """)
        result = try nearby(["import", geojson2, "--db", databasePath])
        XCTAssertTrue(result.stdout.contains("feature 1: name too long (300000 characters, the limit is 255)"), result.stdout)
        result = try nearby(["list", "--db", databasePath])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertFalse(result.stdout.contains("NNNN") || result.stdout.contains("MMMM") || result.stdout.contains("BBBB"))
        XCTAssertTrue(lines.contains { $0.hasPrefix(String(repeating: "L", count: 39) + "…") }, result.stdout)
        XCTAssertLessThan(lines.map(\.count).max() ?? 0, 100, result.stdout)
        // json keeps the whole name.
        result = try nearby(["list", "--db", databasePath, "--format", "json"])
        XCTAssertTrue(result.stdout.contains(long))
    }
}
