import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// Schema step 2: folded names for the SQL name filter, and per-cell counts for the map's clusters.
final class FoldedNameAndClusterTests: XCTestCase {
    let helsinki = Coordinate(latitude: 60.1690, longitude: 24.9435)

    func venue(_ id: String, _ name: String, _ lat: Double, _ lon: Double) -> Venue {
        Venue(provider: "osm", id: id, name: name, address: "", coordinate: Coordinate(latitude: lat, longitude: lon))
    }

    func testTheNameFilterFoldsAccentsAndCase() throws {
        let store = try VenueStore(path: ":memory:")
        try store.upsert([venue("1", "Café Aalto", 60.1690, 24.9435), venue("2", "Robert's Coffee", 60.1691, 24.9436),
                          venue("3", "CAFE EKBERG", 60.1692, 24.9437), venue("4", "咖啡馆", 60.1693, 24.9438)])
        let region = Region(center: helsinki, latitudinalMeters: 2000, longitudinalMeters: 2000)
        func ids(_ filter: String) throws -> [String] {
            let fromRegion = try store.nearest(in: region, to: helsinki, matching: filter, rareMatches: 0, rowBudget: .max)
                .rows.map(\.venue.id).sorted()
            let fromIndex = try store.nearest(in: region, to: helsinki, matching: filter, rareMatches: .max).rows.map(\.venue.id)
            XCTAssertEqual(fromIndex.sorted(), fromRegion, "the trigram index agrees for \(filter)")
            return fromRegion
        }
        XCTAssertEqual(try ids("cafe"), ["1", "3"])
        XCTAssertEqual(try ids("CAFÉ"), ["1", "3"])
        XCTAssertEqual(try ids("aalto"), ["1"])
        XCTAssertEqual(try ids("咖啡"), ["4"])
        XCTAssertEqual(try ids("coffee"), ["2"])
        // A renamed venue is found under its new name only.
        try store.upsert([venue("2", "Kahvila Ümpärä", 60.1691, 24.9436)])
        XCTAssertEqual(try ids("coffee"), [])
        XCTAssertEqual(try ids("umpara"), ["2"])
        XCTAssertEqual(try ids("a\"b"), [], "a quote in the filter is text, not FTS syntax")
        XCTAssertEqual(try ids("ila ump"), ["2"])
    }

    /// A database written before step 2 gains the folded names and the cell counts on open.
    func testAVersionOneDatabaseIsMigratedAndItsNamesFolded() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("old.sqlite")
        do {
            let old = try Database(path: path)
            try old.execute(Schema.migrations[0])
            try old.execute("""
                INSERT INTO venue (vid, provider, id, name, lat, lon, updated_at) VALUES
                    (1, 'osm', 'a', 'Café Aalto', 60.169, 24.9435, 0), (2, 'osm', 'b', 'Tea House', -33.9, 151.2, 0);
                INSERT INTO venue_index VALUES (1, 60.169, 60.169, 24.9435, 24.9435), (2, -33.9, -33.9, 151.2, 151.2);
                PRAGMA user_version = 1;
                """)
        }
        let store = try VenueStore(path: path)
        XCTAssertEqual(try store.database.pragmaInteger("user_version"), Schema.latestVersion)
        let world = Region(center: Coordinate(latitude: 0, longitude: 0), latitudeDelta: 180, longitudeDelta: 360)
        XCTAssertEqual(try store.venues(in: world, nearestTo: helsinki, matching: "cafe").map(\.venue.id), ["a"])
        XCTAssertEqual(try store.clusters(in: world).map(\.count).reduce(0, +), 2)
    }

    /// The triggers keep the per-cell counts equal to a recount, through inserts, moves and renames.
    func testCellCountsFollowInsertsAndMoves() throws {
        let store = try VenueStore(path: ":memory:")
        var rng = SplitMix64(seed: 12)
        var venues = (0..<3000).map { i in
            venue("v\(i)", "V\(i)", rng.latitude(), rng.uniform(-180, 180))
        }
        try store.upsert(venues)
        for i in stride(from: 0, to: venues.count, by: 3) {
            venues[i].coordinate = Coordinate(latitude: rng.latitude(), longitude: rng.uniform(-180, 180))
            venues[i].name += " moved"
        }
        try store.upsert(venues)
        let recount = try store.database.prepare("""
            SELECT count(*) FROM (
                SELECT l.level, CAST((v.lat + 90) * l.scale AS INTEGER) AS row, CAST((v.lon + 180) * l.scale AS INTEGER) AS col,
                       count(*) AS n FROM venue AS v, venue_cell_level AS l GROUP BY 1, 2, 3
            ) AS brute FULL JOIN venue_cell AS c USING (level, row, col)
            WHERE brute.n IS NOT c.count
            """)
        XCTAssertTrue(try recount.step())
        XCTAssertEqual(recount.int(at: 0), 0, "cells whose count differs from a recount")

        // The world's clusters count every venue once; a region's only the venues inside it.
        let world = Region(center: Coordinate(latitude: 0, longitude: 0), latitudeDelta: 180, longitudeDelta: 360)
        XCTAssertEqual(try store.clusters(in: world).map(\.count).reduce(0, +), venues.count)
        let region = Region(center: Coordinate(latitude: 10, longitude: 179), latitudeDelta: 40, longitudeDelta: 60)
        let clusters = try store.clusters(in: region)
        XCTAssertTrue(clusters.allSatisfy { region.contains($0.coordinate) })
        let inside = venues.filter { region.contains($0.coordinate) }.count
        let counted = clusters.map(\.count).reduce(0, +)
        // Cells on the edge count by their mean position: close to, not exactly, the venues inside.
        XCTAssertEqual(Double(counted), Double(inside), accuracy: Double(inside) * 0.2 + 3)
        XCTAssertGreaterThan(inside, 50)
    }
}
