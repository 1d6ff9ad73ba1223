import Foundation
import XCTest
import NearbyTestSupport

/// `nearby import`'s input as the real binary reads it: opened and read once (FIFOs, pipes,
/// `-` for standard input, process substitution), JSON streamed with bounded memory, and hostile
/// input ended at once with a sentence naming the cap or the problem.
final class ImportInputTests: BinaryFolderTestCase {
    static let geojson = """
        {"type":"FeatureCollection","features":[
         {"type":"Feature","id":"node/1","geometry":{"type":"Point","coordinates":[24.9,60.1]},"properties":{"name":"A"}},
         {"type":"Feature","id":"b","geometry":{"type":"Point","coordinates":[24.95,60.15]},"properties":{"name":"B"}}]}
        """

    /// Runs `script` with `sh` (or `bash`) in the test's folder, `$NEARBY` being the binary, with
    /// only the environment the test means; `timeout` ends a hang as status 124. With `measure`,
    /// the peak RSS of the script and everything it ran is measured (at most `nearby`'s and tools' peaks).
    func shell(_ script: String, bash: Bool = false, stdin: String = "", measure: Bool = false) throws -> ChildProcess.Outcome {
        let environment = ["HOME": directory.path, "XDG_DATA_HOME": directory.file("data"),
                           "XDG_CONFIG_HOME": directory.file("config"), "NEARBY": ChildProcess.nearbyBinary, "LC_ALL": "C.UTF-8"]
        return try ChildProcess.run(["timeout", "30", bash ? "bash" : "sh", "-c", "cd '\(directory.path)' && " + script],
                                    environment: environment, stdin: stdin, measure: measure)
    }

    func testAFIFOIsReadOnceWhileItsWriterWrites() throws {
        _ = try directory.write("v.json", Self.geojson)
        let result = try shell("mkfifo f && { cat v.json > f & } && \"$NEARBY\" import f --db db.sqlite")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "f (geojson): 2 new, 0 updated, 0 skipped (1 commit)\n")
    }

    func testDashIsStandardInputFromAPipeOrAFile() throws {
        _ = try directory.write("v.json", Self.geojson)
        var result = try shell("cat v.json | \"$NEARBY\" import - --db db.sqlite")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "standard input (geojson): 2 new, 0 updated, 0 skipped (1 commit)\n")
        result = try shell("\"$NEARBY\" import - --db db.sqlite --format csv", stdin: "id,name,lat,lon\nc,C,60.2,24.9\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "standard input (csv): 1 new, 0 updated, 0 skipped (1 commit)\n")
        result = try shell("printf '' | \"$NEARBY\" import - --db db.sqlite")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "nearby: cannot tell the format of standard input from its content; give it with --format (overpass, geojson, foursquare, csv or osm)\n")
    }

    func testProcessSubstitutionIsReadOnce() throws {
        _ = try directory.write("v.csv", "id,name,lat,lon\na,A,60.1,24.9\nb,B,60.2,24.9\n")
        let result = try shell("\"$NEARBY\" import <(cat v.csv) --db db.sqlite", bash: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix(" (csv): 2 new, 0 updated, 0 skipped (1 commit)\n"), result.stdout)
    }

    func testDevZeroEndsAtOnceWithASentenceAndLittleMemory() throws {
        let result = try shell("timeout 5 \"$NEARBY\" import /dev/zero --format geojson --db db.sqlite", measure: true)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "nearby: not a usable geojson file: expected a value but found byte 0x00 (line 1, byte 0)\n")
        XCTAssertLessThan(try XCTUnwrap(result.peakKiB), 64 * 1024)
    }

    func testAnEndlessStringStopsAtTheStringCap() throws {
        let result = try shell("""
            { printf '{"type":"FeatureCollection","features":["'; tr '\\000' a < /dev/zero; } | timeout 5 "$NEARBY" import - --format geojson --db db.sqlite
            """, measure: true)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "nearby: not a usable geojson file: a string or number longer than 1048576 bytes (line 1, byte 40)\n")
        XCTAssertLessThan(try XCTUnwrap(result.peakKiB), 64 * 1024)
    }

    func testALargeGeoJSONIsStreamedInBoundedMemory() throws {
        let count = 60_000
        var text = "{\"type\":\"FeatureCollection\",\"features\":[\n"
        var random = SplitMix64(seed: 7)
        for i in 0..<count {
            let lat = 60 + Double(random.next() % 100_000) / 1e6, lon = 24.9 + Double(random.next() % 100_000) / 1e6
            text += "{\"type\":\"Feature\",\"id\":\"v\(i)\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[\(lon),\(lat)]},"
            text += "\"properties\":{\"name\":\"Cafe \(i)\",\"address\":\"Katu \(i % 211)\",\"padding\":\"\(String(repeating: "x", count: 60))\"}}"
            text += i == count - 1 ? "\n]}\n" : ",\n"
        }
        _ = try directory.write("big.geojson", text)
        XCTAssertGreaterThan(text.utf8.count, 12_000_000)
        let result = try shell("\"$NEARBY\" import big.geojson --db db.sqlite", measure: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("big.geojson (geojson): \(count) new, 0 updated, 0 skipped"), result.stdout)
        // Reading the document whole took about 60 bytes of memory per byte of JSON.
        XCTAssertLessThan(try XCTUnwrap(result.peakKiB), 64 * 1024)
    }

    func testFoursquareShapesStreamAndAnErrorBodySaysWhatTheServiceSaid() throws {
        _ = try directory.write("groups.json", """
            {"meta":{"code":200},"response":{"groups":[{"type":"Trending","items":[
              {"id":"g1","name":"One","location":{"lat":60.1,"lng":24.9}}]},
             {"type":"Matching","items":[{"id":"g2","name":"Two","location":{"lat":60.2,"lng":24.9}},{"id":"g3","location":{"lat":1,"lng":2}}]}]}}
            """)
        var result = try shell("\"$NEARBY\" import groups.json --db db.sqlite")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("groups.json (foursquare): 2 new, 0 updated, 1 skipped"), result.stdout)
        XCTAssertTrue(result.stdout.contains("venue 3: no name"), result.stdout)
        _ = try directory.write("error.json", """
            {"meta":{"code":401,"errorType":"invalid_auth","errorDetail":"Missing access credentials."},"response":{}}
            """)
        result = try shell("\"$NEARBY\" import error.json --db db.sqlite")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("nearby: not a usable foursquare file: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("Missing access credentials."), result.stderr)
    }

    func testOverpassElementsStreamWhateverComesBeforeThemAndARemarkExplainsAnEmptyAnswer() throws {
        _ = try directory.write("o.json", """
            {"version":0.6,"osm3s":{"copyright":"ODbL","deep":[[[{"elements":[{"type":"node","id":99}]}]]]},"elements":[
             {"type":"node","id":1,"lat":60.1,"lon":24.9,"tags":{"name":"One","addr:street":"Katu","addr:housenumber":"3"}},
             {"type":"way","id":2,"center":{"lat":60.2,"lon":24.9},"tags":{"name":"Two"}},
             {"type":"node","id":3,"lat":95,"lon":24.9,"tags":{"name":"Off the globe"}}],"remark":"fine"}
            """)
        var result = try shell("\"$NEARBY\" import o.json --db db.sqlite")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("o.json (overpass): 2 new, 0 updated, 1 skipped"), result.stdout)
        XCTAssertTrue(result.stdout.contains("element 3: coordinates out of range"), result.stdout)
        _ = try directory.write("e.json", """
            {"version":0.6,"elements":[],"remark":"runtime error: Query timed out in \\"query\\" at line 3 after 26 seconds."}
            """)
        result = try shell("\"$NEARBY\" import e.json --db db.sqlite --format overpass")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("nearby: not a usable overpass file: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("Query timed out"), result.stderr)
    }

    func testATruncatedDocumentKeepsTheRowsBeforeTheBreakAndSaysWhere() throws {
        let cut = String(Self.geojson.dropLast(40))
        _ = try directory.write("cut.json", cut)
        let result = try shell("\"$NEARBY\" import cut.json --db db.sqlite")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("cut.json (geojson): 1 new"), result.stdout)
        XCTAssertEqual(result.stderr, "nearby: import of cut.json stopped: reading stopped at line 3, byte \(cut.utf8.count): the JSON ends in the middle of a value; the 1 rows before it were kept\n")
    }
}
