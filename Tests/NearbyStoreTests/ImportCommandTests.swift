import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyStore

/// The `nearby import` command as users run it: output, exit status, errors.
final class ImportCommandTests: BinaryFolderTestCase {
    func nearby(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
        try ChildProcess.nearby(arguments, directory: directory.path)
    }

    func testASummaryOnStdoutAndNoProgressWhenStderrIsNotATerminal() throws {
        let csv = try directory.write("v.csv", "id,name,address,lat,lon\n1,A,,60.1,24.9\n2,B,,x,24.9\n")
        let db = directory.file("db.sqlite")
        var result = try nearby("import", csv, "--db", db)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "\(csv) (csv): 1 new, 0 updated, 1 skipped (1 commit)\nskipped: 1 bad latitude\n  line 3: bad latitude (\"x\")\n")
        XCTAssertEqual(result.stderr, "")
        result = try nearby("import", csv, "--db", db, "--format", "csv")
        XCTAssertTrue(result.stdout.hasPrefix("\(csv) (csv): 0 new, 1 updated, 1 skipped"), result.stdout)
    }

    func testStrictFailsWithStatusOneAndCommitsNothing() throws {
        let csv = try directory.write("v.csv", "id,name,lat,lon\n1,A,60.1,24.9\n2,B,60.1,200\n")
        let db = directory.file("db.sqlite")
        let result = try nearby("import", csv, "--db", db, "--strict")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("committed nothing: --strict and 1 bad row"), result.stderr)
        XCTAssertEqual(try VenueStore(path: db).count(), 0)
    }

    func testGeoJSONIsGuessedAndTheWrongFormatSaysSo() throws {
        let geojson = try directory.write("v.json", """
            {"type":"FeatureCollection","features":[{"type":"Feature","id":"node/1",
             "geometry":{"type":"Point","coordinates":[24.9,60.1]},"properties":{"name":"A"}}]}
            """)
        let db = directory.file("db.sqlite")
        var result = try nearby("import", geojson, "--db", db)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("\(geojson) (geojson): 1 new"), result.stdout)
        // Forcing a format the file is not in: one sentence naming the format, nothing committed.
        for format in ["overpass", "foursquare"] {
            result = try nearby("import", geojson, "--db", db, "--format", format)
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.hasPrefix("nearby: not a usable \(format) file: "), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1)
            XCTAssertEqual(try VenueStore(path: db).count(), 1)
        }
        let text = try directory.write("t.txt", "hello\n")
        result = try nearby("import", text, "--db", db)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("cannot tell the format"), result.stderr)
    }

    func testANewerDatabaseIsRefusedUntouched() throws {
        let db = directory.file("db.sqlite")
        do {
            let store = try VenueStore(path: db)
            try store.database.execute("PRAGMA user_version = \(Schema.latestVersion + 1)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let csv = try directory.write("v.csv", "id,name,lat,lon\n1,A,60.1,24.9\n")
        let result = try nearby("import", csv, "--db", db)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("newer version of nearby"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before)
    }
}
