import Foundation
import XCTest
import NearbyTestSupport
import NearbyFormats
import NearbyText

/// `nearby list` as scripts use it: three formats, pipes, XDG paths, config precedence.
final class ListCommandTests: BinaryTestCase {
    /// Runs `nearby` in a clean environment whose HOME and XDG folders live in the test's directory.
    func nearby(_ args: String, env: String = "") throws -> (status: Int32, output: String, error: String) {
        let home = directory.path
        return try Spawn.run(["sh", "-c", "cd '\(home)' && env -i PATH=\"$PATH\" HOME='\(home)' LANG=C.UTF-8 \(env) '\(Tmux.binary)' \(args)"])
    }

    func testJSONIsTheListPanesRowsNearestFirst() throws {
        // By the straight line: by default the bundled city's rows are in walking order.
        let result = try nearby("list --format json --order distance")
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error, "")
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        XCTAssertGreaterThan(rows.count, 20)
        let distances = rows.compactMap { $0["distance_m"] as? Double }
        XCTAssertEqual(distances.count, rows.count)
        XCTAssertEqual(distances, distances.sorted())
        for row in rows {
            XCTAssertEqual(row["provider"] as? String, "osm")
            XCTAssertNotNil(row["lat"] as? Double)
            XCTAssertTrue((row["id"] as? String ?? "").hasPrefix("node/"))
        }
        // The default database is where XDG says, under HOME when XDG_DATA_HOME is unset.
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path + "/.local/share/nearby/venues.sqlite"))
    }

    func testTSVAndTableAgreeWithJSON() throws {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try nearby("list --format json").output.utf8)) as? [[String: Any]])
        let tsv = try nearby("list --format tsv").output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        XCTAssertEqual(tsv.first?.joined(separator: ","), "id,name,address,lat,lon,distance_m,provider")
        XCTAssertEqual(tsv.count - 1, json.count)
        for (row, object) in zip(tsv.dropFirst(), json) {
            XCTAssertEqual(String(row[0]), object["id"] as? String)
            XCTAssertEqual(String(row[1]), object["name"] as? String)
        }
        let table = try nearby("list").output.split(separator: "\n")
        XCTAssertTrue(table[0].hasPrefix("NAME"))
        XCTAssertEqual(table.count - 1, json.count)
        // Columns aligned: every row is as wide as the header.
        let widths = Set(table.map { $0.count })
        XCTAssertEqual(widths.count, 1, "rows of different widths: \(widths)")
    }

    func testAClosedPipeIsNotAnError() throws {
        let home = directory.path
        let piped = try Spawn.run(["bash", "-c", "cd '\(home)' && HOME='\(home)' '\(Tmux.binary)' list --format tsv | head -1; "
                                   + "echo \"status=${PIPESTATUS[0]}\""])
        XCTAssertEqual(piped.output.split(separator: "\n").last, "status=0", piped.output)
        XCTAssertTrue(piped.output.hasPrefix("id\tname"), piped.output)
        XCTAssertEqual(piped.error, "", "no error message on a closed pipe")
        // A pipe whose reader is gone before the first write: every write fails with EPIPE
        // (SIGPIPE ignored), whatever the timing. Python makes that pipe; nearby stays quiet.
        let closed = try Spawn.run(["python3", "-c", """
            import os, subprocess, sys
            r, w = os.pipe(); os.close(r)
            p = subprocess.run(sys.argv[1:], stdout=w, stderr=subprocess.PIPE, restore_signals=False)
            print(p.returncode); sys.stdout.write(p.stderr.decode())
            """, Tmux.binary, "list", "--format", "json"], environment: ["HOME": home])
        XCTAssertEqual(closed.output, "0\n", closed.output + closed.error)
    }

    func testXDGDataHomeAndConfigPrecedence() throws {
        let config = directory.appendingPathComponent("config/nearby")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "span = 100\nformat = tsv\nwhatever = 1\n".write(to: config.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let env = "XDG_CONFIG_HOME='\(directory.path)/config' XDG_DATA_HOME='\(directory.path)/xdg'"
        let fromConfig = try nearby("list", env: env)
        XCTAssertEqual(fromConfig.status, 0, fromConfig.error)
        XCTAssertTrue(fromConfig.output.hasPrefix("id\t"), "format from the config file")
        XCTAssertTrue(fromConfig.error.contains("line 3: unknown setting 'whatever'"), fromConfig.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path + "/xdg/nearby/venues.sqlite"))
        let narrow = fromConfig.output.split(separator: "\n").count
        let wide = try nearby("list --span 1000", env: env).output.split(separator: "\n").count
        XCTAssertGreaterThan(wide, narrow, "the command line's --span wins over the config file's")
        try "span = tiny\n".write(to: config.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let bad = try nearby("list", env: env)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.error.contains("line 1"), bad.error)
    }

    func testVersionNamesTheLibraries() throws {
        let result = try nearby("--version")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("SQLite 3."), result.output)
        // libcurl is opened on first use; --version opens it to name its version.
        XCTAssertNotNil(result.output.range(of: #"libcurl [0-9]+\.[0-9]+"#, options: .regularExpression), result.output)
    }
}
