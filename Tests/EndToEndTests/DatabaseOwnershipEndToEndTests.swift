import Foundation
import XCTest
import NearbyTestSupport

/// `--db` through the real binary: another program's SQLite file is refused byte-identical, an
/// empty path is a usage error, a device is refused by name; an empty file is taken.
final class DatabaseOwnershipEndToEndTests: BinaryTestCase {
    func nearby(_ arguments: [String]) throws -> ChildProcess.Outcome {
        let environment = ["HOME": directory.path, "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
                           "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path, "LANG": "C.UTF-8"]
        return try ChildProcess.run([ChildProcess.nearbyBinary] + arguments, environment: environment)
    }

    func sha256(_ path: String) throws -> String {
        let result = try ChildProcess.run(["sha256sum", path])
        return String(result.stdout.prefix(64))
    }

    /// Another program's database, written by python3's sqlite3 module (not by our wrapper).
    func foreignDatabase() throws -> String {
        let path = directory.appendingPathComponent("other.sqlite").path
        let script = "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('create table notes(body)'); "
            + "c.execute(\"insert into notes values('keep me')\"); c.commit()"
        XCTAssertEqual(try ChildProcess.run(["python3", "-c", script, path]).status, 0)
        return path
    }

    func testAnotherProgramsDatabaseIsRefusedByteIdentical() throws {
        let path = try foreignDatabase()
        let csv = directory.appendingPathComponent("v.csv").path
        try "id,name,lat,lon\n1,A,60.169,24.9435\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let before = try sha256(path)
        for arguments in [["list"], ["list", "--fetch"], ["import", csv]] {
            let result = try nearby(arguments + ["--db", path])
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stderr, "nearby: \(path) is another program's SQLite database (tables notes), not nearby's; "
                           + "it was left untouched (give --db a new file or a nearby database)\n")
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(try sha256(path), before)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("other.sqlite") }
        XCTAssertEqual(leftovers, ["other.sqlite"])
    }

    func testAnEmptyFileIsTakenAndMarked() throws {
        let path = directory.appendingPathComponent("empty.sqlite").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
        let result = try nearby(["list", "--db", path, "--format", "tsv"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertGreaterThan(result.stdout.split(separator: "\n").count, 5)
        let probe = try ChildProcess.run(["python3", "-c",
            "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('pragma application_id').fetchone()[0])", path])
        XCTAssertEqual(probe.stdout, "\(0x4E72_6279)\n")
    }

    func testAnEmptyPathIsAUsageError() throws {
        for command in [["list"], ["import", "x.csv"]] {
            let result = try nearby(command + ["--db", ""])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr, "nearby: --db needs a file path, not an empty string\nTry 'nearby --help'.\n")
        }
    }

    func testADeviceOrADirectoryIsRefusedByName() throws {
        var result = try nearby(["list", "--db", "/dev/null"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "nearby: the database /dev/null is a character device, not a regular file (give --db a file name)\n")
        result = try nearby(["list", "--db", directory.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("is a directory, not a regular file"), result.stderr)
    }
}
