import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// A user's imported rows win over every provider and over the bundled dataset; the dataset is
/// loaded per version and only adds; repeated ids in one file are reported.
final class UserDataTests: StoreFileTestCase {
    let bundled = [
        Venue(provider: "osm", id: "node/1", name: "Joe & The Juice", address: "Aleksanterinkatu 52",
              coordinate: Coordinate(latitude: 60.168537, longitude: 24.94267)),
        Venue(provider: "osm", id: "node/2", name: "Café Aalto", address: "Pohjoisesplanadi 39",
              coordinate: Coordinate(latitude: 60.1681979, longitude: 24.9436721)),
    ]

    func importCSV(_ text: String, batchSize: Int = 5000, strict: Bool = false) throws -> ImportSummary {
        let path = try directory.write("import-\(UUID().uuidString.prefix(6)).csv", text)
        let (_, decoder) = try ImportFormatRegistry.standard.open(path: path, format: "csv")
        return VenueImporter(store: store, batchSize: batchSize, strict: strict, now: 1000).run(decoder)
    }

    /// (name, updated_at, imported) of a stored row.
    func row(_ id: String) throws -> (name: String, updatedAt: Int, imported: Int)? {
        let statement = try store.database.prepare("SELECT name, updated_at, imported FROM venue WHERE id = ?")
        try statement.bind([.text(id)])
        guard try statement.step() else { return nil }
        return (statement.text(at: 0), statement.int(at: 1), statement.int(at: 2))
    }

    func testAProviderFetchNeverOverwritesAnImportedRow() throws {
        try store.loadDataset(named: "cafes", version: "1") { bundled }
        let summary = try importCSV("id,name,address,lat,lon\nnode/1,Joe RENAMED,Aleksanterinkatu 52,60.168537,24.94267\n")
        XCTAssertEqual([summary.inserted, summary.updated], [0, 1])
        // What the offline provider hands the fetch worker: the bundled rows, again and again.
        for now in [2000, 3000] {
            let written = try store.upsert(bundled, now: now)
            XCTAssertEqual(written.updated, 0)
            XCTAssertEqual(written.kept, 2)
            XCTAssertEqual(written.total, 2)
        }
        XCTAssertEqual(try row("node/1")?.name, "Joe RENAMED")
        // A provider with really new data for a row nobody imported still updates it.
        var moved = bundled[1]
        moved.name = "Café Aalto (moved)"
        XCTAssertEqual(try store.upsert([moved], now: 4000).updated, 1)
        XCTAssertEqual(try row("node/2")?.name, "Café Aalto (moved)")
        // Another import is the only thing that changes the user's row.
        _ = try importCSV("id,name,lat,lon\nnode/1,Joe Again,60.168537,24.94267\n")
        XCTAssertEqual(try row("node/1")?.name, "Joe Again")
    }

    func testAProviderDoesNotRewriteUnchangedRows() throws {
        XCTAssertEqual(try store.upsert(bundled, now: 100).inserted, 2)
        let written = try store.upsert(bundled, now: 200)
        XCTAssertEqual(written, .init(inserted: 0, updated: 0, kept: 2))
        XCTAssertEqual(try row("node/1")?.updatedAt, 100, "an unchanged row keeps its time: nothing was written")
    }

    func testImportingBeforeTheDatasetIsLoadedKeepsTheUsersRow() throws {
        _ = try importCSV("id,name,address,lat,lon\nnode/1,Joe RENAMED,,60.168537,24.94267\n")
        XCTAssertEqual(try store.loadDataset(named: "cafes", version: "1") { bundled }, 1)
        XCTAssertEqual(try row("node/1")?.name, "Joe RENAMED")
        XCTAssertEqual(try row("node/2")?.name, "Café Aalto")
        XCTAssertEqual(try store.upsert(bundled, now: 5).kept, 2)
        XCTAssertEqual(try row("node/1")?.name, "Joe RENAMED")
    }

    func testANewDatasetVersionOnlyAddsVenues() throws {
        XCTAssertEqual(try store.loadDataset(named: "cafes", version: "1") { bundled }, 2)
        _ = try importCSV("id,name,lat,lon\nnode/1,Joe RENAMED,60.168537,24.94267\n")
        var v2 = bundled
        v2[0].name = "Joe & The Juice v2"
        v2[1].name = "Café Aalto v2"
        v2.append(Venue(provider: "osm", id: "node/3", name: "New", address: "",
                        coordinate: Coordinate(latitude: 60.17, longitude: 24.94)))
        XCTAssertEqual(try store.loadDataset(named: "cafes", version: "2") { v2 }, 1)
        XCTAssertEqual(try row("node/1")?.name, "Joe RENAMED")
        XCTAssertEqual(try row("node/2")?.name, "Café Aalto", "a dataset never overwrites a stored row")
        XCTAssertEqual(try row("node/3")?.name, "New")
        XCTAssertEqual(try store.meta("dataset:cafes"), "2")
    }

    func testRepeatedIdsAreReportedWithTheirLinesAndTheLaterRowWins() throws {
        let csv = "id,name,lat,lon\na,First A,60,24\nb,First B,60,24\na,Second A,60,24\nc,C,60,24\nb,Second B,60,24\na,Third A,60,24\n"
        for batchSize in [1, 2, 5000] {
            let summary = try importCSV(csv, batchSize: batchSize)
            XCTAssertEqual(summary.repeated, 3, "batch size \(batchSize)")
            XCTAssertEqual(summary.listedRepeats, ["line 4", "line 6", "line 7"])
            XCTAssertEqual(try row("a")?.name, "Third A")
            XCTAssertEqual(try row("b")?.name, "Second B")
            XCTAssertTrue(summary.report(file: "f", format: "csv").contains(
                "repeated: 3 rows repeat an id of an earlier row (line 4, line 6, line 7); the later row wins\n"),
                summary.report(file: "f", format: "csv"))
        }
        // A second import of the same ids is an update, not a repeat.
        let again = try importCSV("id,name,lat,lon\na,A,60,24\n")
        XCTAssertEqual([again.updated, again.repeated], [1, 0])
        let strict = try importCSV(csv, strict: true)
        XCTAssertEqual(strict.repeated, 3)
        XCTAssertEqual(try row("a")?.name, "Third A")
    }

    func testAnOverlongNameCannotGetInFromAnywhere() throws {
        let long = String(repeating: "é", count: VenueLimits.name + 1)
        var venue = bundled[0]
        venue.name = long
        let written = try store.upsert([venue, bundled[1]])
        XCTAssertEqual([written.inserted, written.rejected], [1, 1])
        XCTAssertNil(try row("node/1"))
        // At the limit it is fine.
        venue.name = String(repeating: "é", count: VenueLimits.name)
        XCTAssertEqual(try store.upsert([venue]).inserted, 1)
        // An import says which row and which limit.
        let summary = try importCSV("id,name,address,lat,lon\nx,\(long),,60,24\ny,Y,\(String(repeating: "a", count: 501)),60,24\n")
        XCTAssertEqual(summary.listedSkips.map(\.description), [
            "line 2: name too long (256 characters, the limit is 255)",
            "line 3: address too long (501 characters, the limit is 500)",
        ])
        // Decoders that cannot say where (saved JSON responses) are counted by record.
        let decoder = BufferedVenueDecoder(venues: [bundled[1], Venue(provider: "p", id: "z", name: long, address: "",
                                                                      coordinate: Coordinate(latitude: 1, longitude: 2))])
        let buffered = VenueImporter(store: store).run(decoder)
        XCTAssertEqual(buffered.listedSkips.map(\.description), ["record 2: name too long (256 characters, the limit is 255)"])
    }

    func testTheMigrationMarksRowsImportedBeforeTheColumnExisted() throws {
        let path = directory.file("old.sqlite")
        do {
            let old = try Database(path: path)
            try old.execute(Schema.migrations[0])
            try old.execute("""
                INSERT INTO venue VALUES (1, 'import', 'x', 'Mine', '', 60, 24, 5);
                INSERT INTO venue VALUES (2, 'osm', 'node/9', 'Bundled', '', 60, 24, 0);
                INSERT INTO venue_index VALUES (1, 60, 60, 24, 24), (2, 60, 60, 24, 24);
                PRAGMA user_version = 1;
                """)
        }
        let store = try VenueStore(path: path)
        XCTAssertEqual(try store.database.pragmaInteger("application_id"), Int(Schema.applicationID))
        let written = try store.upsert([Venue(provider: "import", id: "x", name: "Fetched", address: "",
                                              coordinate: Coordinate(latitude: 60, longitude: 24))])
        XCTAssertEqual(written.kept, 1)
        XCTAssertEqual(try store.beginImportRun(), 2, "runs continue after the migrated rows' run 1")
    }
}
