import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// The details columns (schema step 5) in a real file: written on upsert, returned with the
/// list's rows, kept in the R*Tree of venues with hours by triggers, and added to an older
/// store without touching the user's imported rows.
final class VenueDetailsStoreTests: StoreFileTestCase {
    let helsinki = Coordinate(latitude: 60.1690, longitude: 24.9435)
    let region = Region(center: Coordinate(latitude: 60.1690, longitude: 24.9435), latitudinalMeters: 2000, longitudinalMeters: 2000)
    let full = VenueDetails(openingHours: "Mo-Fr 08:00-18:00; PH off", phone: "+358 9 1234", website: "https://cafe.example/",
                            cuisine: "coffee_shop", internetAccess: "wlan", outdoorSeating: "yes", wheelchair: "limited")

    func venue(_ id: String, _ name: String, north: Double = 0, details: VenueDetails = VenueDetails()) -> Venue {
        Venue(provider: "osm", id: id, name: name, address: "",
              coordinate: Geodesic.destination(from: helsinki, azimuth: 0, distance: north), details: details)
    }

    func hoursIndexIDs() throws -> [Int] {
        let statement = try store.database.prepare("SELECT vid FROM venue_hours ORDER BY vid")
        var ids: [Int] = []
        while try statement.step() { ids.append(statement.int(at: 0)) }
        return ids
    }

    func testEveryDetailIsWrittenAndReturnedWithTheRows() throws {
        try store.upsert([venue("a", "Full", north: 10, details: full), venue("b", "Bare", north: 20)])
        let rows = try store.venues(in: region, nearestTo: helsinki)
        XCTAssertEqual(rows.map(\.venue.details), [full, VenueDetails()])
        XCTAssertEqual(try store.details(of: VenueKey(provider: "osm", id: "a")), full)
        XCTAssertEqual(try store.details(of: VenueKey(provider: "osm", id: "b")), VenueDetails())
        XCTAssertNil(try store.details(of: VenueKey(provider: "osm", id: "zzz")))
        // The name filter's path returns them too.
        XCTAssertEqual(try store.venues(in: region, nearestTo: helsinki, matching: "ful").map(\.venue.details), [full])
        XCTAssertEqual(try hoursIndexIDs().count, 1, "only the venue with hours is in venue_hours")
    }

    func testAProviderFetchUpdatesChangedDetailsAndKeepsUnchangedRows() throws {
        try store.upsert([venue("a", "Cafe", details: full)])
        XCTAssertEqual(try store.upsert([venue("a", "Cafe", details: full)]).kept, 1, "nothing changed: not rewritten")
        var changed = full
        changed.openingHours = "24/7"
        changed.phone = nil
        XCTAssertEqual(try store.upsert([venue("a", "Cafe", details: changed)]).updated, 1, "only the details changed")
        XCTAssertEqual(try store.details(of: VenueKey(provider: "osm", id: "a")), changed)
        // Hours removed: the venue leaves the hours index; hours back: it returns; deleted: gone.
        XCTAssertEqual(try store.upsert([venue("a", "Cafe")]).updated, 1)
        XCTAssertEqual(try hoursIndexIDs(), [])
        try store.upsert([venue("a", "Cafe", north: 300, details: changed)])
        let moved = try store.database.prepare(
            "SELECT r.min_lat, h.value FROM venue_hours AS r JOIN hours_value AS h ON h.id = r.min_value")
        XCTAssertTrue(try moved.step())
        XCTAssertEqual(moved.double(at: 0), Geodesic.destination(from: helsinki, azimuth: 0, distance: 300).latitude, accuracy: 1e-4)
        XCTAssertEqual(moved.text(at: 1), "24/7")
        moved.reset()
        try store.database.execute("DELETE FROM venue")
        XCTAssertEqual(try hoursIndexIDs(), [])
    }

    func testAFetchNeverOverwritesTheDetailsOfAnImportedRow() throws {
        let run = try store.beginImportRun()
        try store.upsert([venue("a", "Mine", details: full)], origin: .user(run: run))
        XCTAssertEqual(try store.upsert([venue("a", "Mine", details: VenueDetails(openingHours: "off"))]).kept, 1)
        XCTAssertEqual(try store.details(of: VenueKey(provider: "osm", id: "a")), full)
    }

    func testANewerDatasetFillsDetailsOnlyWhereARowHasNone() throws {
        XCTAssertEqual(try store.loadDataset(named: "cafes", version: "1") { [venue("a", "Old"), venue("b", "Other")] }, 2)
        let run = try store.beginImportRun()
        try store.upsert([venue("b", "Other", details: VenueDetails(website: "https://mine.example/"))], origin: .user(run: run))
        let hours = VenueDetails(openingHours: "Mo-Su 09:00-17:00")
        XCTAssertEqual(try store.loadDataset(named: "cafes", version: "2") {
            [venue("a", "Renamed", details: hours), venue("b", "Other", details: hours)]
        }, 0, "no venue added")
        XCTAssertEqual(try store.details(of: VenueKey(provider: "osm", id: "a")), hours)
        XCTAssertEqual(try store.details(of: VenueKey(provider: "osm", id: "b")), VenueDetails(website: "https://mine.example/"),
                       "the user's row is left as it is")
        XCTAssertEqual(try store.venues(in: region, nearestTo: helsinki).map(\.venue.name).sorted(), ["Old", "Other"],
                       "a dataset changes no name")
    }

    func testAVersionThreeStoreGainsTheColumnsAndKeepsTheUsersImportedRows() throws {
        let path = directory.file("old.sqlite")
        do {
            let old = try Database(path: path)
            for step in Schema.migrations.prefix(3) { try old.execute(step) }
            try old.execute("""
                INSERT INTO venue (vid, provider, id, name, address, lat, lon, updated_at, imported, name_folded) VALUES
                    (1, 'import', 'mine-1', 'My Café', 'Kotikatu 1', 60.169, 24.9435, 100, 1, 'my cafe'),
                    (2, 'osm', 'node/1', 'Bundled', '', 60.1695, 24.944, 0, 0, 'bundled');
                INSERT INTO venue_index VALUES (1, 60.169, 60.169, 24.9435, 24.9435), (2, 60.1695, 60.1695, 24.944, 24.944);
                INSERT INTO meta VALUES ('last_import_run', '1');
                PRAGMA application_id = \(Schema.applicationID);
                PRAGMA user_version = 3;
                """)
        }
        let migrated = try VenueStore(path: path)
        XCTAssertEqual(try migrated.database.pragmaInteger("user_version"), Schema.latestVersion)
        XCTAssertGreaterThanOrEqual(Schema.latestVersion, 6)
        let statement = try migrated.database.prepare(
            "SELECT vid, provider, id, name, address, lat, lon, updated_at, imported, opening_hours FROM venue ORDER BY vid")
        var rows: [String] = []
        while try statement.step() {
            rows.append((0..<10).map { statement.isNull(at: $0) ? "NULL" : statement.text(at: $0) }.joined(separator: "|"))
        }
        XCTAssertEqual(rows, ["1|import|mine-1|My Café|Kotikatu 1|60.169|24.9435|100|1|NULL",
                              "2|osm|node/1|Bundled||60.1695|24.944|0|0|NULL"])
        XCTAssertEqual(try migrated.meta("last_import_run"), "1")
        XCTAssertEqual(try migrated.venues(in: region, nearestTo: helsinki).map(\.venue.id), ["mine-1", "node/1"])
        // The next import run numbers on from the old one; its hours reach the new index.
        let run = try migrated.beginImportRun()
        XCTAssertEqual(run, 2)
        try migrated.upsert([Venue(provider: "import", id: "mine-1", name: "My Café", address: "Kotikatu 1",
                                   coordinate: Coordinate(latitude: 60.169, longitude: 24.9435),
                                   details: VenueDetails(openingHours: "Mo-Fr 10:00-16:00"))], origin: .user(run: run))
        let open = try migrated.nearest(in: region, to: helsinki, scope: .withOpeningHours) { _ in true }
        XCTAssertEqual(open.rows.map(\.venue.id), ["mine-1"])
    }
}
