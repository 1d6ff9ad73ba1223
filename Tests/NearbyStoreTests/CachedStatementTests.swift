import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// The statements a search keeps compiled (``Database/cached(_:)``): the same one each time, reset
/// with its bindings cleared, and no search leaves one holding its read snapshot.
final class CachedStatementTests: StoreFileTestCase {
    func testACachedStatementIsTheSameOneResetWithItsBindingsCleared() throws {
        let database = try Database(path: directory.file("plain.sqlite"))
        try database.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2), (3)")
        let sql = "SELECT x FROM t WHERE x > ?1 ORDER BY x"
        let first = try database.cached(sql)
        try first.bind(integer: 1, at: 1)
        XCTAssertTrue(try first.step())
        XCTAssertEqual(first.int(at: 0), 2)
        // Left unfinished: the next user gets it from the start, with nothing bound (x > NULL).
        let again = try database.cached(sql)
        XCTAssertTrue(first === again)
        XCTAssertFalse(try again.step())
        again.reset()
        try again.bind(integer: 0, at: 1)
        var seen: [Int] = []
        while try again.step() { seen.append(again.int(at: 0)) }
        XCTAssertEqual(seen, [1, 2, 3])
        XCTAssertFalse(try database.cached("SELECT 1") === again)
    }

    /// Every way of reading a reload (without a filter, a common word from the region, a word
    /// read from the trigram index, one in one pass, one no venue has, a predicate, the hours
    /// R*Tree), then a write from another connection: a checkpoint that must wait for every
    /// reader to leave its snapshot truncates the log at once.
    func testNoSearchLeavesAStatementHoldingItsSnapshot() throws {
        var venues: [Venue] = []
        for i in 0..<3000 {
            let lat = 60.17 + Double(i % 60) / 600, lon = 24.94 + Double(i / 60) / 600
            venues.append(Venue(provider: "p", id: "\(i)", name: "Cafe \(i)", address: "",
                                coordinate: Coordinate(latitude: lat, longitude: lon),
                                details: i % 3 == 0 ? VenueDetails(openingHours: "24/7") : VenueDetails()))
        }
        try store.upsert(venues)
        let point = Coordinate(latitude: 60.2, longitude: 25.0)
        for span in [500.0, 40_000_000] {
            let region = Region(center: point, latitudinalMeters: span, longitudinalMeters: span)
            for filter in [nil, "cafe", "cafe 12", "cafe 1234", "zzz"] {
                _ = try store.nearest(in: region, to: point, matching: filter, limit: 50)
            }
            _ = try store.nearest(in: region, to: point, matching: "cafe 1", limit: 50, rareMatches: 10, rowBudget: 20)
            _ = try store.nearest(in: region, to: point, limit: 20, scope: .all) { $0.venue.name.hasSuffix("7") }
            _ = try store.nearest(in: region, to: point, limit: 20) { value, _ in value == "24/7" }
        }
        let other = try Database(path: directory.file("venues.sqlite"), busyTimeout: 50)
        try other.execute("INSERT INTO meta (key, value) VALUES ('probe', '1')")
        let checkpoint = try other.prepare("PRAGMA wal_checkpoint(TRUNCATE)")
        XCTAssertTrue(try checkpoint.step())
        XCTAssertEqual(checkpoint.int(at: 0), 0, "a reader still holds an old snapshot")
        XCTAssertEqual(checkpoint.int(at: 1), 0)
    }
}
