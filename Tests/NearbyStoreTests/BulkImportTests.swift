import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// An import writes a batch's folded names and cell counts set-based (schema step 4): what it
/// leaves is what the triggers would have left, row by row, and every other write still runs
/// the triggers.
final class BulkImportTests: XCTestCase {
    func venue(_ id: String, _ name: String, _ lat: Double, _ lon: Double) -> Venue {
        Venue(provider: "osm", id: id, name: name, address: "", coordinate: Coordinate(latitude: lat, longitude: lon))
    }

    /// The cells as the store holds them, and as a GROUP BY over the venues says they must be.
    func cells(_ database: Database) throws -> (held: [String], expected: [String]) {
        func rows(_ sql: String) throws -> [String] {
            let query = try database.prepare(sql)
            var rows: [String] = []
            while try query.step() { rows.append("\(query.int(at: 0))/\(query.int(at: 1))/\(query.int(at: 2)):\(query.int(at: 3))") }
            return rows
        }
        return (try rows("SELECT level, row, col, count FROM venue_cell ORDER BY 1, 2, 3"),
                try rows("""
                    SELECT l.level, CAST((v.lat + 90) * l.scale AS INTEGER), CAST((v.lon + 180) * l.scale AS INTEGER), count(*)
                    FROM venue AS v, venue_cell_level AS l GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
                    """))
    }

    func testAnImportLeavesWhatTheTriggersWouldHaveLeft() throws {
        let store = try VenueStore(path: ":memory:")
        // Rows stored before the import (by a provider: the triggers), one of them imported again.
        try store.upsert([venue("p1", "Old Café", 60.17, 24.94), venue("p2", "Tea Room", -33.9, 151.2)])
        var generator = SplitMix64(seed: 7)
        var items: [ImportItem] = []
        for index in 0..<500 {
            let lat = Double(generator.next() % 17_000) / 100 - 85, lon = Double(generator.next() % 36_000) / 100 - 180
            items.append(.venue(Venue(provider: "import", id: "v\(index % 450)", name: "Kahvila \(index)", address: "",
                                      coordinate: Coordinate(latitude: lat, longitude: lon))))
        }
        let summary = VenueImporter(store: store, batchSize: 64).run(BufferedVenueDecoder(items: items))
        XCTAssertNil(summary.failure)
        XCTAssertEqual(summary.inserted, 450)
        let (held, expected) = try cells(store.database)
        XCTAssertEqual(held, expected, "the cell counts match the venues, repeats moved within and across batches")
        // FTS5 checks an external-content index against its table.
        try store.database.execute("INSERT INTO venue_name (venue_name, rank) VALUES ('integrity-check', 1)")
        let world = Region(center: Coordinate(latitude: 0, longitude: 0), latitudeDelta: 180, longitudeDelta: 360)
        let found = try store.nearest(in: world, to: Coordinate(latitude: 0, longitude: 0), matching: "kahvila 49",
                                      rareMatches: .max).rows.map(\.venue.name).sorted()
        // v0…v49 were written twice: the second name (index 450…499) is the one kept, so
        // "Kahvila 49" itself is gone.
        XCTAssertEqual(found, (490...499).map { "Kahvila \($0)" })
        let marker = try store.database.prepare("SELECT count(*) FROM venue_bulk")
        XCTAssertTrue(try marker.step())
        XCTAssertEqual(marker.int(at: 0), 0, "the marker is never left behind")
    }

    func testWritesOutsideAnImportStillRunTheTriggers() throws {
        let store = try VenueStore(path: ":memory:")
        try store.upsert([venue("a", "Café Aalto", 60.17, 24.94)])
        try store.upsert([venue("a", "Café Aalto", 10, 20), venue("b", "Bar", 11, 21)])
        let (held, expected) = try cells(store.database)
        XCTAssertEqual(held, expected)
        try store.database.execute("INSERT INTO venue_name (venue_name, rank) VALUES ('integrity-check', 1)")
    }
}
