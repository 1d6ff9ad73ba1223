import Foundation
import XCTest
import NearbyTestSupport
import NearbyTileFormats

/// `nearby saved` as users run it: places imported from GPX, GeoJSON, KML and KMZ, exported and
/// imported again unchanged, never twice; notes and removal by ID; a saved venue follows its
/// venue through an import that renames it; mistakes are one sentence with the right status.
final class SavedCommandTests: BinaryTestCase {
    var databasePath: String { directory.appendingPathComponent("venues.sqlite").path }

    var environment: [String: String] {
        ["HOME": directory.path, "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
         "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path, "LANG": "C.UTF-8"]
    }

    func nearby(_ arguments: [String], database: String? = nil) throws -> ChildProcess.Outcome {
        try ChildProcess.run([ChildProcess.nearbyBinary] + arguments + ["--db", database ?? databasePath], environment: environment)
    }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func assertOneSentence(_ outcome: ChildProcess.Outcome, status: Int32, mentions word: String,
                           file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(outcome.status, status, outcome.stderr, file: file, line: line)
        let lines = outcome.stderr.split(separator: "\n").filter { !$0.hasPrefix("Try 'nearby --help'") }
        XCTAssertEqual(lines.count, 1, "one sentence: \(outcome.stderr)", file: file, line: line)
        XCTAssertTrue(outcome.stderr.hasPrefix("nearby: "), outcome.stderr, file: file, line: line)
        XCTAssertTrue(outcome.stderr.contains(word), "\(word) in: \(outcome.stderr)", file: file, line: line)
    }

    /// A GeoJSON of one bundled café (Joe & The Juice, under its key) and one bare point.
    static let places = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.94267, 60.168537]},
           "properties": {"name": "Joe & The Juice", "address": "Aleksanterinkatu 52", "provider": "osm", "id": "node/6049453051",
                          "note": "quick juice", "saved_at": "2024-06-01T09:00:00Z"}},
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.95, 60.1605]},
           "properties": {"name": "Bench <by> the \\"sea\\" & 海", "note": "line one\\nline two"}}
        ]}
        """

    func testExportsInEveryFormatImportBackUnchangedAndNeverTwice() throws {
        let file = try write("places.geojson", Array(Self.places.utf8))
        var result = try nearby(["saved", "import", file])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("2 added, 0 already saved"), result.stdout)
        result = try nearby(["saved", "import", file])
        XCTAssertTrue(result.stdout.contains("0 added, 2 already saved"), result.stdout)
        let original = try nearby(["saved", "--format", "json"]).stdout
        XCTAssertEqual(original.components(separatedBy: "\"number\"").count - 1, 2, original)

        for format in ["gpx", "geojson", "kml"] {
            let exported = try nearby(["saved", "--format", format])
            XCTAssertEqual(exported.status, 0, exported.stderr)
            // The extension says nothing: the content does.
            let path = try write("export-\(format).data", Array(exported.stdout.utf8))
            let fresh = directory.appendingPathComponent("fresh-\(format).sqlite").path
            result = try nearby(["saved", "import", path], database: fresh)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stdout.contains("2 added, 0 already saved"), "\(format): \(result.stdout)")
            XCTAssertEqual(try nearby(["saved", "--format", "json"], database: fresh).stdout, original, format)
            result = try nearby(["saved", "import", path], database: fresh)
            XCTAssertTrue(result.stdout.contains("0 added, 2 already saved"), "\(format): \(result.stdout)")
        }

        // KMZ: the KML zipped, stored and deflated, beside an icon as Organic Maps packs them.
        let kml = Array(try nearby(["saved", "--format", "kml"]).stdout.utf8)
        let zlib = try XCTUnwrap(Deflate.zlib(kml))
        for method in ["stored", "deflated"] {
            var zip = ZipBuilder()
            zip.store("images/icon.png", [0x89, 0x50, 0x4E, 0x47])
            if method == "stored" { zip.store("doc.kml", kml) } else { zip.deflate("doc.kml", kml, deflated: Array(zlib.dropFirst(2).dropLast(4))) }
            let path = try write("places-\(method).kmz", zip.bytes)
            let fresh = directory.appendingPathComponent("fresh-\(method).sqlite").path
            result = try nearby(["saved", "import", path], database: fresh)
            XCTAssertTrue(result.stdout.contains("2 added, 0 already saved"), "\(method): \(result.stdout) \(result.stderr)")
            XCTAssertEqual(try nearby(["saved", "--format", "json"], database: fresh).stdout, original, method)
        }
    }

    func testASavedVenueFollowsAnImportThatRenamesItAndKeepsItsNote() throws {
        XCTAssertEqual(try nearby(["list"]).status, 0, "the bundled cafés are loaded")
        XCTAssertEqual(try nearby(["saved", "import", try write("p.geojson", Array(Self.places.utf8))]).status, 0)
        let csv = "id,name,address,lat,lon,wheelchair\nnode/6049453051,Joe RENAMED,Aleksanterinkatu 52,60.1685370,24.9426700,yes\n"
        XCTAssertEqual(try nearby(["import", try write("rename.csv", Array(csv.utf8))]).status, 0)
        let json = try nearby(["saved", "--format", "json"]).stdout
        XCTAssertTrue(json.contains("\"name\":\"Joe RENAMED\""), json)
        XCTAssertTrue(json.contains("\"wheelchair\":\"yes\""), json)
        XCTAssertTrue(json.contains("\"note\":\"quick juice\""), json)
        // A refetch by the offline provider leaves the user's rename and the note.
        XCTAssertEqual(try nearby(["list", "--fetch"]).status, 0)
        XCTAssertTrue(try nearby(["saved", "--format", "json"]).stdout.contains("\"note\":\"quick juice\""))
    }

    func testAnExtractThatNoLongerHasTheCafeLeavesItsSavedPlace() throws {
        let town = directory.appendingPathComponent("old-quarter.osm").path
        try ExtractFixtures.town(cafes: [(1, "Cà phê Giảng"), (2, "Cộng"), (3, "Lâm")]).write(toFile: town, atomically: true, encoding: .utf8)
        XCTAssertEqual(try nearby(["import", town]).status, 0)
        let saved = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [105.8405, 21.0202]},
               "properties": {"name": "Cộng", "provider": "osm", "id": "node/2", "note": "coconut coffee"}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [105.8425, 21.0202]},
               "properties": {"name": "Lâm", "provider": "osm", "id": "node/3", "note": "old paintings"}}
            ]}
            """
        XCTAssertEqual(try nearby(["saved", "import", try write("s.geojson", Array(saved.utf8))]).status, 0)
        // The town again: Cộng gone (its venue row deleted), Lâm renamed.
        try ExtractFixtures.town(cafes: [(1, "Cà phê Giảng"), (3, "Lâm Café")]).write(toFile: town, atomically: true, encoding: .utf8)
        let again = try nearby(["import", town])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("1 removed"), again.stdout)
        let list = try nearby(["list", "--at", "21.0202,105.8410", "--format", "tsv", "--span", "2000"]).stdout
        XCTAssertFalse(list.contains("Cộng"), "the venue is gone: \(list)")
        let json = try nearby(["saved", "--format", "json", "--at", "21.0202,105.8410"]).stdout
        XCTAssertTrue(json.contains("\"name\":\"Cộng\"") && json.contains("\"note\":\"coconut coffee\""), json)
        XCTAssertTrue(json.contains("\"name\":\"Lâm Café\"") && json.contains("\"note\":\"old paintings\""), json)
    }

    func testTheTableIsNearestFirstAndNotesAndRemovalGoByID() throws {
        XCTAssertEqual(try nearby(["saved", "import", try write("p.geojson", Array(Self.places.utf8))]).status, 0)
        // From the bench, it comes first; from the default location (Helsinki centre), Joe does.
        var table = try nearby(["saved", "--at", "60.1605,24.95"]).stdout.split(separator: "\n")
        XCTAssertEqual(table.count, 3, table.joined(separator: "\n"))
        XCTAssertTrue(table[1].contains("Bench <by> the \"sea\" & 海") && table[1].contains("0 m"), String(table[1]))
        XCTAssertTrue(table[1].contains("line one line two"), "a note's lines share its row: \(table[1])")
        table = try nearby(["saved"]).stdout.split(separator: "\n")
        XCTAssertTrue(table[1].contains("Joe & The Juice"), String(table[1]))

        var result = try nearby(["saved", "note", "2", "watch", "the", "gulls"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try nearby(["saved", "--format", "json"]).stdout.contains("\"note\":\"watch the gulls\""))
        result = try nearby(["saved", "note", "2", ""])
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try nearby(["saved", "remove", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let left = try nearby(["saved", "--format", "json"]).stdout
        XCTAssertFalse(left.contains("Joe"), left)
        XCTAssertTrue(left.contains("\"note\":\"\""), left)

        assertOneSentence(try nearby(["saved", "remove", "1"]), status: 1, mentions: "no saved place has the ID 1")
        assertOneSentence(try nearby(["saved", "note", "99", "x"]), status: 1, mentions: "no saved place has the ID 99")
    }

    func testMistakesAreOneSentenceAndChangeNothing() throws {
        XCTAssertEqual(try nearby(["saved", "import", try write("p.geojson", Array(Self.places.utf8))]).status, 0)
        let before = try nearby(["saved", "--format", "json"]).stdout
        assertOneSentence(try nearby(["saved", "remove", "abc"]), status: 2, mentions: "saved place's number")
        assertOneSentence(try nearby(["saved", "remove"]), status: 2, mentions: "needs the ID")
        assertOneSentence(try nearby(["saved", "note", "1"]), status: 2, mentions: "TEXT")
        assertOneSentence(try nearby(["saved", "forget", "1"]), status: 2, mentions: "unknown saved command")
        assertOneSentence(try nearby(["saved", "--format", "csv"]), status: 2, mentions: "--format")
        assertOneSentence(try nearby(["saved", "import"]), status: 2, mentions: "needs a FILE")
        assertOneSentence(try nearby(["saved", "import", directory.appendingPathComponent("absent.gpx").path]), status: 1,
                          mentions: "absent.gpx")
        assertOneSentence(try nearby(["saved", "import", try write("notes.txt", Array("just words".utf8))]), status: 1,
                          mentions: "cannot tell the format")
        assertOneSentence(try nearby(["saved", "import", try write("bad.gpx", Array("<gpx><wpt lat=\"x\" lon=\"1\"/></gpx>".utf8))]),
                          status: 1, mentions: "line 1")
        assertOneSentence(try nearby(["saved", "import", try write("bad.kmz", Array("PK\u{3}\u{4}broken".utf8))]),
                          status: 1, mentions: "zip")
        // A file past the size limit is refused before it is read (a sparse file: no disk used).
        let huge = directory.appendingPathComponent("huge.gpx").path
        XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: Data("<gpx>".utf8)))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        assertOneSentence(try nearby(["saved", "import", huge]), status: 1, mentions: "at most 64 MiB")
        XCTAssertEqual(try nearby(["saved", "--format", "json"]).stdout, before)
    }

    func testAReadOnlyDatabaseIsAClearErrorAndLosesNothing() throws {
        let mount = directory.appendingPathComponent("ro").path
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        guard try Spawn.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", mount]).status == 0 else {
            throw XCTSkip("cannot mount a tmpfs here; skipped")
        }
        defer { _ = try? Spawn.run(["umount", mount]) }
        let database = mount + "/venues.sqlite"
        XCTAssertEqual(try nearby(["saved", "import", try write("p.geojson", Array(Self.places.utf8))], database: database).status, 0)
        let before = try nearby(["saved", "--format", "json"], database: database).stdout
        XCTAssertEqual(try Spawn.run(["mount", "-o", "remount,ro", mount]).status, 0)
        assertOneSentence(try nearby(["saved", "note", "1", "new"], database: database), status: 1, mentions: "read-only")
        assertOneSentence(try nearby(["saved", "import", try write("q.geojson", Array(Self.places.utf8))], database: database),
                          status: 1, mentions: "read-only")
        XCTAssertEqual(try Spawn.run(["mount", "-o", "remount,rw", mount]).status, 0)
        XCTAssertEqual(try nearby(["saved", "--format", "json"], database: database).stdout, before)
    }

    func testALockedDatabaseIsAClearErrorAndLosesNothing() throws {
        XCTAssertEqual(try nearby(["saved", "import", try write("p.geojson", Array(Self.places.utf8))]).status, 0)
        let lock = try DatabaseLockHolder(database: databasePath, directory: directory)
        assertOneSentence(try nearby(["saved", "note", "1", "new note"]), status: 1, mentions: "locked")
        // Reading is not blocked by the writer.
        let json = try nearby(["saved", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(json.stdout.contains("\"note\":\"quick juice\""), json.stdout)
        try lock.release()
    }
}
