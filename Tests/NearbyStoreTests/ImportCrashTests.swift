#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbySQLite
@testable import NearbyStore

/// Kills the real `nearby import` with SIGKILL at random moments: the database must always be
/// intact and hold a whole number of committed batches.
final class ImportCrashTests: XCTestCase {
    func testSIGKILLDuringImportLeavesAnIntactDatabaseOfWholeBatches() throws {
        try ChildProcess.requireNearbyBinary()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let rows = 2 * VenueImporter.defaultBatchSize, batch = VenueImporter.defaultBatchSize
        var csv = "id,name,address,lat,lon\n"
        csv.reserveCapacity(rows * 48)
        for i in 0..<rows {
            csv += "v\(i),Cafe \(i),\"Street \(i % 97), City\",\(-60 + Double(i % 12_000) / 100),\(-170 + Double(i % 34_000) / 100)\n"
        }
        let file = try directory.write("venues.csv", csv)

        // One full run, to know how long an import takes here.
        let start = Date()
        let full = try ChildProcess.nearby(["import", file, "--db", directory.file("full.sqlite")], directory: directory.path)
        let duration = Date().timeIntervalSince(start)
        XCTAssertEqual(full.status, 0, full.stderr)
        XCTAssertEqual(try Self.check(directory.file("full.sqlite")), rows)

        // A fixed seed: the kill moments are the same on every run (scaled to this machine).
        var rng = SplitMix64(seed: 1_000_003)
        var counts: [Int] = []
        var database = ""
        for round in 0..<30 {
            // Every third round starts a new database; the others import again over a database
            // whose last import was killed (a hot WAL to recover first).
            if round % 3 == 0 { database = directory.file("crash-\(round).sqlite") }
            let child = try ChildProcess([ChildProcess.nearbyBinary, "import", file, "--db", database])
            usleep(UInt32(Double.random(in: 0...(duration * 1.1), using: &rng) * 1_000_000))
            child.kill(SIGKILL)
            let outcome = child.wait()
            XCTAssertTrue(outcome.status == 0 || outcome.status == 128 + SIGKILL, "status \(outcome.status): \(outcome.stderr)")
            let count = try Self.check(database)
            XCTAssertEqual(count % batch, 0, "round \(round): \(count) rows is not a whole number of \(batch)-row batches")
            counts.append(count)
        }
        XCTAssertTrue(counts.contains { $0 > 0 && $0 < rows }, "no kill landed mid-import: \(counts)")
    }

    /// `PRAGMA integrity_check` is ok, the spatial index holds exactly the venues; returns the
    /// number of venues (0 when the import was killed before it created the schema).
    static func check(_ path: String) throws -> Int {
        let db = try Database(path: path)
        let integrity = try db.prepare("PRAGMA integrity_check")
        XCTAssertTrue(try integrity.step())
        XCTAssertEqual(integrity.text(at: 0), "ok", path)
        let hasTable = try db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'venue'")
        try hasTable.step()
        guard hasTable.int(at: 0) == 1 else { return 0 }
        let counts = try db.prepare("SELECT (SELECT count(*) FROM venue), (SELECT count(*) FROM venue_index)")
        try counts.step()
        XCTAssertEqual(counts.int(at: 0), counts.int(at: 1), "the spatial index is out of step with the venues")
        let rtree = try db.prepare("SELECT rtreecheck('venue_index')")
        try rtree.step()
        XCTAssertEqual(rtree.text(at: 0), "ok")
        return counts.int(at: 0)
    }
}
