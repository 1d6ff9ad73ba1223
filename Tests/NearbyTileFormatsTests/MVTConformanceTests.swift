import Foundation
import NearbyTestSupport
import XCTest
@testable import NearbyTileFormats

/// Every case of the mapbox/mvt-fixtures suite: valid tiles decode to what their tile.json
/// says; invalid ones are rejected (fatal) or have just the bad part skipped (recoverable).
final class MVTConformanceTests: XCTestCase {
    struct Case {
        let id: String
        let tile: [UInt8]
        let expected: [String: Any]
        let validV2: Bool
        let error: String?
    }

    static func cases() throws -> [Case] {
        guard let root = SharedFixtures.url("mvt-fixtures/fixtures") else { throw XCTSkip(SharedFixtures.absent) }
        return try FileManager.default.contentsOfDirectory(atPath: root.path).sorted().map { id in
            let dir = root.appendingPathComponent(id)
            let info = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("info.json"))) as? [String: Any]
            let validity = info?["validity"] as? [String: Any]
            let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("tile.json"))) as? [String: Any]
            return Case(id: id, tile: try SharedFixtures.bytes(dir.appendingPathComponent("tile.mvt")), expected: expected ?? [:],
                        validV2: validity?["v2"] as? Bool ?? false, error: validity?["error"] as? String)
        }
    }

    func testTheSuiteIsComplete() throws {
        // Read outside the assertion: a skip thrown inside one is recorded as a failure too.
        let cases = try Self.cases()
        XCTAssertEqual(cases.count, 74)
    }

    func testValidTilesDecodeToTheirJSON() throws {
        var checked = 0
        for c in try Self.cases() where c.validV2 && c.id != Self.contradictoryCount {
            let tile: MVTTile
            do { tile = try MVTDecoder.decode(c.tile) } catch {
                XCTFail("\(c.id): rejected a valid tile: \(error)")
                continue
            }
            XCTAssertEqual(tile.skipped, [], "\(c.id)")
            Self.assert(tile, matches: c.expected, id: c.id)
            checked += 1
        }
        XCTAssertEqual(checked, 45)
    }

    /// 057 ("valid") and 051 ("fatal") encode the same thing: one MoveTo whose count
    /// (536870911) promises far more points than the one pair that follows. No reader can
    /// satisfy both; a count that lies is rejected, before anything is allocated for it.
    static let contradictoryCount = "057"

    func testACountLargerThanItsParametersIsRejectedEitherWay() throws {
        let cases = Dictionary(uniqueKeysWithValues: try Self.cases().map { ($0.id, $0) })
        for id in ["051", Self.contradictoryCount] {
            let tile = try XCTUnwrap(cases[id]).tile
            let geometry: [UInt8] = [0x22, 0x07, 0xF9, 0xFF, 0xFF, 0xFF, 0x0F]  // field 4, 7 bytes: MoveTo × 536870911, then one pair
            XCTAssertTrue((0...(tile.count - geometry.count)).contains { Array(tile[$0..<$0 + geometry.count]) == geometry }, id)
            XCTAssertThrowsError(try MVTDecoder.decode(tile), id) { error in
                XCTAssertTrue("\(error)".contains("count (536870911) is larger than its parameters"), "\(error)")
            }
        }
    }

    func testFatalTilesAreRejected() throws {
        var checked = 0
        for c in try Self.cases() where !c.validV2 && c.error != "recoverable" {
            XCTAssertThrowsError(try MVTDecoder.decode(c.tile), "\(c.id) should be rejected") { error in
                XCTAssertTrue("\(error)".hasPrefix("not a valid vector tile: "), "\(c.id): \(error)")
            }
            checked += 1
        }
        XCTAssertEqual(checked, 21)
    }

    /// Recoverable cases keep the tile and skip exactly the bad part, which is reported.
    func testRecoverableTilesSkipJustTheBadPart() throws {
        let cases = Dictionary(uniqueKeysWithValues: try Self.cases().map { ($0.id, $0) })
        func decode(_ id: String) throws -> MVTTile { try MVTDecoder.decode(try XCTUnwrap(cases[id]).tile) }
        let recoverable = cases.values.filter { $0.error == "recoverable" }.map(\.id).sorted()
        XCTAssertEqual(recoverable, ["003", "004", "005", "006", "015", "030", "046"])

        // A missing type is proto2's default UNKNOWN: the feature stays, without drawable geometry
        // (003 is byte for byte the "valid" 016).
        XCTAssertEqual(cases["003"]?.tile, cases["016"]?.tile)
        XCTAssertEqual(try decode("003").layers.first?.features.map(\.type), [.unknown])

        // A feature without geometry, with odd tags, with an unknown type, with two geometries:
        // the layer stays, the feature goes.
        for id in ["004", "005", "006", "030"] {
            let tile = try decode(id)
            XCTAssertEqual(tile.layers.map(\.name), ["hello"], id)
            XCTAssertEqual(tile.layers.first?.features.count, 0, id)
            XCTAssertEqual(tile.skipped.count, 1, id)
            XCTAssertEqual(tile.skipped.first?.feature, 0, id)
        }
        // Two layers named alike: the first wins.
        let duplicate = try decode("015")
        XCTAssertEqual(duplicate.layers.count, 1)
        XCTAssertEqual(duplicate.layers[0].features.first?["name"], .string("layer-one"))
        XCTAssertEqual(duplicate.skipped.map(\.reason), ["a second layer with the same name"])
        // A line with a repeated point keeps its distinct points.
        let repeated = try decode("046")
        XCTAssertEqual(repeated.layers[0].features.first?.geometry, .lineStrings([[MVTPoint(x: 2, y: 2), MVTPoint(x: 2, y: 10)]]))
        XCTAssertEqual(repeated.skipped.map(\.reason), ["repeated points dropped from a line"])
    }

    /// The geometry examples of the spec (section 4.3.5), with the coordinates the spec prints.
    func testSpecGeometryExamples() throws {
        let cases = Dictionary(uniqueKeysWithValues: try Self.cases().map { ($0.id, $0) })
        func geometry(_ id: String) throws -> MVTGeometry? {
            try MVTDecoder.decode(try XCTUnwrap(cases[id]).tile).layers.first?.features.first?.geometry
        }
        func p(_ x: Int32, _ y: Int32) -> MVTPoint { MVTPoint(x: x, y: y) }
        XCTAssertEqual(try geometry("017"), .points([p(25, 17)]))
        XCTAssertEqual(try geometry("020"), .points([p(5, 7), p(3, 2)]))
        XCTAssertEqual(try geometry("018"), .lineStrings([[p(2, 2), p(2, 10), p(10, 10)]]))
        XCTAssertEqual(try geometry("021"), .lineStrings([[p(2, 2), p(2, 10), p(10, 10)], [p(1, 1), p(3, 5)]]))
        XCTAssertEqual(try geometry("019"), .polygons([MVTPolygon(exterior: [p(3, 6), p(8, 12), p(20, 34)])]))
        // Two polygons, the second with a hole (its ring winds the other way).
        XCTAssertEqual(try geometry("022"), .polygons([
            MVTPolygon(exterior: [p(0, 0), p(10, 0), p(10, 10), p(0, 10)]),
            MVTPolygon(exterior: [p(11, 11), p(20, 11), p(20, 20), p(11, 20)],
                       interiors: [[p(13, 13), p(13, 17), p(17, 17), p(17, 13)]]),
        ]))
    }

    func testEveryValueTypeDecodes() throws {
        let cases = Dictionary(uniqueKeysWithValues: try Self.cases().map { ($0.id, $0) })
        let feature = try XCTUnwrap(try MVTDecoder.decode(try XCTUnwrap(cases["038"]).tile).layers.first?.features.first)
        XCTAssertEqual(feature.propertyDictionary, [
            "string_value": .string("ello"), "bool_value": .bool(true), "int_value": .int(6),
            "double_value": .double(1.23), "float_value": .float(3.1), "sint_value": .sint(-87948), "uint_value": .uint(87948),
        ])
        XCTAssertEqual(feature.id, 1)
    }

    // MARK: - Comparing with tile.json

    static func assert(_ tile: MVTTile, matches expected: [String: Any], id: String) {
        let layers = expected["layers"] as? [[String: Any]] ?? []
        XCTAssertEqual(tile.layers.count, layers.count, "\(id): layer count")
        for (layer, json) in zip(tile.layers, layers) {
            XCTAssertEqual(layer.name, json["name"] as? String, id)
            XCTAssertEqual(layer.version, json["version"] as? Int, id)
            XCTAssertEqual(layer.extent, json["extent"] as? Int ?? 4096, id)
            let keys = json["keys"] as? [String] ?? []
            XCTAssertEqual(layer.keys, keys, id)
            let values = (json["values"] as? [[String: Any]] ?? []).map(value)
            XCTAssertEqual(layer.values, values, id)
            let features = json["features"] as? [[String: Any]] ?? []
            XCTAssertEqual(layer.features.count, features.count, "\(id): feature count")
            for (feature, f) in zip(layer.features, features) {
                XCTAssertEqual(feature.id, (f["id"] as? NSNumber)?.uint64Value, id)
                XCTAssertEqual(Int(feature.type.rawValue), f["type"] as? Int ?? 0, id)
                let tags = f["tags"] as? [Int] ?? []
                var properties: [MVTFeature.Property] = []
                for i in stride(from: 0, to: tags.count - 1, by: 2) { properties.append(.init(key: keys[tags[i]], value: values[tags[i + 1]])) }
                XCTAssertEqual(feature.properties, properties, id)
                let commands = (f["geometry"] as? [NSNumber] ?? []).map { UInt32(truncating: $0) }
                if feature.type != .unknown {
                    XCTAssertEqual(feature.geometry.allPoints, vertices(commands), "\(id): geometry")
                }
            }
        }
    }

    static func value(_ json: [String: Any]) -> MVTValue {
        if let s = json["string_value"] as? String { return .string(s) }
        // 076 writes a string value "613" as a JSON number.
        if let n = json["string_value"] as? NSNumber { return .string(n.stringValue) }
        if let b = json["bool_value"] as? Bool { return .bool(b) }
        if let n = json["float_value"] as? NSNumber { return .float(n.floatValue) }
        if let n = json["double_value"] as? NSNumber { return .double(n.doubleValue) }
        if let n = json["int_value"] as? NSNumber { return .int(n.int64Value) }
        if let n = json["uint_value"] as? NSNumber { return .uint(n.uint64Value) }
        if let n = json["sint_value"] as? NSNumber { return .sint(n.int64Value) }
        return .string("?unexpected \(json)")
    }

    /// A plain reading of the command stream (every MoveTo/LineTo parameter pair, cursor
    /// accumulated with int32 wrap-around), independent of ring handling.
    static func vertices(_ commands: [UInt32]) -> [MVTPoint] {
        var points: [MVTPoint] = []
        var x: Int32 = 0, y: Int32 = 0
        var i = 0
        while i < commands.count {
            let id = commands[i] & 7, count = Int(commands[i] >> 3)
            i += 1
            guard id == 1 || id == 2 else { continue }
            for _ in 0..<count where i + 1 < commands.count {
                let dx = Int32(bitPattern: (commands[i] >> 1) ^ (0 &- (commands[i] & 1)))
                let dy = Int32(bitPattern: (commands[i + 1] >> 1) ^ (0 &- (commands[i + 1] & 1)))
                x = x &+ dx
                y = y &+ dy
                points.append(MVTPoint(x: x, y: y))
                i += 2
            }
        }
        return points
    }
}
