import Foundation
import XCTest
import NearbyTestSupport

/// `nearby tiles info` with the real binary: single tiles, archives made by tippecanoe, and
/// one clear sentence with exit status 2 for files that are not tiles.
final class TilesCommandTests: BinaryTestCase {
    let fixtures = SharedFixtures.location("mvt-fixtures/real-world")

    /// Runs `nearby ARGS` with only a temporary HOME and a UTF-8 locale in its environment.
    func nearby(_ args: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary] + args, environment: ["HOME": directory.path, "LANG": "C.UTF-8"])
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func requireFixtures() throws {
        guard FileManager.default.fileExists(atPath: fixtures.path) else { throw XCTSkip(SharedFixtures.absent) }
    }

    func testAGzipTileCountsItsLayers() throws {
        try requireFixtures()
        let tile = fixtures.appendingPathComponent("compressed/14-9384-9577.mvt.gz").path
        let json = try nearby(["tiles", "info", tile, "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(json.stderr, "")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        // The counts mapbox-vector-tile and tippecanoe-decode give for this tile (the unit tests
        // compare every real-world tile with them live when they are installed).
        XCTAssertEqual(object["layers"] as? [String: Int], [
            "landuse": 49, "waterway": 1, "water": 1, "barrier_line": 26, "building": 5, "road": 74,
            "place_label": 7, "poi_label": 5, "road_label": 39,
        ])
        XCTAssertEqual(object["schema"] as? String, "Mapbox Streets v7")
        XCTAssertEqual(object["gzip"] as? Bool, true)

        let text = try nearby(["tiles", "info", tile])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("container:     single tile (gzip)"), text.stdout)
        XCTAssertTrue(text.stdout.contains("schema:        Mapbox Streets v7"), text.stdout)
        XCTAssertTrue(text.stdout.split(separator: "\n").contains { $0.split(separator: " ") == ["road", "74"] }, text.stdout)
    }

    func testArchivesFromTippecanoe() throws {
        let tippecanoe = Tmux.packageRoot.appendingPathComponent(".build/tools/bin/tippecanoe").path
        guard FileManager.default.isExecutableFile(atPath: tippecanoe) else { throw XCTSkip(OptionalTools.absent("tippecanoe")) }
        // Two cafés and a street in Helsinki, in OpenMapTiles layer names.
        let features = [
            (#"{"type":"Feature","tippecanoe":{"layer":"poi"},"properties":{"class":"cafe","name":"Café Aalto"},"geometry":{"type":"Point","coordinates":[24.9441,60.1675]}}"#),
            (#"{"type":"Feature","tippecanoe":{"layer":"poi"},"properties":{"class":"cafe","name":"Ekberg"},"geometry":{"type":"Point","coordinates":[24.9450,60.1660]}}"#),
            (#"{"type":"Feature","tippecanoe":{"layer":"transportation"},"properties":{"class":"primary"},"geometry":{"type":"LineString","coordinates":[[24.93,60.165],[24.95,60.17]]}}"#),
        ]
        let input = try write(Array(features.joined(separator: "\n").utf8), "in.geojson")
        for out in ["h.mbtiles", "h.pmtiles"] {
            let made = try ChildProcess.run([tippecanoe, "-q", "-o", directory.appendingPathComponent(out).path, "-Z10", "-z14",
                                             "--attribution", "© OpenStreetMap contributors", input])
            XCTAssertEqual(made.status, 0, made.stderr)
        }
        // Helsinki centre at z14 is tile 14/9327/4742 (x = floor((lon+180)/360·2^14), y from the latitude).
        for out in ["h.mbtiles", "h.pmtiles"] {
            let path = directory.appendingPathComponent(out).path
            let result = try nearby(["tiles", "info", path, "--tile", "14/9327/4742", "--format=json"])
            XCTAssertEqual(result.status, 0, "\(out): \(result.stderr)")
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
            XCTAssertEqual(object["layers"] as? [String: Int], ["poi": 2, "transportation": 1], out)
            XCTAssertEqual(object["schema"] as? String, "OpenMapTiles", out)
            XCTAssertEqual(object["minzoom"] as? Int, 10, out)
            XCTAssertEqual(object["maxzoom"] as? Int, 14, out)
            XCTAssertEqual(object["attribution"] as? String, "© OpenStreetMap contributors", out)
            let bounds = try XCTUnwrap(object["bounds"] as? [Double], out)
            XCTAssertEqual(bounds.count, 4)
            XCTAssertEqual(bounds[0], 24.93, accuracy: 0.001, out)
            XCTAssertEqual(bounds[3], 60.17, accuracy: 0.001, out)

            let missing = try nearby(["tiles", "info", path, "--tile", "14/0/0"])
            XCTAssertEqual(missing.status, 1, out)
            XCTAssertEqual(missing.stderr, "nearby: tile 14/0/0 is not in \(path)\n")
            let text = try nearby(["tiles", "info", path])
            XCTAssertEqual(text.status, 0, text.stderr)
            XCTAssertTrue(text.stdout.contains("zooms:         10–14"), text.stdout)
            XCTAssertTrue(text.stdout.contains("tile:          10/"), "the first tile of the lowest zoom: \(text.stdout)")
        }
    }

    func testFilesThatAreNotTilesAreOneSentenceAndExit2() throws {
        try requireFixtures()
        let gzipTile = try Data(contentsOf: fixtures.appendingPathComponent("compressed/14-9384-9577.mvt.gz"))
        let plainTile = try Data(contentsOf: fixtures.appendingPathComponent("chicago/13-2098-3042.mvt"))
        let cases: [(String, [UInt8], String)] = [
            ("notes.txt", Array("just some text\n".utf8), "not an MBTiles, PMTiles or vector tile file"),
            ("cut.mvt.gz", Array(gzipTile.prefix(gzipTile.count / 2)), "compressed data ends early"),
            ("cut.mvt", Array(plainTile.prefix(plainTile.count / 2)), "not a valid vector tile"),
            ("fake.pmtiles", Array("PMTiles".utf8) + [3] + [UInt8](repeating: 0xFF, count: 119), "past the end of the file"),
            ("fake.mbtiles", Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0x41, count: 200), "MBTiles"),
        ]
        for (name, bytes, expected) in cases {
            let path = try write(bytes, name)
            let result = try nearby(["tiles", "info", path])
            XCTAssertEqual(result.status, 2, "\(name): \(result.stdout)")
            XCTAssertEqual(result.stdout, "", name)
            XCTAssertTrue(result.stderr.hasPrefix("nearby: \(path)"), "\(name): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(name): one line: \(result.stderr)")
        }
        // A PMTiles archive whose header says its tiles are AVIF images (tile type 5).
        let tippecanoe = Tmux.packageRoot.appendingPathComponent(".build/tools/bin/tippecanoe").path
        if FileManager.default.isExecutableFile(atPath: tippecanoe) {
            let input = try write(Array(#"{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[24.94,60.17]}}"#.utf8), "p.geojson")
            let archive = directory.appendingPathComponent("p.pmtiles").path
            XCTAssertEqual(try ChildProcess.run([tippecanoe, "-q", "-o", archive, "-z2", input]).status, 0)
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: archive)))
            bytes[99] = 5
            let raster = try write(bytes, "raster.pmtiles")
            let result = try nearby(["tiles", "info", raster])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr, "nearby: \(raster): holds avif raster tiles, not vector tiles\n")
        }
        let absent = try nearby(["tiles", "info", directory.appendingPathComponent("absent.pmtiles").path])
        XCTAssertEqual(absent.status, 2)
        XCTAssertTrue(absent.stderr.contains("cannot open (No such file or directory)"), absent.stderr)
    }

    func testUsage() throws {
        let help = try nearby(["tiles", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("Usage: nearby tiles info FILE [--tile Z/X/Y] [--format text|json]"), help.stdout)
        XCTAssertLessThanOrEqual(help.stdout.components(separatedBy: "\n").map(\.count).max() ?? 0, 80)
        for (args, message) in [(["tiles"], "tiles needs a command"), (["tiles", "serve"], "unknown tiles command 'serve'"),
                                (["tiles", "info"], "tiles info needs a FILE"), (["tiles", "info", "x.mvt", "--tile", "3/8/0"], "--tile wants Z/X/Y"),
                                (["tiles", "info", "x.mvt", "--format", "xml"], "--format wants text or json"),
                                (["tiles", "info", "x.mvt", "--zooms", "1"], "option --zooms does not apply to nearby tiles info")] {
            let result = try nearby(args)
            XCTAssertEqual(result.status, 2, "\(args)")
            XCTAssertTrue(result.stderr.hasPrefix("nearby: " + message), "\(args): \(result.stderr)")
        }
        XCTAssertTrue(try nearby(["--help"]).stdout.contains("nearby tiles info FILE"), "the main help names the command")
        let page = try String(contentsOf: Tmux.packageRoot.appendingPathComponent("doc/nearby.1"), encoding: .utf8)
        for text in [".B nearby tiles info", "\\-\\-tile \" Z/X/Y\"", "text|json"] { XCTAssertTrue(page.contains(text), "man page lacks \(text)") }
        for file in ["completions/nearby.bash", "completions/_nearby"] {
            let completion = try String(contentsOf: Tmux.packageRoot.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(completion.contains("tiles") && completion.contains("--tile"), file)
        }
    }
}
