import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyStore

final class VenueStoreTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    var path: String { directory.appendingPathComponent("venues.sqlite").path }

    func venue(_ id: String, _ name: String = "Cafe", lat: Double = 60.169, lon: Double = 24.9435) -> Venue {
        Venue(provider: "test", id: id, name: name, address: "Street 1", coordinate: Coordinate(latitude: lat, longitude: lon))
    }

    func testUpsertUpdatesInsteadOfDuplicating() throws {
        let store = try VenueStore(path: path)
        XCTAssertEqual(try store.upsert([venue("a", "Old name")]), .init(inserted: 1, updated: 0))
        XCTAssertEqual(try store.upsert([venue("a", "New name", lat: 60.17)]), .init(inserted: 0, updated: 1))
        XCTAssertEqual(try store.count(), 1)
        let region = Region(center: Coordinate(latitude: 60.17, longitude: 24.9435), latitudinalMeters: 100, longitudinalMeters: 100)
        let rows = try store.venues(in: region, nearestTo: region.center)
        XCTAssertEqual(rows.map(\.venue.name), ["New name"])
        // The spatial index moved with the row: the old position no longer finds it.
        let old = Region(center: Coordinate(latitude: 60.169, longitude: 24.9435), latitudinalMeters: 50, longitudinalMeters: 50)
        XCTAssertEqual(try store.venues(in: old, nearestTo: old.center).count, 0)
    }

    func testABatchThatFailsHalfWayLeavesNothingBehind() throws {
        let store = try VenueStore(path: path)
        try store.upsert([venue("kept")])
        var batch = (0..<10).map { venue("new\($0)") }
        batch.insert(venue("bad", lat: 123), at: 5)  // violates the latitude CHECK constraint
        XCTAssertThrowsError(try store.upsert(batch))
        XCTAssertEqual(try store.count(), 1)
        let reopened = try VenueStore(path: path)
        XCTAssertEqual(try reopened.count(), 1)
        XCTAssertEqual(try reopened.database.pragmaInteger("user_version"), Schema.latestVersion)
    }

    func testRegionQueryMatchesABruteForceScan() throws {
        let store = try VenueStore(path: path)
        var seeded = SplitMix64(seed: 42)
        let venues = (0..<3000).map { i in
            venue("\(i)", "V\(i)", lat: 60.15 + Double.random(in: 0..<0.04, using: &seeded),
                  lon: 24.90 + Double.random(in: 0..<0.08, using: &seeded))
        }
        try store.upsert(venues)
        for _ in 0..<100 {
            let center = Coordinate(latitude: 60.15 + Double.random(in: 0..<0.04, using: &seeded),
                                    longitude: 24.90 + Double.random(in: 0..<0.08, using: &seeded))
            let span = Double.random(in: 100...1500, using: &seeded)
            let region = Region(center: center, latitudinalMeters: span, longitudinalMeters: span)
            let fromIndex = try store.venues(in: region, nearestTo: center, limit: 10_000).map(\.venue.id)
            var candidates: [(id: String, distance: Double, name: String)] = []
            for v in venues where region.contains(v.coordinate) {
                candidates.append((v.id, Geodesic.distance(center, v.coordinate), v.name))
            }
            candidates.sort { a, b in
                if a.distance != b.distance { return a.distance < b.distance }
                if a.name != b.name { return a.name < b.name }
                return a.id < b.id
            }
            let brute = candidates.map(\.id)
            XCTAssertEqual(fromIndex, brute)
        }
    }

    func testANewerSchemaIsRefusedAndLeftUntouched() throws {
        do {
            let store = try VenueStore(path: path)
            try store.upsert([venue("a")])
            try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA user_version = 99")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try VenueStore(path: path)) { error in
            guard case StoreError.newerSchema(let found, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(found, 99)
            XCTAssertTrue("\(error)".contains("newer version"))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func testADatasetVersionIsLoadedOneTime() throws {
        let store = try VenueStore(path: path)
        var calls = 0
        XCTAssertEqual(try store.loadDataset(named: "test", version: "1") { calls += 1; return [venue("a"), venue("b")] }, 2)
        XCTAssertEqual(try store.loadDataset(named: "test", version: "1") { calls += 1; return [venue("c")] }, 0)
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(try store.count(), 2)
        XCTAssertEqual(try store.meta("dataset:test"), "1")
    }

    func testAReaderConnectionSeesAWritersCommit() throws {
        let writer = try VenueStore(path: path)
        let reader = try VenueStore(path: path)
        let region = Region(center: Coordinate(latitude: 60.169, longitude: 24.9435), latitudinalMeters: 100, longitudinalMeters: 100)
        XCTAssertEqual(try reader.venues(in: region, nearestTo: region.center).count, 0)
        try writer.upsert([venue("a"), venue("b", lat: 60.1691)])
        XCTAssertEqual(try reader.venues(in: region, nearestTo: region.center).map(\.venue.id), ["a", "b"])
    }

    func testSQLLookingNamesAreStoredVerbatim() throws {
        let store = try VenueStore(path: path)
        let name = "Robert'); DROP TABLE venue;--"
        try store.upsert([venue("x", name)])
        let region = Region(center: Coordinate(latitude: 60.169, longitude: 24.9435), latitudinalMeters: 100, longitudinalMeters: 100)
        XCTAssertEqual(try store.venues(in: region, nearestTo: region.center).first?.venue.name, name)
    }

    func testAnUnopenableDatabaseIsAClearError() {
        XCTAssertThrowsError(try VenueStore(path: directory.appendingPathComponent("missing/dir/db.sqlite").path)) { error in
            XCTAssertTrue("\(error)".contains("cannot open the database"), "\(error)")
        }
    }
}

