import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// `VenueStore.replaceExtract`: an extract's record, graph and cafés in one transaction, in a
/// real SQLite file.
final class ExtractStoreTests: StoreFileTestCase {
    func cafe(_ id: Int, _ name: String = "Cafe", lat: Double = 60.169, lon: Double = 24.9435, hours: String? = nil) -> Venue {
        var details = VenueDetails()
        details[column: "opening_hours"] = hours
        return Venue(provider: "osm", id: "node/\(id)", name: name, address: "", coordinate: Coordinate(latitude: lat, longitude: lon),
                     details: details)
    }

    func contents(_ name: String, graph: [UInt8], nodes: Int = 10, _ venues: [Venue], at time: Int = 100,
                  bounds: ExtractBounds = ExtractBounds(south: 60.16, west: 24.93, north: 60.18, east: 24.96)) -> ExtractContents {
        ExtractContents(extract: StoredExtract(name: name, bounds: bounds, nodeCount: nodes, edgeCount: nodes * 2, importedAt: time,
                                               source: name + ".osm.pbf"),
                        graph: graph, venues: venues)
    }

    /// Every venue the store holds, as (id, name), by the R*Tree over the whole world, and the
    /// number of venues and index entries must agree.
    func stored() throws -> [String] {
        let counts = try store.database.prepare("SELECT (SELECT count(*) FROM venue), (SELECT count(*) FROM venue_index)")
        XCTAssertTrue(try counts.step())
        XCTAssertEqual(counts.int(at: 0), counts.int(at: 1), "the spatial index is out of step with the venues")
        let world = Region(center: Coordinate(latitude: 60.17, longitude: 24.94), latitudinalMeters: 400_000, longitudinalMeters: 400_000)
        return try store.venues(in: world, nearestTo: world.center).map { "\($0.venue.id) \($0.venue.name)" }.sorted()
    }

    func testAnExtractIsStoredWithItsGraphAndCafes() throws {
        let bytes: [UInt8] = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let written = try XCTUnwrap(try store.replaceExtract(contents("helsinki", graph: bytes, nodes: 7, [cafe(1, "Aalto"), cafe(2, "Ekberg")])))
        XCTAssertEqual(written.inserted, 2)
        XCTAssertEqual(written.removed, 0)
        let extracts = try store.extracts()
        XCTAssertEqual(extracts.map(\.name), ["helsinki"])
        XCTAssertEqual(extracts.first?.nodeCount, 7)
        XCTAssertEqual(extracts.first?.edgeCount, 14)
        XCTAssertEqual(extracts.first?.importedAt, 100)
        XCTAssertEqual(extracts.first?.source, "helsinki.osm.pbf")
        XCTAssertEqual(extracts.first?.bounds, ExtractBounds(south: 60.16, west: 24.93, north: 60.18, east: 24.96))
        XCTAssertEqual(try store.extractGraphBytes(named: "helsinki"), bytes)
        XCTAssertNil(try store.extractGraphBytes(named: "tallinn"))
        XCTAssertEqual(try store.extractVenueIDs(named: "helsinki"), ["node/1", "node/2"])
        XCTAssertEqual(try stored(), ["node/1 Aalto", "node/2 Ekberg"])
    }

    func testImportingAgainReplacesOnlyThatExtractsGraphAndCafes() throws {
        try store.replaceExtract(contents("helsinki", graph: [1, 2, 3], [cafe(1, "Aalto"), cafe(2, "Ekberg"), cafe(3, "Regatta")]))
        try store.replaceExtract(contents("tallinn", graph: [9, 9], [cafe(50, "Kohvik", lat: 59.43, lon: 24.75)]))
        // The new Helsinki: Ekberg renamed, Regatta gone, Fazer new.
        let written = try XCTUnwrap(try store.replaceExtract(
            contents("helsinki", graph: [4, 5], nodes: 3, [cafe(1, "Aalto"), cafe(2, "Ekberg 1852"), cafe(4, "Fazer")], at: 200)))
        XCTAssertEqual(written.inserted, 1)
        XCTAssertEqual(written.updated, 1)
        XCTAssertEqual(written.kept, 1)
        XCTAssertEqual(written.removed, 1)
        XCTAssertEqual(try store.extractGraphBytes(named: "helsinki"), [4, 5])
        XCTAssertEqual(try store.extractGraphBytes(named: "tallinn"), [9, 9], "the other extract's graph is untouched")
        XCTAssertEqual(try store.extracts().map(\.name), ["helsinki", "tallinn"])
        XCTAssertEqual(try store.extracts().first?.nodeCount, 3)
        XCTAssertEqual(try store.extracts().first?.importedAt, 200)
        XCTAssertEqual(try store.extractVenueIDs(named: "helsinki"), ["node/1", "node/2", "node/4"])
        XCTAssertEqual(try store.extractVenueIDs(named: "tallinn"), ["node/50"])
        XCTAssertEqual(try stored(), ["node/1 Aalto", "node/2 Ekberg 1852", "node/4 Fazer", "node/50 Kohvik"])
        // The cluster counts and the folded-name index followed the deleted row.
        let cells = try store.database.prepare("SELECT sum(count) FROM venue_cell WHERE level = 0")
        XCTAssertTrue(try cells.step())
        XCTAssertEqual(cells.int(at: 0), 4)
        try store.database.execute("INSERT INTO venue_name (venue_name) VALUES ('integrity-check')")
    }

    func testACafeTwoExtractsShareStaysWhileEitherHasIt() throws {
        try store.replaceExtract(contents("north", graph: [1], [cafe(1, "Border"), cafe(2, "North")]))
        try store.replaceExtract(contents("south", graph: [2], [cafe(1, "Border"), cafe(3, "South")]))
        XCTAssertEqual(try stored(), ["node/1 Border", "node/2 North", "node/3 South"])
        let written = try XCTUnwrap(try store.replaceExtract(contents("north", graph: [1], [cafe(2, "North")])))
        XCTAssertEqual(written.removed, 0, "the south extract still has it")
        XCTAssertEqual(try stored(), ["node/1 Border", "node/2 North", "node/3 South"])
        XCTAssertEqual(try store.extractVenueIDs(named: "north"), ["node/2"])
        try store.replaceExtract(contents("south", graph: [2], [cafe(3, "South")]))
        XCTAssertEqual(try stored(), ["node/2 North", "node/3 South"], "no extract has it any more")
    }

    func testTheUsersOwnRowsAreNeitherOverwrittenNorRemoved() throws {
        let run = try store.beginImportRun()
        try store.upsert([cafe(1, "My name for it")], now: 50, origin: .user(run: run))
        let first = try XCTUnwrap(try store.replaceExtract(contents("helsinki", graph: [1], [cafe(1, "OSM name"), cafe(2, "Other")])))
        XCTAssertEqual(first.inserted, 1)
        XCTAssertEqual(first.kept, 1)
        XCTAssertEqual(try stored(), ["node/1 My name for it", "node/2 Other"])
        let second = try XCTUnwrap(try store.replaceExtract(contents("helsinki", graph: [1], [cafe(2, "Other")])))
        XCTAssertEqual(second.removed, 0)
        XCTAssertEqual(try stored(), ["node/1 My name for it", "node/2 Other"])
    }

    func testAFetchedOrBundledCafeIsTheSameRowUpdated() throws {
        try store.upsert([cafe(1, "Aalto", hours: nil)], now: 10, origin: .provider)
        let written = try XCTUnwrap(try store.replaceExtract(contents("helsinki", graph: [1], [cafe(1, "Aalto", hours: "Mo-Fr 08:00-20:00")])))
        XCTAssertEqual(written.updated, 1)
        XCTAssertEqual(written.inserted, 0)
        XCTAssertEqual(try store.count(), 1)
        XCTAssertEqual(try store.details(of: VenueKey(provider: "osm", id: "node/1"))?[column: "opening_hours"], "Mo-Fr 08:00-20:00")
        // Nothing changed: kept, not rewritten.
        let again = try XCTUnwrap(try store.replaceExtract(contents("helsinki", graph: [1], [cafe(1, "Aalto", hours: "Mo-Fr 08:00-20:00")])))
        XCTAssertEqual(again.kept, 1)
        XCTAssertEqual(again.updated, 0)
    }

    func testAVersionAlreadyStoredWritesNothing() throws {
        XCTAssertNotNil(try store.replaceExtract(contents("helsinki", graph: [1], [cafe(1)]), version: "v1"))
        XCTAssertNil(try store.replaceExtract(contents("helsinki", graph: [2], [cafe(2)]), version: "v1"))
        XCTAssertEqual(try store.extractGraphBytes(named: "helsinki"), [1])
        XCTAssertEqual(try store.meta("extract:helsinki"), "v1")
        XCTAssertNotNil(try store.replaceExtract(contents("helsinki", graph: [3], [cafe(3)]), version: "v2"))
        XCTAssertEqual(try store.extractGraphBytes(named: "helsinki"), [3])
        XCTAssertEqual(try stored(), ["node/3 Cafe"])
    }

    func testAFailedWriteLeavesThePreviousExtractWhole() throws {
        try store.replaceExtract(contents("helsinki", graph: [1, 1], [cafe(1, "Aalto"), cafe(2, "Ekberg")]))
        // The graph's write fails after the cafés were upserted and the old ones removed.
        try store.database.execute("""
            CREATE TEMP TRIGGER refuse BEFORE INSERT ON extract_graph BEGIN SELECT RAISE(ABORT, 'no room for the graph'); END
            """)
        XCTAssertThrowsError(try store.replaceExtract(contents("helsinki", graph: [2, 2], nodes: 99, [cafe(3, "Fazer")]))) { error in
            XCTAssertTrue("\(error)".contains("no room for the graph"), "\(error)")
        }
        XCTAssertEqual(try store.extractGraphBytes(named: "helsinki"), [1, 1])
        XCTAssertEqual(try store.extracts().first?.nodeCount, 10)
        XCTAssertEqual(try store.extractVenueIDs(named: "helsinki"), ["node/1", "node/2"])
        XCTAssertEqual(try stored(), ["node/1 Aalto", "node/2 Ekberg"])
    }

    func testADeletedVenueLeavesNoLinkForAReusedVid() throws {
        try store.replaceExtract(contents("helsinki", graph: [1], [cafe(1), cafe(2)]))
        try store.database.execute("DELETE FROM venue WHERE id = 'node/2'; DELETE FROM venue_index WHERE vid NOT IN (SELECT vid FROM venue)")
        XCTAssertEqual(try store.extractVenueIDs(named: "helsinki"), ["node/1"])
        let links = try store.database.prepare("SELECT count(*) FROM extract_venue")
        XCTAssertTrue(try links.step())
        XCTAssertEqual(links.int(at: 0), 1)
    }
}
