#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// Migrations, locking and permissions, on real files.
final class StoreRobustnessTests: FolderTestCase {
    func venue(_ id: String, lat: Double = 60.169, lon: Double = 24.9435) -> Venue {
        Venue(provider: "test", id: id, name: "Cafe \(id)", address: "", coordinate: Coordinate(latitude: lat, longitude: lon))
    }

    func tables(_ db: Database) throws -> [String] {
        let statement = try db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        var names: [String] = []
        while try statement.step() { names.append(statement.text(at: 0)) }
        return names
    }

    func testAnEmptyFileIsMigratedToTheLatestVersion() throws {
        let path = try directory.write("empty.sqlite", "")
        let store = try VenueStore(path: path)
        XCTAssertEqual(try store.database.pragmaInteger("user_version"), Schema.latestVersion)
        XCTAssertTrue(try tables(store.database).contains("venue"))
        try store.upsert([venue("a")])
        XCTAssertEqual(try store.count(), 1)
    }

    /// A database left at each earlier version (with data from that version) opens, reaches the
    /// latest version, and keeps its rows.
    func testEveryEarlierVersionMigratesAndKeepsItsRows() throws {
        for version in 0..<Schema.latestVersion {
            let path = directory.file("v\(version).sqlite")
            do {
                let db = try Database(path: path)
                for step in 0..<version { try db.execute(Schema.migrations[step]) }
                try db.execute("PRAGMA user_version = \(version)")
                if version >= 1 {
                    try db.execute("""
                        INSERT INTO venue (provider, id, name, lat, lon, updated_at) VALUES ('test', 'old', 'Old', 60.169, 24.9435, 0);
                        INSERT INTO venue_index VALUES (1, 60.169, 60.169, 24.9435, 24.9435);
                        """)
                }
            }
            let store = try VenueStore(path: path)
            XCTAssertEqual(try store.database.pragmaInteger("user_version"), Schema.latestVersion, "from v\(version)")
            XCTAssertEqual(try store.count(), version >= 1 ? 1 : 0, "from v\(version)")
            try store.upsert([venue("new")])
            let region = Region(center: Coordinate(latitude: 60.169, longitude: 24.9435), latitudinalMeters: 100, longitudinalMeters: 100)
            XCTAssertEqual(try store.venues(in: region, nearestTo: region.center).count, version >= 1 ? 2 : 1)
        }
    }

    func testTheLatestVersionReopensUnchanged() throws {
        let path = directory.file("v.sqlite")
        try VenueStore(path: path).upsert([venue("a")])
        let store = try VenueStore(path: path)
        XCTAssertEqual(try store.database.pragmaInteger("user_version"), Schema.latestVersion)
        XCTAssertEqual(try store.count(), 1)
    }

    func testTheDatabaseIsInWALModeWithABusyTimeout() throws {
        let store = try VenueStore(path: directory.file("wal.sqlite"), busyTimeout: 1234)
        let statement = try store.database.prepare("PRAGMA journal_mode")
        XCTAssertTrue(try statement.step())
        XCTAssertEqual(statement.text(at: 0), "wal")
        XCTAssertEqual(try store.database.pragmaInteger("busy_timeout"), 1234)
    }

    /// Another connection holds the write lock: reads still work (WAL), and a write waits for
    /// the busy timeout and then fails with a "locked" sentence — it does not hang.
    func testAHeldWriteLockGivesAClearLockedErrorNotAHang() throws {
        let path = directory.file("locked.sqlite")
        try VenueStore(path: path).upsert([venue("a")])
        let holder = try Database(path: path)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }

        let other = try VenueStore(path: path, busyTimeout: 200)
        XCTAssertEqual(try other.count(), 1)
        // The holder never lets go while this runs: an error at all means the wait ended.
        XCTAssertThrowsError(try other.upsert([venue("b")])) { error in
            guard case StoreError.sqlite(let cause) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(cause.isBusy, "\(cause)")
            XCTAssertTrue("\(error)".contains("locked by another program"), "\(error)")
        }
        try holder.execute("ROLLBACK")
        try other.upsert([venue("b")])
        XCTAssertEqual(try other.count(), 2)
    }

    /// Two `nearby import` processes on one new database at once: both create/migrate it, both
    /// write their batches (waiting on each other's locks), and every row arrives.
    func testTwoProcessesImportIntoOneDatabaseAtOnce() throws {
        try ChildProcess.requireNearbyBinary()
        let db = directory.file("shared.sqlite")
        var files: [String] = []
        for part in 0..<2 {
            var csv = "id,name,lat,lon\n"
            for i in 0..<12_000 { csv += "p\(part)-\(i),Cafe \(i),\(50 + Double(i % 1000) / 100),\(Double(i / 1000))\n" }
            files.append(try directory.write("part\(part).csv", csv))
        }
        let children = try files.map { try ChildProcess([ChildProcess.nearbyBinary, "import", $0, "--db", db]) }
        for child in children {
            let outcome = child.wait()
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
        }
        XCTAssertEqual(try VenueStore(path: db).count(), 24_000)
    }

    /// A database file nearby may not write, or whose folder it may not write (the -wal and
    /// -shm files live there), is refused with a sentence saying so. Run as an unprivileged
    /// user when the tests run as root (root may write anything).
    func testAReadOnlyFileOrFolderIsAClearError() throws {
        try ChildProcess.requireNearbyBinary()
        var prefix: [String] = []
        if geteuid() == 0 {
            guard access("/usr/bin/setpriv", X_OK) == 0 else { throw XCTSkip("running as root without setpriv") }
            prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        chmod(directory.path, 0o755)
        let csv = try directory.write("one.csv", "id,name,lat,lon\na,Cafe,60.1,24.9\n")
        chmod(csv, 0o644)
        let db = directory.file("ro.sqlite")
        try VenueStore(path: db).upsert([venue("a")])

        // The file is read-only.
        chmod(db, 0o444)
        if geteuid() != 0 { chmod(directory.path, 0o755) }
        var result = try ChildProcess.run(prefix + [ChildProcess.nearbyBinary, "import", csv, "--db", db], directory: directory.path)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("read-only"), result.stderr)

        // The file is writable but its folder is not.
        chmod(db, 0o666)
        if geteuid() != 0 { chmod(directory.path, 0o555) }
        defer { chmod(directory.path, 0o755) }
        result = try ChildProcess.run(prefix + [ChildProcess.nearbyBinary, "import", csv, "--db", db], directory: "/tmp")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("read-only") || result.stderr.contains("writable"), result.stderr)
        XCTAssertEqual(try VenueStore(path: db).count(), 1)
    }
}
