import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// The hours R*Tree (schema step 5) after bulk imports, which write it again in place order at
/// their repack: it holds exactly the venues with opening hours, where they are now, each with
/// its value, whatever the imports repeated, moved or dropped and whatever was deleted between.
final class HoursTreeImportTests: StoreFileTestCase {
    static let values = ["Mo-Fr 08:00-18:00", "24/7", "Mo-Su 10:00-22:00; PH off", "Tu-Su 12:00-20:00; Mo off"]

    /// Imports `rows` (id, lat, lon, hours or nil) as a CSV, in batches small enough to be packed
    /// and repacked.
    func importRows(_ rows: [(id: String, lat: Double, lon: Double, hours: String?)], file: String) throws {
        var csv = "id,name,lat,lon,opening_hours\n"
        for row in rows { csv += "\(row.id),Café \(row.id),\(row.lat),\(row.lon),\(row.hours ?? "")\n" }
        let path = try directory.write(file, csv)
        let (_, decoder) = try ImportFormatRegistry.standard.open(path: path, format: "csv")
        XCTAssertTrue(VenueImporter(store: store, batchSize: 700, packing: IndexPacking(minimumRows: 100)).run(decoder).succeeded)
    }

    func number(_ sql: String) throws -> Int {
        let statement = try store.database.prepare(sql)
        XCTAssertTrue(try statement.step())
        return statement.int(at: 0)
    }

    func assertTreeHoldsTheVenuesWithHours(_ when: String, line: UInt = #line) throws {
        let withHours = try number("SELECT count(*) FROM venue WHERE opening_hours IS NOT NULL")
        XCTAssertGreaterThan(withHours, 0, when, line: line)
        XCTAssertEqual(try number("SELECT count(*) FROM venue_hours"), withHours, "\(when): one entry per venue with hours", line: line)
        XCTAssertEqual(try number("""
            SELECT count(*) FROM venue AS v JOIN venue_hours AS r ON r.vid = v.vid JOIN hours_value AS h ON h.id = r.min_value
            WHERE r.max_value = r.min_value AND h.value = v.opening_hours
              AND abs(r.min_lat - v.lat) < 1e-4 AND abs(r.max_lat - v.lat) < 1e-4
              AND abs(r.min_lon - v.lon) < 1e-4 AND abs(r.max_lon - v.lon) < 1e-4
            """), withHours, "\(when): each entry where its venue is, with its value", line: line)
    }

    func testTheTreeHoldsExactlyTheVenuesWithHoursAfterImportsWithRepeatsMovesAndDeletes() throws {
        var random = SplitMix64(seed: 33)
        func place() -> (lat: Double, lon: Double) {
            (60.1 + Double(random.next() % 20_000) / 100_000, 24.8 + Double(random.next() % 40_000) / 100_000)
        }
        // 3,000 venues, every third with hours, in five batches: packed, then repacked.
        var first: [(id: String, lat: Double, lon: Double, hours: String?)] = []
        for i in 0..<3000 {
            let p = place()
            first.append(("v\(i)", p.lat, p.lon, i % 3 == 0 ? Self.values[i % Self.values.count] : nil))
        }
        try importRows(first, file: "first.csv")
        try assertTreeHoldsTheVenuesWithHours("after the first import")
        XCTAssertEqual(try number("SELECT count(*) FROM venue_hours"), 1000)

        try store.database.execute("DELETE FROM venue WHERE id IN ('v0', 'v3', 'v4') OR vid % 97 = 0")
        try assertTreeHoldsTheVenuesWithHours("after deletes")

        // Again: stored venues moved, losing or gaining hours, ids repeated within a batch and
        // across batches (the last wins), and 1,500 new venues.
        var second: [(id: String, lat: Double, lon: Double, hours: String?)] = []
        for i in stride(from: 0, to: 3000, by: 5) {
            let p = place()
            second.append(("v\(i)", p.lat, p.lon, i % 2 == 0 ? nil : Self.values[(i / 5) % Self.values.count]))
        }
        for i in 0..<1500 {
            let p = place()
            second.append(("n\(i)", p.lat, p.lon, i % 4 == 0 ? Self.values[i % Self.values.count] : nil))
            if i % 50 == 0 { second.append(("n\(i)", p.lat + 0.01, p.lon, i % 100 == 0 ? nil : "24/7")) }
            if i % 300 == 0 { second.append(("v\(i * 2 + 1)", p.lat, p.lon - 0.01, "Mo-Fr 08:00-18:00")) }
        }
        try importRows(second, file: "second.csv")
        try assertTreeHoldsTheVenuesWithHours("after the second import")
        // The last of each id is what the store and the tree hold.
        let last = Dictionary(second.map { ($0.id, $0) }, uniquingKeysWith: { _, later in later })
        for id in ["n0", "n50", "n100", "n300", "v1", "v601", "v10", "v15"] {
            let row = try XCTUnwrap(last[id])
            let stored = try store.database.prepare("SELECT v.lat, v.opening_hours, r.vid IS NOT NULL FROM venue AS v "
                + "LEFT JOIN venue_hours AS r ON r.vid = v.vid WHERE v.provider = 'import' AND v.id = ?1")
            try stored.bind(text: id, at: 1)
            XCTAssertTrue(try stored.step(), id)
            XCTAssertEqual(stored.double(at: 0), row.lat, accuracy: 1e-9, id)
            XCTAssertEqual(stored.isNull(at: 1) ? nil : stored.text(at: 1), row.hours, id)
            XCTAssertEqual(stored.int(at: 2) == 1, row.hours != nil, "\(id) in the hours tree")
        }

        // The remade tree still follows every other write through its triggers.
        try store.database.execute("DELETE FROM venue WHERE vid % 11 = 0")
        try store.upsert([Venue(provider: "osm", id: "node/1", name: "Kahvila", address: "",
                                coordinate: Coordinate(latitude: 60.15, longitude: 24.9), details: VenueDetails(openingHours: "24/7"))])
        try importRows([("n1", 60.12, 24.85, "Mo-Su 10:00-22:00; PH off"), ("n2", 60.13, 24.86, nil)], file: "third.csv")
        try assertTreeHoldsTheVenuesWithHours("after deletes, a fetch and a small import")

        // And "open now" reads it: every venue with hours near a point, nearest first.
        let point = Coordinate(latitude: 60.2, longitude: 25.0)
        let region = Region(center: point, latitudinalMeters: 6000, longitudinalMeters: 6000)
        let found = try store.nearest(in: region, to: point, limit: 10_000, openingHours: { _, _ in true })
        let expected = try store.venues(in: region, nearestTo: point, limit: 100_000).filter { $0.venue.details.openingHours != nil }
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(Set(found.rows.map(\.venue.id)), Set(expected.map(\.venue.id)))
    }
}
