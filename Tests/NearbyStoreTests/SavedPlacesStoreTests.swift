import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// Saved places are the user's: they survive every write that replaces venues (a refetch, a
/// re-import, a venue deleted because its provider no longer has it, a schema step), follow
/// their venue's latest data while it exists, and keep their notes.
final class SavedPlacesStoreTests: StoreFileTestCase {
    let aalto = Venue(provider: "osm", id: "node/2", name: "Café Aalto", address: "Pohjoisesplanadi 39",
                      coordinate: Coordinate(latitude: 60.1681979, longitude: 24.9436721),
                      details: VenueDetails(openingHours: "Mo-Fr 08:00-20:00", internetAccess: "wlan"))
    let joe = Venue(provider: "osm", id: "node/1", name: "Joe & The Juice", address: "Aleksanterinkatu 52",
                    coordinate: Coordinate(latitude: 60.168537, longitude: 24.94267))

    /// Saves Café Aalto with a note; returns its number.
    func saveAaltoWithNote() throws -> Int {
        try store.upsert([aalto, joe], now: 100)
        XCTAssertTrue(try store.toggleSaved(aalto, now: 200))
        let number = try XCTUnwrap(try store.savedPlaces().first?.number)
        try store.setSavedNote(number: number, note: "window seat, good cardamom buns")
        return number
    }

    func testToggleSavesAndUnsavesAndTheKeysFollow() throws {
        try store.upsert([aalto, joe], now: 100)
        XCTAssertEqual(try store.savedKeys(), [])
        XCTAssertTrue(try store.toggleSaved(aalto, now: 200))
        XCTAssertTrue(try store.toggleSaved(joe, now: 300))
        XCTAssertEqual(try store.savedKeys(), [aalto.key, joe.key])
        let places = try store.savedPlaces()
        XCTAssertEqual(places.map(\.name), ["Café Aalto", "Joe & The Juice"], "oldest first")
        XCTAssertEqual(places.map(\.savedAt), [200, 300])
        XCTAssertEqual(places[0].details, aalto.details)
        XCTAssertFalse(try store.toggleSaved(aalto, now: 400))
        XCTAssertEqual(try store.savedKeys(), [joe.key])
        XCTAssertTrue(try store.toggleSaved(aalto, now: 500))
        XCTAssertGreaterThan(try store.savedPlaces().last!.number, places[1].number, "a number is never used again")
    }

    func testARefetchThatRewritesTheVenueUpdatesTheCopyAndKeepsTheNote() throws {
        let number = try saveAaltoWithNote()
        var moved = aalto
        moved.name = "Café Aalto (Akateeminen)"
        moved.address = "Pohjoisesplanadi 39, 2nd floor"
        moved.coordinate = Coordinate(latitude: 60.16825, longitude: 24.94375)
        moved.details = VenueDetails(openingHours: "Mo-Sa 09:00-21:00", wheelchair: "yes")
        XCTAssertEqual(try store.upsert([moved, joe], now: 1000).updated, 1)
        let place = try XCTUnwrap(try store.savedPlace(number: number))
        XCTAssertEqual(place.name, moved.name)
        XCTAssertEqual(place.address, moved.address)
        XCTAssertEqual(place.coordinate, moved.coordinate)
        XCTAssertEqual(place.details, moved.details)
        XCTAssertEqual(place.note, "window seat, good cardamom buns")
        XCTAssertEqual(place.savedAt, 200)
    }

    func testAReimportOfTheVenueUpdatesTheCopyAndKeepsTheNote() throws {
        let number = try saveAaltoWithNote()
        for (run, name) in [(1, "Aalto Import One"), (2, "Aalto Import Two")] {
            var imported = aalto
            imported.name = name
            var packing = IndexPacking(minimumRows: 1)
            _ = try store.database.transaction({ () throws(StoreError) in
                try store.bulkUpsertInTransaction([imported], now: 2000 + run, origin: .user(run: run), packing: &packing)
            }, sqliteError: StoreError.sqlite)
            XCTAssertEqual(try store.savedPlace(number: number)?.name, name)
        }
        XCTAssertEqual(try store.savedPlace(number: number)?.note, "window seat, good cardamom buns")
    }

    func testADeletedVenueLeavesTheSavedPlaceAndAVenueThatComesBackIsFollowedAgain() throws {
        let number = try saveAaltoWithNote()
        // What an extract import does to a café the extract no longer has.
        try store.database.execute("""
            DELETE FROM venue_index WHERE vid = (SELECT vid FROM venue WHERE id = 'node/2');
            DELETE FROM venue WHERE id = 'node/2';
            """)
        XCTAssertNil(try store.details(of: aalto.key))
        var place = try XCTUnwrap(try store.savedPlace(number: number))
        XCTAssertEqual([place.name, place.address, place.note], [aalto.name, aalto.address, "window seat, good cardamom buns"])
        XCTAssertEqual(place.coordinate, aalto.coordinate)
        XCTAssertEqual(place.details, aalto.details)
        XCTAssertEqual(try store.savedKeys(), [aalto.key], "the list still marks it when it comes back")
        // A later fetch brings it back under a new name: inserted, not updated, and followed.
        var back = aalto
        back.name = "Aalto Reopened"
        XCTAssertEqual(try store.upsert([back], now: 3000).inserted, 1)
        place = try XCTUnwrap(try store.savedPlace(number: number))
        XCTAssertEqual(place.name, "Aalto Reopened")
        XCTAssertEqual(place.note, "window seat, good cardamom buns")
    }

    func testImportAddsOnlyPlacesNotAlreadySaved() throws {
        _ = try saveAaltoWithNote()
        let near = Coordinate(latitude: 60.16825, longitude: 24.94375)  // a few metres from Café Aalto
        let file = [
            // The same venue under its key, another name and no note: already saved, note kept.
            SavedPlace(key: aalto.key, name: "Aalto?", coordinate: near, note: "from the file"),
            // The same name (case and accents folded) within 10 m, from another app: already saved.
            SavedPlace(key: VenueKey(provider: "saved", id: ""), name: "CAFE AALTO",
                       coordinate: Geodesic.destination(from: aalto.coordinate, azimuth: 90, distance: 6)),
            // The same name 50 m away: another place.
            SavedPlace(key: VenueKey(provider: "saved", id: ""), name: "Café Aalto",
                       coordinate: Geodesic.destination(from: aalto.coordinate, azimuth: 0, distance: 50), note: "the other one"),
            // A bare point, then the same point again in the same file.
            SavedPlace(key: VenueKey(provider: "saved", id: "17"), name: "Bench by the sea", coordinate: near, savedAt: 1_700_000_000),
            SavedPlace(key: VenueKey(provider: "saved", id: "18"), name: "Bench by the sea", coordinate: near),
            // A venue key that names a stored venue.
            SavedPlace(key: joe.key, name: "Joe", coordinate: joe.coordinate),
            // A name past the limit is refused, not stored.
            SavedPlace(key: VenueKey(provider: "saved", id: ""), name: String(repeating: "x", count: 300), coordinate: near),
        ]
        let summary = try store.importSaved(file, now: 5000)
        XCTAssertEqual(summary, SavedImportSummary(added: 3, alreadySaved: 3, rejected: 1))
        let places = try store.savedPlaces()
        XCTAssertEqual(places.map(\.name), ["Café Aalto", "Café Aalto", "Bench by the sea", "Joe"])
        XCTAssertEqual(places[0].note, "window seat, good cardamom buns")
        XCTAssertEqual(places[1].note, "the other one")
        XCTAssertEqual(places[2].key, VenueKey(provider: "saved", id: String(places[2].number)), "a bare point's id is its number")
        XCTAssertEqual(places[2].savedAt, 1_700_000_000)
        XCTAssertEqual(places[1].savedAt, 5000)
        XCTAssertEqual(places[3].key, joe.key)
        // The same file again adds nothing.
        XCTAssertEqual(try store.importSaved(file, now: 6000).added, 0)
        XCTAssertEqual(try store.savedPlaces().count, 4)
    }

    func testNotesAndRemovalByNumber() throws {
        let number = try saveAaltoWithNote()
        XCTAssertThrowsError(try store.setSavedNote(number: number + 100, note: "x")) { error in
            guard case StoreError.rowMissing = error else { return XCTFail("\(error)") }
        }
        try store.setSavedNote(number: number, note: String(repeating: "n", count: SavedPlace.noteLimit + 50))
        XCTAssertEqual(try store.savedPlace(number: number)?.note.count, SavedPlace.noteLimit)
        XCTAssertFalse(try store.removeSaved(number: number + 100))
        XCTAssertTrue(try store.removeSaved(number: number))
        XCTAssertEqual(try store.savedPlaces(), [])
        XCTAssertNotNil(try store.details(of: aalto.key), "removing a saved place leaves the venue")
    }

    func testASchemaSixDatabaseGainsTheSavedTableAndKeepsItsVenues() throws {
        let path = directory.file("six.sqlite")
        do {
            let old = try Database(path: path)
            for step in Schema.migrations.prefix(6) { try old.execute(step) }
            try old.execute("""
                INSERT INTO venue (vid, provider, id, name, address, lat, lon, updated_at, imported, name_folded) VALUES
                    (1, 'osm', 'node/2', 'Café Aalto', 'Pohjoisesplanadi 39', 60.1681979, 24.9436721, 100, 0, 'cafe aalto');
                INSERT INTO venue_index VALUES (1, 60.1681979, 60.1681979, 24.9436721, 24.9436721);
                PRAGMA application_id = \(Schema.applicationID);
                PRAGMA user_version = 6;
                """)
        }
        store = try VenueStore(path: path)
        XCTAssertEqual(try store.database.pragmaInteger("user_version"), Schema.latestVersion)
        XCTAssertGreaterThanOrEqual(Schema.latestVersion, 7)
        XCTAssertEqual(try store.venue(id: "node/2")?.name, "Café Aalto")
        XCTAssertTrue(try store.toggleSaved(try XCTUnwrap(try store.venue(id: "node/2")), now: 1))
        var renamed = aalto
        renamed.name = "Aalto After Migration"
        try store.upsert([renamed], now: 2)
        XCTAssertEqual(try store.savedPlaces().map(\.name), ["Aalto After Migration"])
        // Opening again (every later step is a no-op now) keeps it.
        store = nil
        store = try VenueStore(path: path)
        XCTAssertEqual(try store.savedPlaces().map(\.name), ["Aalto After Migration"])
    }

    func testEverySchemaStepAfterSevenKeepsTheSavedPlacesAndTheirTriggers() throws {
        let path = directory.file("seven.sqlite")
        do {
            let old = try Database(path: path)
            for step in Schema.migrations.prefix(7) { try old.execute(step) }
            try old.execute("""
                INSERT INTO venue (vid, provider, id, name, address, lat, lon, updated_at, imported, name_folded) VALUES
                    (1, 'osm', 'node/2', 'Café Aalto', 'Pohjoisesplanadi 39', 60.1681979, 24.9436721, 100, 0, 'cafe aalto');
                INSERT INTO venue_index VALUES (1, 60.1681979, 60.1681979, 24.9436721, 24.9436721);
                INSERT INTO saved (provider, id, name, address, lat, lon, note, saved_at) VALUES
                    ('osm', 'node/2', 'Café Aalto', 'Pohjoisesplanadi 39', 60.1681979, 24.9436721, 'kept through the steps', 7),
                    ('saved', '2', 'A bench', '', 60.1, 24.9, 'mine', 8);
                PRAGMA application_id = \(Schema.applicationID);
                PRAGMA user_version = 7;
                """)
        }
        store = try VenueStore(path: path)
        XCTAssertEqual(try store.database.pragmaInteger("user_version"), Schema.latestVersion)
        XCTAssertEqual(try store.savedPlaces().map(\.note), ["kept through the steps", "mine"])
        var renamed = aalto
        renamed.name = "Aalto After Every Step"
        try store.upsert([renamed], now: 9)
        XCTAssertEqual(try store.savedPlaces().map(\.name), ["Aalto After Every Step", "A bench"])
    }
}
