#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// Kills the real `nearby import` (which rewrites saved venues) and `nearby saved import` with
/// SIGKILL at random moments: the database is always intact, the saved places and their notes
/// are all there, each saved venue's copy matches its venue row, and a saved import is all or nothing.
final class SavedCrashTests: XCTestCase {
    static let savedCount = 5
    static let waypoints = 20_000

    func testSIGKILLMidWriteLosesNoSavedPlace() throws {
        try ChildProcess.requireNearbyBinary()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let rows = 2 * VenueImporter.defaultBatchSize
        var csv = "id,name,address,lat,lon\n"
        for i in 0..<rows { csv += "v\(i),Renamed \(i),Street \(i % 97),\(60 + Double(i % 1000) / 10_000),\(24.9 + Double(i / 1000) / 1000)\n" }
        let csvFile = try directory.write("venues.csv", csv)
        var gpx = "<gpx version=\"1.1\">\n"
        for i in 0..<Self.waypoints { gpx += "<wpt lat=\"\(Double(i % 900) / 10)\" lon=\"\(Double(i / 900) / 10)\"><name>Point \(i)</name><desc>n\(i)</desc></wpt>\n" }
        let gpxFile = try directory.write("points.gpx", gpx + "</gpx>\n")

        // The database every round starts from: five saved venues with notes.
        let base = directory.file("base.sqlite")
        do {
            let store = try VenueStore(path: base)
            let venues = (0..<Self.savedCount).map {
                Venue(provider: "import", id: "v\($0)", name: "Original \($0)", address: "",
                      coordinate: Coordinate(latitude: 60 + Double($0) / 10_000, longitude: 24.9))
            }
            try store.upsert(venues, now: 1, origin: .user(run: 1))
            try store.database.execute("INSERT OR REPLACE INTO meta VALUES ('last_import_run', '1')")
            for venue in venues { try store.toggleSaved(venue, now: 2) }
            for place in try store.savedPlaces() { try store.setSavedNote(number: place.number, note: "note \(place.key.id)") }
            try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }

        let commands = [["import", csvFile], ["saved", "import", gpxFile]]
        var durations: [Double] = []
        for (index, command) in commands.enumerated() {
            let db = directory.file("full-\(index).sqlite")
            try FileManager.default.copyItem(atPath: base, toPath: db)
            let start = Date()
            let full = try ChildProcess.nearby(command + ["--db", db], directory: directory.path)
            durations.append(Date().timeIntervalSince(start))
            XCTAssertEqual(full.status, 0, full.stderr)
            try Self.check(db)
        }

        var rng = SplitMix64(seed: 77_003)
        var killed = 0
        for round in 0..<16 {
            let which = round % 2
            let db = directory.file("crash-\(round).sqlite")
            try FileManager.default.copyItem(atPath: base, toPath: db)
            let child = try ChildProcess([ChildProcess.nearbyBinary] + commands[which] + ["--db", db])
            usleep(UInt32(Double.random(in: 0...(durations[which] * 1.1), using: &rng) * 1_000_000))
            child.kill(SIGKILL)
            let outcome = child.wait()
            XCTAssertTrue(outcome.status == 0 || outcome.status == 128 + SIGKILL, "status \(outcome.status): \(outcome.stderr)")
            if outcome.status != 0 { killed += 1 }
            try Self.check(db)
        }
        XCTAssertGreaterThan(killed, 0, "no kill landed before a command ended")
    }

    /// Integrity, the five places with their notes, each copy equal to its venue row, and
    /// either none or all of the GPX's points.
    static func check(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let db = try Database(path: path)
        let integrity = try db.prepare("PRAGMA integrity_check")
        XCTAssertTrue(try integrity.step())
        XCTAssertEqual(integrity.text(at: 0), "ok", path, file: file, line: line)
        let store = try VenueStore(path: path)
        let places = try store.savedPlaces()
        XCTAssertTrue([savedCount, savedCount + waypoints].contains(places.count), "\(places.count) saved places", file: file, line: line)
        let venues = places.filter { $0.key.provider == "import" }
        XCTAssertEqual(venues.map(\.note), (0..<savedCount).map { "note v\($0)" }, file: file, line: line)
        for place in venues {
            let venue = try XCTUnwrap(try store.venue(id: place.key.id))
            XCTAssertEqual(place.name, venue.name, "the copy follows its venue in the same transaction", file: file, line: line)
        }
    }
}
