import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// `venue(id:)` (what `nearby route --to ID` names): the same id from several providers gives
/// the user's imported row first, then the most recently written, and the read goes through the
/// `(provider, id)` index a provider at a time instead of reading every venue.
final class VenueLookupTests: StoreFileTestCase {
    func venue(_ provider: String, _ id: String, _ name: String) -> Venue {
        Venue(provider: provider, id: id, name: name, address: "", coordinate: Coordinate(latitude: 60.17, longitude: 24.94))
    }

    func testTheImportedRowWinsThenTheNewestThenTheLastWritten() throws {
        try store.upsert([venue("osm", "node/7", "from osm")], now: 100)
        try store.upsert([venue("foursquare", "node/7", "from foursquare")], now: 200)
        try store.upsert([venue("", "node/7", "no provider name")], now: 150)
        XCTAssertEqual(try store.venue(id: "node/7")?.name, "from foursquare", "the newest write")
        try store.upsert([venue("overpass", "node/7", "same time, later row")], now: 200)
        XCTAssertEqual(try store.venue(id: "node/7")?.name, "same time, later row", "a tie goes to the row written last")
        try store.upsert([venue("import", "node/7", "the user's")], now: 50, origin: .user(run: 1))
        XCTAssertEqual(try store.venue(id: "node/7")?.name, "the user's", "an imported row before any newer fetch")
        XCTAssertEqual(try store.venue(id: "node/7")?.provider, "import")
        XCTAssertNil(try store.venue(id: "node/8"))
        XCTAssertNil(try store.venue(id: ""))
    }

    func testAnEmptyStoreHasNoVenue() throws {
        XCTAssertNil(try store.venue(id: "node/1"))
    }

    /// Both statements the lookup runs search the index; neither scans the table.
    func testTheLookupReadsTheIndexNotTheTable() throws {
        try store.upsert((0..<2000).map { venue("osm", "node/\($0)", "café \($0)") }, now: 1)
        for sql in [VenueStore.nextProviderSQL, VenueStore.venueByKeySQL] {
            let plan = try store.database.prepare("EXPLAIN QUERY PLAN " + sql)
            var details: [String] = []
            while try plan.step() { details.append(plan.text(at: 3)) }
            XCTAssertFalse(details.isEmpty)
            XCTAssertTrue(details.allSatisfy { $0.hasPrefix("SEARCH venue USING") }, "\(sql): \(details)")
        }
        XCTAssertEqual(try store.venue(id: "node/1999")?.name, "café 1999")
    }
}
