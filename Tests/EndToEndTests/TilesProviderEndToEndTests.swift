import Foundation
import XCTest
import NearbyTestSupport
import NearbyCLI
import NearbyFormats
import NearbyText

/// `--provider tiles` with the real binary: `nearby list --fetch` on the bundled archive and on
/// an archive of real Mapbox Streets tiles given with `--tiles`, and the app in tmux.
final class TilesProviderEndToEndTests: BinaryTestCase {
    static let kauppatori = "60.1675,24.9525"

    func nearby(_ args: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary] + args, environment: ["HOME": directory.path])
    }

    func rows(_ output: String) throws -> [[String: Any]] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], output)
    }

    func testListFetchesTheCafesOfTheBundledTiles() throws {
        let log = directory.appendingPathComponent("events.jsonl").path
        let result = try nearby(["list", "--provider", "tiles", "--fetch", "--at", Self.kauppatori, "--span", "1000",
                                 "--format", "json", "--log", log])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let rows = try rows(result.stdout)
        XCTAssertGreaterThan(rows.count, 15)
        let cafes = try Self.bundledCafesByID()
        var moved = 0
        for row in rows {
            XCTAssertEqual(row["provider"] as? String, "osm")
            let id = try XCTUnwrap(row["id"] as? String)
            XCTAssertTrue(id.hasPrefix("node/"), "\(row)")
            // The same café as the bundled dataset's, within the tiles' quantisation (0.221 m
            // at Helsinki, see TilesProviderTests): about 2e-6° of latitude, 4e-6° of longitude.
            guard let cafe = cafes[id] else { continue }
            let lat = try XCTUnwrap(row["lat"] as? Double), lon = try XCTUnwrap(row["lon"] as? Double)
            XCTAssertEqual(row["name"] as? String, cafe.name)
            XCTAssertEqual(lat, cafe.lat, accuracy: 2.1e-6, id)
            XCTAssertEqual(lon, cafe.lon, accuracy: 4.1e-6, id)
            if lat != cafe.lat || lon != cafe.lon { moved += 1 }
        }
        // Read from the tiles, not the dataset (which the tiles provider never loads).
        XCTAssertGreaterThan(moved, rows.count / 2)
        XCTAssertGreaterThan(rows.filter { cafes[$0["id"] as? String ?? ""] != nil }.count, 15)
        let events = LogFile(log)
        XCTAssertTrue(events.events("fetchStarted").contains { $0["provider"] as? String == "tiles" }, events.text)
        XCTAssertTrue(events.names.contains("fetchCommitted"), events.text)

        // A second fetch updates the same rows: nothing doubles.
        let again = try nearby(["list", "--provider", "tiles", "--fetch", "--at", Self.kauppatori, "--span", "1000",
                                "--format", "json"])
        XCTAssertEqual(try self.rows(again.stdout).count, rows.count)
    }

    /// An MBTiles of the four real gzip Mapbox Streets v7 z14 tiles (Bloemfontein), written with
    /// the sqlite3 shell, read through `--tiles`.
    func testTilesOptionReadsTheUsersArchive() throws {
        let folder = SharedFixtures.location("mvt-fixtures/real-world/compressed")
        guard FileManager.default.fileExists(atPath: folder.path) else { throw XCTSkip(SharedFixtures.absent) }
        let archive = directory.appendingPathComponent("bloemfontein.mbtiles").path
        var sql = "CREATE TABLE metadata (name TEXT, value TEXT); INSERT INTO metadata VALUES ('format', 'pbf'), ('maxzoom', '14');"
            + "CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);"
        for (x, y) in [(9384, 9577), (9384, 9578), (9385, 9577), (9385, 9578)] {
            sql += "INSERT INTO tiles VALUES (14, \(x), \((1 << 14) - 1 - y), readfile('\(folder.path)/14-\(x)-\(y).mvt.gz'));"
        }
        let made = try ChildProcess.run(["sqlite3", archive, sql])
        XCTAssertEqual(made.status, 0, made.stderr)

        let result = try nearby(["list", "--provider", "tiles", "--tiles", archive, "--category", "stadium", "--fetch",
                                 "--at", "-29.1135,26.2088", "--span", "2000", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try rows(result.stdout)
        let stadium = try XCTUnwrap(rows.first { $0["name"] as? String == "Free State Stadium" }, result.stdout)
        XCTAssertEqual(stadium["id"] as? String, "poi_label/437919261")
        XCTAssertEqual(stadium["provider"] as? String, "tiles")
        // tippecanoe-decode puts it at -29.117234, 26.208771 (6 decimals).
        XCTAssertEqual(stadium["lat"] as? Double ?? 0, -29.117234, accuracy: 0.6e-6)
        XCTAssertEqual(stadium["lon"] as? Double ?? 0, 26.208771, accuracy: 0.6e-6)
    }

    func testBadTileSourcesAreOneSentenceAndExit2() throws {
        guard let tile = SharedFixtures.url("mvt-fixtures/real-world/compressed/14-9384-9577.mvt.gz")?.path else {
            throw XCTSkip(SharedFixtures.absent)
        }
        for (tiles, expected) in [("/nonexistent/x.mbtiles", "--tiles: /nonexistent/x.mbtiles: cannot open"),
                                  (tile, "a single tile, not an MBTiles or PMTiles archive"),
                                  ("none", "--tiles none")] {
            let result = try nearby(["list", "--provider", "tiles", "--fetch", "--tiles", tiles])
            XCTAssertEqual(result.status, 2, tiles)
            XCTAssertEqual(result.stdout, "")
            XCTAssertTrue(result.stderr.hasPrefix("nearby: ") && result.stderr.contains(expected), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").filter { !$0.hasPrefix("Try ") }.count, 1, result.stderr)
        }
        let wide = try nearby(["list", "--provider", "tiles", "--fetch", "--radius", "100000"])
        XCTAssertEqual(wide.status, 1)
        XCTAssertTrue(wide.stderr.contains("use a smaller --radius"), wide.stderr)
    }

    func testTheAppShowsCafesFromTheTiles() throws {
        // The rows the list pane must show: `nearby list` prints exactly those (its own database).
        let listed = try nearby(["list", "--provider", "tiles", "--fetch", "--at", Self.kauppatori, "--format", "json"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let expected = try rows(listed.stdout).compactMap { $0["name"] as? String }
        XCTAssertGreaterThan(expected.count, 5)
        let tmux = try Tmux()
        defer { tmux.kill() }
        try tmux.start("'\(Tmux.binary)' --provider tiles --at \(Self.kauppatori) --db '\(tmux.databasePath)' --log '\(tmux.logPath)'; "
            + "echo EXIT=$?; sleep 30")
        func shown(_ screen: [String]) -> [String] {
            screen.drop { !$0.hasPrefix("├") }.dropFirst().prefix { !$0.hasPrefix("└") }
                .map { String($0.dropFirst(5).prefix(60)).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        // The rows are read again after the fetch commits: wait for the rows `list` printed.
        let screen = try tmux.waitFor("cafés from the tiles") { lines in
            lines.contains { $0.contains("venues within 500 m") } && lines.contains { $0.contains("fetched") }
                && lines.contains { $0.hasPrefix("│>a") } && lines.contains { $0.hasPrefix("└ tiles · ") } && shown(lines) == expected
        }
        XCTAssertTrue(screen.contains { $0.hasPrefix("└ tiles · ") }, screen.joined(separator: "\n"))
        XCTAssertEqual(shown(screen), expected)
        let log = LogFile(tmux.logPath)
        XCTAssertTrue(log.events.contains { $0["provider"] as? String == "tiles" }, log.text)
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }

    /// The bundled cafés by id, read with a parser of the test's own.
    static func bundledCafesByID() throws -> [String: (name: String, lat: Double, lon: Double)] {
        let cafes = try BundledCafes.read()
        let byID = Dictionary(cafes.map { ($0.id, (name: $0.name, lat: $0.lat, lon: $0.lon)) }, uniquingKeysWith: { _, last in last })
        XCTAssertEqual(byID.count, cafes.count, "every id once")
        return byID
    }
}
