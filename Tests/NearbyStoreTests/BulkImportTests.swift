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

    /// Everything a search or a cluster reads, as text: the cells (sums to 1e-7°, the rest
    /// exact), the R*Tree's entries, and which names a few filters find.
    func answers(_ store: VenueStore) throws -> [String] {
        var lines: [String] = []
        let cells = try store.database.prepare("SELECT level, row, col, count, lat_sum, lon_sum FROM venue_cell ORDER BY 1, 2, 3")
        while try cells.step() {
            let sums = [cells.double(at: 4), cells.double(at: 5)].map { String(Int(($0 * 1e7).rounded())) }
            lines.append("cell \(cells.int(at: 0))/\(cells.int(at: 1))/\(cells.int(at: 2)) \(cells.int(at: 3)) " + sums.joined(separator: " "))
        }
        let index = try store.database.prepare("SELECT vid, min_lat, max_lat, min_lon, max_lon FROM venue_index ORDER BY vid")
        while try index.step() { lines.append("index \(index.int(at: 0)) " + (Int32(1)...4).map { "\(index.double(at: $0))" }.joined(separator: " ")) }
        let world = Region(center: Coordinate(latitude: 0, longitude: 0), latitudeDelta: 180, longitudeDelta: 360)
        for filter in ["kahvila 4", "bar", "ahv", "tea room", "1"] {
            let found = try store.nearest(in: world, to: Coordinate(latitude: 0, longitude: 0), matching: filter, limit: 5000,
                                          rareMatches: .max).rows.map { "\($0.venue.id)=\($0.venue.name)" }.sorted()
            lines.append("\(filter): " + found.joined(separator: ","))
        }
        XCTAssertEqual(try store.database.prepare("SELECT rtreecheck('venue_index')").step(), true)
        try store.database.execute("INSERT INTO venue_name (venue_name, rank) VALUES ('integrity-check', 1)")
        return lines
    }

    /// The bulk path (names and cells written once a batch, the cells summed in Swift) against
    /// the triggers' row-by-row path on the same rows: stored rows updated and moved, repeats
    /// within and across batches, names folded from accents.
    func testTheBulkPathAnswersWhatTheRowByRowPathDoes() throws {
        var generator = SplitMix64(seed: 23)
        var batches: [[Venue]] = []
        for batch in 0..<6 {
            batches.append((0..<300).map { index in
                let lat = Double(generator.next() % 17_000) / 100 - 85, lon = Double(generator.next() % 36_000) / 100 - 180
                let names = ["Kahvila", "KAHVILA", "Bär", "Tea Room", "Café"]
                let number = batch * 300 + index
                return Venue(provider: "import", id: "v\(generator.next() % 1200)", name: "\(names[number % 5]) \(number)",
                             address: "", coordinate: Coordinate(latitude: lat, longitude: lon))
            })
        }
        let bulk = try VenueStore(path: ":memory:"), rowByRow = try VenueStore(path: ":memory:")
        for store in [bulk, rowByRow] {
            try store.upsert([venue("p1", "Old Bar", 60.17, 24.94), venue("p2", "Tea Room", -33.9, 151.2)])
        }
        var items: [ImportItem] = batches.joined().map { .venue($0) }
        // A stored row imported: updated and moved.
        items.insert(.venue(Venue(provider: "osm", id: "p1", name: "Kahvila Uusi", address: "",
                                  coordinate: Coordinate(latitude: 10, longitude: 10))), at: 400)
        let summary = VenueImporter(store: bulk, batchSize: 300).run(BufferedVenueDecoder(items: items))
        XCTAssertNil(summary.failure)
        let run = try rowByRow.beginImportRun()
        for start in stride(from: 0, to: items.count, by: 300) {
            let venues = items[start..<min(items.count, start + 300)].compactMap { item -> Venue? in
                if case .venue(let venue) = item { return venue }
                return nil
            }
            try rowByRow.upsert(venues, origin: .user(run: run))
        }
        let expected = try answers(rowByRow), found = try answers(bulk)
        XCTAssertGreaterThan(expected.count, 1500)
        XCTAssertEqual(found.count, expected.count)
        for (have, want) in zip(found, expected) where have != want { XCTFail("bulk: \(have)\nrow by row: \(want)") }
    }
}
