import Foundation
import NearbyTestSupport
import XCTest
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyTileFormats

/// MBTiles and PMTiles: addressing, metadata, and one clear sentence for files that are
/// neither, truncated, or lying in their header.
final class TileArchiveTests: XCTestCase {
    /// A one-layer tile with a point whose property says where it is stored.
    static func tile(_ label: String) -> [UInt8] {
        // Feature: id 1, tags [0, 0], type Point, geometry MoveTo(25, 17).
        let feature: [UInt8] = [0x08, 0x01, 0x12, 0x02, 0x00, 0x00, 0x18, 0x01, 0x22, 0x03, 0x09, 0x32, 0x22]
        let value: [UInt8] = [0x0A, UInt8(label.utf8.count)] + Array(label.utf8)
        var layer: [UInt8] = [0x78, 0x02, 0x0A, 0x05] + Array("hello".utf8)  // version 2, name
        layer += [0x12, UInt8(feature.count)] + feature
        layer += [0x1A, 0x05] + Array("label".utf8)  // key
        layer += [0x22, UInt8(value.count)] + value  // value
        layer += [0x28, 0x80, 0x20]  // extent 4096
        return [0x1A, UInt8(layer.count)] + layer
    }

    static func label(_ bytes: [UInt8]?) throws -> String? {
        guard let bytes else { return nil }
        return try MVTDecoder.decode(compressed: bytes).layer(named: "hello")?.features.first?["label"]?.string
    }

    func testHandMadeTileDecodes() throws {
        XCTAssertEqual(try Self.label(Self.tile("1/0/1")), "1/0/1")
    }

    func testMBTilesRowsCountFromTheSouthAndMetadataIsRead() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path + "/t.mbtiles"
        let db = try Database(path: path)
        try db.execute("""
            CREATE TABLE metadata (name TEXT, value TEXT);
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            INSERT INTO metadata VALUES ('name', 'Test'), ('minzoom', '1'), ('maxzoom', '2'), ('attribution', '© Test'),
              ('bounds', '24.9,60.1,25.0,60.2'), ('format', 'pbf'), ('json', '{"vector_layers":[{"id":"hello","minzoom":1,"maxzoom":2,"fields":{"label":"String"}}]}');
            """)
        // XYZ 1/0/1 is the south-west tile: TMS row 2^1 - 1 - 1 = 0. XYZ 2/3/0 is TMS row 3.
        let insert = try db.prepare("INSERT INTO tiles VALUES (?, ?, ?, ?)")
        for (z, x, row) in [(1, 0, 0), (2, 3, 3)] {
            try insert.run([.integer(z), .integer(x), .integer(row), .null])
        }
        let hex = { (bytes: [UInt8]) in bytes.map { String(format: "%02X", $0) }.joined() }
        try db.execute("UPDATE tiles SET tile_data = X'\(hex(Self.tile("1/0/1")))' WHERE zoom_level = 1")
        try db.execute("UPDATE tiles SET tile_data = X'\(hex(try InflateTests.gzip(Self.tile("2/3/0"))))' WHERE zoom_level = 2")

        let archive = try MBTilesArchive(path: path)
        XCTAssertEqual(try Self.label(try archive.tileData(TileKey(zoom: 1, x: 0, y: 1))), "1/0/1")
        XCTAssertNil(try archive.tileData(TileKey(zoom: 1, x: 0, y: 0)))
        XCTAssertEqual(try Self.label(try archive.tileData(TileKey(zoom: 2, x: 3, y: 0))), "2/3/0", "gzip tiles inflate")
        XCTAssertEqual(try archive.anyTile(), TileKey(zoom: 1, x: 0, y: 1))
        let m = archive.metadata
        XCTAssertEqual(m.container, "mbtiles")
        XCTAssertEqual(m.name, "Test")
        XCTAssertEqual(m.attribution, "© Test")
        XCTAssertEqual(m.minZoom, 1)
        XCTAssertEqual(m.maxZoom, 2)
        XCTAssertEqual(m.bounds, .init(west: 24.9, south: 60.1, east: 25.0, north: 60.2))
        XCTAssertEqual(m.vectorLayers, [.init(id: "hello", minZoom: 1, maxZoom: 2, fields: ["label"])])
    }

    func testHilbertTileIDsFollowTheSpec() {
        // The PMTiles spec's examples: z0 is id 0; z1 runs (0,0) (0,1) (1,1) (1,0); z2 starts at 5.
        XCTAssertEqual(TileKey(zoom: 0, x: 0, y: 0).hilbertID, 0)
        XCTAssertEqual([(0, 0), (0, 1), (1, 1), (1, 0)].map { TileKey(zoom: 1, x: $0.0, y: $0.1).hilbertID }, [1, 2, 3, 4])
        XCTAssertEqual(TileKey(zoom: 2, x: 0, y: 0).hilbertID, 5)
        XCTAssertEqual(TileKey(zoom: 12, x: 0, y: 0).hilbertID, 5_592_405)
        // Every tile up to z6 has its own id, and the inverse gives the tile back.
        var seen = Set<UInt64>()
        for z in 0...6 {
            for x in 0..<(1 << z) {
                for y in 0..<(1 << z) {
                    let tile = TileKey(zoom: z, x: x, y: y)
                    XCTAssertTrue(seen.insert(tile.hilbertID).inserted)
                    XCTAssertEqual(PMTilesArchive.tile(for: tile.hilbertID), tile)
                }
            }
        }
        XCTAssertEqual(seen, Set(0..<UInt64(seen.count)), "ids are dense")
    }

    func testPMTilesReadsTilesAndMetadata() throws {
        let scratch = try ScratchDirectory()
        let tiles = [TileKey(zoom: 0, x: 0, y: 0), TileKey(zoom: 1, x: 1, y: 0), TileKey(zoom: 2, x: 2, y: 3)]
        let path = try scratch.write(try PMTilesFixture(tiles: tiles.map { ($0, Self.tile($0.description)) }).bytes(), to: "t.pmtiles")
        let archive = try PMTilesArchive(path: path)
        for tile in tiles { XCTAssertEqual(try Self.label(try archive.tileData(tile)), tile.description) }
        XCTAssertNil(try archive.tileData(TileKey(zoom: 1, x: 0, y: 0)))
        XCTAssertNil(try archive.tileData(TileKey(zoom: 5, x: 0, y: 0)))
        XCTAssertEqual(try archive.anyTile(), TileKey(zoom: 0, x: 0, y: 0))
        XCTAssertEqual(archive.metadata.name, "fixture")
        XCTAssertEqual(archive.metadata.minZoom, 0)
        XCTAssertEqual(archive.metadata.maxZoom, 2)
        XCTAssertEqual(archive.metadata.bounds, .init(west: -180, south: -85, east: 180, north: 85))
        XCTAssertEqual(archive.metadata.vectorLayers.map(\.id), ["hello"])
    }

    /// Directories in a leaf, directories and metadata gzip-compressed, tiles gzip-compressed.
    func testPMTilesLeafDirectoriesAndGzip() throws {
        let scratch = try ScratchDirectory()
        let tiles = (0..<4).flatMap { x in (0..<4).map { y in TileKey(zoom: 2, x: x, y: y) } } + [TileKey(zoom: 12, x: 2331, y: 1185)]
        var fixture = PMTilesFixture(tiles: try tiles.map { ($0, try InflateTests.gzip(Self.tile($0.description))) })
        fixture.useLeafDirectory = true
        fixture.internalCompression = 2
        fixture.tileCompression = 2
        fixture.compressInternal = InflateTests.gzip
        let path = try scratch.write(try fixture.bytes(), to: "leaf.pmtiles")
        let archive = try PMTilesArchive(path: path)
        XCTAssertGreaterThan(archive.header.leafLength, 0)
        for tile in tiles { XCTAssertEqual(try Self.label(try archive.tileData(tile)), tile.description) }
        XCTAssertNil(try archive.tileData(TileKey(zoom: 12, x: 2331, y: 1186)))
        XCTAssertNil(try archive.tileData(TileKey(zoom: 1, x: 0, y: 0)))
        XCTAssertEqual(try archive.anyTile(), TileKey(zoom: 2, x: 0, y: 0))
        XCTAssertEqual(archive.metadata.name, "fixture", "gzip metadata")
    }

    func testBrokenFilesAreOneSentence() throws {
        let scratch = try ScratchDirectory()
        let good = PMTilesFixture(tiles: [(TileKey(zoom: 0, x: 0, y: 0), Self.tile("0/0/0"))])
        var brotli = good
        brotli.tileCompression = 3
        var zstdDirectories = good
        zstdDirectories.internalCompression = 4
        let cases: [(String, [UInt8], String)] = [
            ("text.mbtiles", Array("name,lat,lon\n".utf8), "not an MBTiles, PMTiles or vector tile file"),
            ("empty.pmtiles", [], "the file is empty"),
            ("short.pmtiles", Array(try good.bytes().prefix(60)), "not a PMTiles file"),
            ("cut.pmtiles", Array(try good.bytes().dropLast(10)), "past the end of the file"),
            ("v2.pmtiles", try good.bytes { $0[7] = 2 }, "PMTiles version 2 is not supported"),
            ("lying-root.pmtiles", try good.bytes { $0[8] = 0xFF; $0[12] = 0x7F }, "root directory past the end of the file"),
            ("far-root.pmtiles", try good.bytes { $0[8] = 0x68; $0[9] = 0x42 } + [UInt8](repeating: 0, count: 20_000),
             "root directory is not within the first 16 KiB"),
            ("lying-length.pmtiles", try good.bytes { $0[16] = 0xF0 }, "past the end of the file"),
            ("brotli.pmtiles", try brotli.bytes(), "tiles use brotli compression, which nearby cannot read"),
            ("zstd.pmtiles", try zstdDirectories.bytes(), "directories use zstd compression"),
            ("zooms.pmtiles", try good.bytes { $0[100] = 9; $0[101] = 3 }, "impossible zooms"),
            ("garbage-root.pmtiles", try good.bytes { $0[97] = 2 }, "root directory cannot be decompressed"),
            ("sqlite-truncated.mbtiles", Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0, count: 90), "MBTiles"),
        ]
        for (name, bytes, expected) in cases {
            let path = try scratch.write(bytes, to: name)
            XCTAssertThrowsError(try TileFiles.openArchive(path: path), name) { error in
                let text = "\(error)"
                XCTAssertTrue(text.hasPrefix(path + ": ") && text.contains(expected), "\(name): \(text)")
                XCTAssertFalse(text.contains("\n"), name)
            }
        }
        // An SQLite database that is not MBTiles.
        let other = scratch.path + "/venues.sqlite"
        try Database(path: other).execute("CREATE TABLE venues (id TEXT)")
        XCTAssertThrowsError(try TileFiles.openArchive(path: other)) { XCTAssertTrue("\($0)".contains("not an MBTiles file (no tiles table)"), "\($0)") }
        XCTAssertThrowsError(try TileFiles.openArchive(path: scratch.path + "/missing.mbtiles")) { XCTAssertTrue("\($0)".contains("cannot open"), "\($0)") }
    }

    /// A directory that lists a tile past the tile data is caught when the tile is read.
    func testPMTilesDirectoryPointingOutsideTheDataIsAnError() throws {
        let scratch = try ScratchDirectory()
        let fixture = PMTilesFixture(tiles: [(TileKey(zoom: 0, x: 0, y: 0), Self.tile("0/0/0"))])
        // Shrink the declared tile data so the entry's bytes fall outside it.
        let path = try scratch.write(try fixture.bytes { $0[64] = 2; for i in 65..<72 { $0[i] = 0 } }, to: "t.pmtiles")
        let archive = try PMTilesArchive(path: path)
        XCTAssertThrowsError(try archive.tileData(TileKey(zoom: 0, x: 0, y: 0))) { XCTAssertTrue("\($0)".contains("outside the tile data"), "\($0)") }
    }
}
