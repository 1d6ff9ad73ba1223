import Foundation
import XCTest
import NearbyTestSupport

/// A database the app cannot use is a clear sentence and exit status 1, and the user's file is
/// never deleted or rewritten.
final class DatabaseFaultTests: BinaryTestCase {
    var mounts: [String] = []

    override func tearDown() {
        for mount in mounts.reversed() { _ = try? Spawn.run(["umount", mount]) }
        super.tearDown()
    }

    func nearby(_ args: [String], limits: String = "") throws -> (status: Int32, output: String, error: String) {
        let quoted = args.map { "'\($0)'" }.joined(separator: " ")
        return try Spawn.run(["sh", "-c", "\(limits) HOME='\(directory.path)' XDG_CONFIG_HOME='\(directory.path)/cfg' '\(Tmux.binary)' \(quoted)"])
    }

    /// A small tmpfs of our own, or a skip when this machine does not allow mounting.
    func mountTmpfs(_ name: String, options: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let result = try Spawn.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", path])
        guard result.status == 0 else { throw XCTSkip("cannot mount a tmpfs here (\(result.error)); skipped") }
        mounts.append(path)
        return path
    }

    func assertOneSentence(_ result: (status: Int32, output: String, error: String), mentions words: [String],
                           file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 1, result.error, file: file, line: line)
        let lines = result.error.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "one sentence: \(result.error)", file: file, line: line)
        XCTAssertTrue(result.error.hasPrefix("nearby: "), result.error, file: file, line: line)
        XCTAssertTrue(words.contains { result.error.lowercased().contains($0) }, "\(words) in: \(result.error)", file: file, line: line)
    }

    func testACorruptFileIsRefusedAndLeftAsItWas() throws {
        let path = directory.appendingPathComponent("corrupt.sqlite").path
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        assertOneSentence(try nearby(["list", "--db", path]), mentions: ["not a database", "corrupt"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), garbage)
    }

    func testANewerSchemaIsRefusedUntouched() throws {
        let path = directory.appendingPathComponent("newer.sqlite").path
        XCTAssertEqual(try nearby(["list", "--db", path]).status, 0)
        let bump = try Spawn.run(["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA wal_checkpoint(TRUNCATE)'); c.execute('PRAGMA journal_mode=DELETE'); c.execute('PRAGMA user_version=99'); c.commit()", path])
        XCTAssertEqual(bump.status, 0, bump.error)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        assertOneSentence(try nearby(["list", "--db", path]), mentions: ["newer version"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func testAReadOnlyDirectoryIsAClearError() throws {
        let readOnly = try mountTmpfs("ro", options: "ro,size=64k")
        assertOneSentence(try nearby(["list", "--db", readOnly + "/venues.sqlite"]), mentions: ["read-only", "cannot open"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: readOnly + "/venues.sqlite"))
    }

    func testAFullDiskIsAClearErrorAndLosesNothing() throws {
        // A filesystem too small for the bundled dataset: the first load fails as a whole.
        let small = try mountTmpfs("small", options: "size=24k")
        let path = small + "/venues.sqlite"
        assertOneSentence(try nearby(["list", "--db", path]), mentions: ["full", "disk"])
        // A file-size limit does the same (SIGXFSZ is ignored, so SQLite sees EFBIG).
        let limited = directory.appendingPathComponent("limited.sqlite").path
        assertOneSentence(try nearby(["list", "--db", limited], limits: "ulimit -f 16;"), mentions: ["full", "disk", "large"])
        // Whatever was written is a consistent database with no partial dataset.
        for original in [path, limited] where FileManager.default.fileExists(atPath: original) {
            // Checked on a copy: the full filesystem has no room for the checker's own -shm file.
            let file = directory.appendingPathComponent("check-\(UUID().uuidString.prefix(6)).sqlite").path
            try FileManager.default.copyItem(atPath: original, toPath: file)
            if FileManager.default.fileExists(atPath: original + "-wal") {
                try FileManager.default.copyItem(atPath: original + "-wal", toPath: file + "-wal")
            }
            let check = try Spawn.run(["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(c.execute('PRAGMA integrity_check').fetchone()[0]); print(c.execute(\"SELECT count(*) FROM sqlite_master WHERE name='venue'\").fetchone()[0] and c.execute('SELECT count(*) FROM venue').fetchone()[0])", file])
            XCTAssertTrue(check.output.hasPrefix("ok\n"), check.output + check.error)
            XCTAssertTrue(check.output.hasSuffix("\n0\n"), "no half-loaded dataset: \(check.output)")
        }
    }

    func testADatabaseLockedByAnotherProgramIsAClearError() throws {
        let path = directory.appendingPathComponent("locked.sqlite").path
        XCTAssertEqual(try nearby(["list", "--db", path]).status, 0)
        // Another program holds the write lock until the test lets it go.
        let lock = try DatabaseLockHolder(database: path, directory: directory)
        let result = try nearby(["list", "--db", path, "--fetch"])
        assertOneSentence(result, mentions: ["locked", "busy"])
        // Readers are not blocked by a writer (WAL): listing without a fetch still works.
        XCTAssertEqual(try nearby(["list", "--db", path]).status, 0)
        try lock.release()
    }
}
