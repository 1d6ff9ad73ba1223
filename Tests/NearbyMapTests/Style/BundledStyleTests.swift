import Foundation
import NearbyTestSupport
import XCTest
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// The three bundled styles compile without a note, are chosen by the tile's schema, and
/// pick the expected rules for real Mapbox Streets v7 tiles (mvt-fixtures), real OpenMapTiles
/// tiles (the bundled Helsinki archive) and hand-built OpenMapTiles and Shortbread features.
final class BundledStyleTests: XCTestCase {
    func style(_ schema: TileSchema) throws -> MapStyle {
        try MapStyle.bundled(for: schema, assetsDirectory: ChildProcess.packageRoot.appendingPathComponent("Assets").path)
    }

    /// The ids of the layers that draw `feature` of tile layer `layer` at `zoom`.
    func rules(_ style: MapStyle, _ layer: String, _ feature: MVTFeature, zoom: Double) -> [String] {
        style.layers(forSourceLayer: layer, atZoom: zoom).filter { $0.matches(feature) }.map(\.id)
    }

    func feature(_ type: MVTGeometryType, _ properties: [String: MVTValue]) -> MVTFeature {
        let geometry: MVTGeometry
        switch type {
        case .point: geometry = .points([MVTPoint(x: 5, y: 5)])
        case .lineString: geometry = .lineStrings([[MVTPoint(x: 0, y: 0), MVTPoint(x: 9, y: 9)]])
        case .polygon, .unknown: geometry = .polygons([MVTPolygon(exterior: [MVTPoint(x: 0, y: 0), MVTPoint(x: 9, y: 0), MVTPoint(x: 9, y: 9)])])
        }
        return MVTFeature(id: nil, properties: properties.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: $0.value) },
                          geometry: geometry)
    }

    func testEveryBundledStyleCompilesWithoutANote() throws {
        for schema in TileSchema.allCases {
            let style = try style(schema)
            XCTAssertEqual(style.notes, [], "\(schema)")
            XCTAssertEqual(style.name, "Nearby " + schema.rawValue)
            XCTAssertEqual(Set(style.layers.map(\.kind)), [.fill, .line, .symbol], "\(schema)")
            XCTAssertEqual(Set(style.layers.map(\.id)).count, style.layers.count, "ids are unique")
            // Labels come last, so they are drawn over the geometry.
            let firstSymbol = try XCTUnwrap(style.layers.firstIndex { $0.kind == .symbol })
            XCTAssertTrue(style.layers[firstSymbol...].allSatisfy { $0.kind == .symbol }, "\(schema)")
        }
    }

    func testTheStyleFollowsTheTilesSchema() throws {
        guard let url = SharedFixtures.url("mvt-fixtures/real-world/chicago/13-2098-3042.mvt") else {
            throw XCTSkip(SharedFixtures.absent)
        }
        let tile = try MVTDecoder.decode(compressed: try SharedFixtures.bytes(url))
        let schema = try XCTUnwrap(TileSchema.recognize(layerNames: tile.layers.map(\.name)))
        XCTAssertEqual(try style(schema).name, "Nearby Mapbox Streets v7")
        XCTAssertEqual(TileSchema.allCases.map(\.bundledStyleFileName), ["openmaptiles.json", "shortbread.json", "mapbox-streets-v7.json"])
    }

    func testRealMapboxStreetsTilesSelectTheExpectedRules() throws {
        guard let root = SharedFixtures.url("mvt-fixtures/real-world") else { throw XCTSkip(SharedFixtures.absent) }
        let style = try style(.mapboxStreetsV7)
        var seen: [String: Int] = [:]
        for folder in ["sanfrancisco", "chicago", "compressed"] {
            let dir = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) {
                let tile = try MVTDecoder.decode(compressed: try SharedFixtures.bytes(dir.appendingPathComponent(name)))
                for layer in tile.layers {
                    for feature in layer.features {
                        let at14 = rules(style, layer.name, feature, zoom: 14)
                        let at15 = rules(style, layer.name, feature, zoom: 15)
                        let expected14 = expectedMapboxRules(layer.name, feature, zoom: 14)
                        XCTAssertEqual(at14, expected14, "\(name) \(layer.name) \(feature.properties)")
                        XCTAssertEqual(at15, expectedMapboxRules(layer.name, feature, zoom: 15), "\(name) \(layer.name) \(feature.properties)")
                        for id in at14 + at15 { seen[id, default: 0] += 1 }
                        if layer.name == "road_label", at14 == ["street-name"], case .symbol(let paint) = style.layers.first(where: { $0.id == "street-name" })?.paint {
                            XCTAssertEqual(paint.textField?.text(for: feature), feature["name"]?.string)
                        }
                    }
                }
            }
        }
        // The real tiles exercise every geometry rule (not country names: no such layer there).
        for id in ["water", "landuse-park", "landuse-wood", "waterway", "road-path", "road-minor", "road-tertiary", "road-secondary",
                   "road-primary", "road-trunk", "road-motorway", "rail", "building", "national-park", "waterway-name", "street-name", "place-minor", "place-major"] {
            XCTAssertGreaterThan(seen[id] ?? 0, 0, "no feature drawn by \(id)")
        }
    }

    /// What the bundled Mapbox Streets v7 style means, written out feature by feature.
    func expectedMapboxRules(_ layer: String, _ f: MVTFeature, zoom: Double) -> [String] {
        let kind = f["class"]?.string ?? ""
        switch layer {
        case "water": return ["water"]
        case "landuse":
            if kind == "wood" { return ["landuse-wood"] }
            return ["park", "grass", "cemetery", "pitch", "scrub"].contains(kind) ? ["landuse-park"] : []
        case "landuse_overlay": return kind == "national_park" ? ["national-park"] : []
        case "waterway": return ["river", "canal", "stream"].contains(kind) ? ["waterway"] : []
        case "building": return zoom >= 15 && f["underground"]?.string != "true" ? ["building"] : []
        case "road":
            guard f.type == .lineString else { return [] }
            let classes: [(String, [String], Double)] = [
                ("road-path", ["path", "track"], 14), ("road-minor", ["street", "street_limited", "service", "link", "pedestrian"], 13),
                ("road-tertiary", ["tertiary"], 10), ("road-secondary", ["secondary"], 8), ("road-primary", ["primary"], 7),
                ("road-trunk", ["trunk"], 5), ("road-motorway", ["motorway", "motorway_link"], 4),
            ]
            if let match = classes.first(where: { $0.1.contains(kind) }) { return zoom >= match.2 ? [match.0] : [] }
            if ["major_rail", "minor_rail"].contains(kind), f["structure"]?.string != "tunnel" { return ["rail"] }
            return []
        case "water_label": return ["water-name"]
        case "poi_label": return zoom >= 13 && f["maki"]?.string == "park" ? ["park-name"] : []
        case "marine_label": return ["marine-name"]
        case "waterway_label": return ["waterway-name"]
        case "road_label":
            let named = ["motorway", "trunk", "primary", "secondary", "tertiary", "street", "street_limited", "service", "link", "pedestrian"]
            return named.contains(kind) ? ["street-name"] : []
        case "place_label":
            let type = f["type"]?.string ?? ""
            if ["city", "town"].contains(type) { return ["place-major"] }
            return ["suburb", "quarter", "neighbourhood", "village", "hamlet", "island"].contains(type) ? ["place-minor"] : []
        default: return []
        }
    }

    func testRealOpenMapTilesFromTheBundledArchive() throws {
        let archive = try MBTilesArchive(path: ChildProcess.packageRoot.appendingPathComponent("Assets/helsinki.mbtiles").path)
        let data = try XCTUnwrap(try archive.tileData(TileKey(zoom: 14, x: 9327, y: 4742)))
        let tile = try MVTDecoder.decode(compressed: data)
        XCTAssertEqual(TileSchema.recognize(layerNames: tile.layers.map(\.name)), .openMapTiles)
        let style = try style(.openMapTiles)
        func drawn(_ layer: String, zoom: Double = 14) -> [String: Int] {
            var counts: [String: Int] = [:]
            for feature in tile.layer(named: layer)?.features ?? [] {
                for id in rules(style, layer, feature, zoom: zoom) { counts[id, default: 0] += 1 }
            }
            return counts
        }
        let roads = try XCTUnwrap(tile.layer(named: "transportation"))
        for feature in roads.features where feature.type == .lineString {
            let ids = rules(style, "transportation", feature, zoom: 14)
            XCTAssertLessThanOrEqual(ids.count, 1, "a road is drawn once: \(ids)")
            switch feature["class"]?.string {
            case "primary": XCTAssertEqual(ids, ["road-primary"])
            case "secondary": XCTAssertEqual(ids, ["road-secondary"])
            case "minor", "service": XCTAssertEqual(ids, ["road-minor"])
            case "rail", "transit": XCTAssertEqual(ids, feature["brunnel"]?.string == "tunnel" ? [] : ["rail"])
            default: break
            }
        }
        XCTAssertGreaterThan(drawn("transportation")["road-primary"] ?? 0, 0)
        XCTAssertGreaterThan(drawn("water")["water"] ?? 0, 0)
        XCTAssertGreaterThan(drawn("park")["park"] ?? 0, 0)
        XCTAssertEqual(drawn("building", zoom: 14), [:], "buildings only from z15")
        XCTAssertEqual(drawn("building", zoom: 15)["building"], tile.layer(named: "building")?.features.count)
        // Every named street gets its name as the label.
        let labels = try XCTUnwrap(tile.layer(named: "transportation_name"))
        guard case .symbol(let paint)? = style.layers.first(where: { $0.id == "street-name" })?.paint else { return XCTFail() }
        var named = 0
        for feature in labels.features where rules(style, "transportation_name", feature, zoom: 14) == ["street-name"] {
            XCTAssertEqual(paint.textField?.text(for: feature), feature["name"]?.string)
            named += 1
        }
        XCTAssertGreaterThan(named, 10)
        XCTAssertEqual(drawn("poi"), [:], "cafés are Nearby's own pins, not basemap labels")
    }

    func testHandBuiltOpenMapTilesFeatures() throws {
        let style = try style(.openMapTiles)
        let cases: [(String, MVTFeature, Double, [String])] = [
            ("transportation", feature(.lineString, ["class": .string("motorway")]), 10, ["road-motorway"]),
            ("transportation", feature(.lineString, ["class": .string("motorway")]), 3, []),
            ("transportation", feature(.lineString, ["class": .string("trunk"), "brunnel": .string("bridge")]), 12, ["road-trunk"]),
            ("transportation", feature(.lineString, ["class": .string("path")]), 14, ["road-path"]),
            ("transportation", feature(.lineString, ["class": .string("path")]), 13, []),
            ("transportation", feature(.polygon, ["class": .string("primary")]), 14, []),
            ("transportation", feature(.lineString, ["class": .string("rail")]), 12, ["rail"]),
            ("transportation", feature(.lineString, ["class": .string("rail"), "brunnel": .string("tunnel")]), 12, []),
            ("water", feature(.polygon, ["class": .string("ocean")]), 2, ["water"]),
            ("water", feature(.polygon, ["class": .string("lake"), "brunnel": .string("tunnel")]), 14, []),
            ("landcover", feature(.polygon, ["class": .string("wood")]), 12, ["landcover-wood"]),
            ("landcover", feature(.polygon, ["class": .string("sand")]), 12, []),
            ("landuse", feature(.polygon, ["class": .string("cemetery")]), 14, ["landuse-park"]),
            ("landuse", feature(.polygon, ["class": .string("residential")]), 14, []),
            ("boundary", feature(.lineString, ["admin_level": .int(2), "maritime": .int(0)]), 4, ["boundary-country"]),
            ("boundary", feature(.lineString, ["admin_level": .int(2), "maritime": .int(1)]), 4, []),
            ("boundary", feature(.lineString, ["admin_level": .int(4)]), 4, []),
            ("building", feature(.polygon, [:]), 16, ["building"]),
            ("place", feature(.point, ["class": .string("city"), "name": .string("Tokyo")]), 5, ["place-major"]),
            ("place", feature(.point, ["class": .string("country"), "name": .string("Japan")]), 5, ["place-country"]),
            ("place", feature(.point, ["class": .string("country"), "name": .string("Japan")]), 8, []),
            ("place", feature(.point, ["class": .string("suburb"), "name": .string("Kamppi")]), 12, ["place-minor"]),
            ("place", feature(.point, ["class": .string("suburb"), "name": .string("Kamppi")]), 10, []),
            ("water_name", feature(.point, ["class": .string("bay"), "name": .string("Eteläsatama")]), 12, ["water-name"]),
            ("transportation_name", feature(.lineString, ["class": .string("path"), "name": .string("Esplanadi")]), 15, []),
            ("poi", feature(.point, ["class": .string("cafe"), "name": .string("Ekberg")]), 16, []),
        ]
        for (layer, feature, zoom, expected) in cases {
            XCTAssertEqual(rules(style, layer, feature, zoom: zoom), expected, "\(layer) \(feature.properties) z\(zoom)")
        }
    }

    func testHandBuiltShortbreadFeatures() throws {
        let style = try style(.shortbread)
        let cases: [(String, MVTFeature, Double, [String])] = [
            ("streets", feature(.lineString, ["kind": .string("motorway"), "link": .bool(false)]), 8, ["road-motorway"]),
            ("streets", feature(.lineString, ["kind": .string("residential")]), 13, ["road-minor"]),
            ("streets", feature(.lineString, ["kind": .string("residential")]), 12, []),
            ("streets", feature(.lineString, ["kind": .string("footway")]), 15, ["road-path"]),
            ("streets", feature(.lineString, ["kind": .string("primary"), "tunnel": .bool(true)]), 12, ["road-primary"]),
            ("streets", feature(.lineString, ["kind": .string("rail"), "tunnel": .bool(false)]), 12, ["rail"]),
            ("streets", feature(.lineString, ["kind": .string("subway"), "tunnel": .bool(true)]), 12, []),
            ("streets", feature(.lineString, ["kind": .string("tram"), "tunnel": .string("true")]), 12, ["rail"]),
            ("ocean", feature(.polygon, [:]), 0, ["ocean"]),
            ("water_polygons", feature(.polygon, ["kind": .string("lake")]), 9, ["water"]),
            ("water_lines", feature(.lineString, ["kind": .string("river"), "tunnel": .bool(true)]), 12, []),
            ("water_lines", feature(.lineString, ["kind": .string("river")]), 12, ["waterway"]),
            ("land", feature(.polygon, ["kind": .string("forest")]), 11, ["land-wood"]),
            ("land", feature(.polygon, ["kind": .string("park")]), 11, ["land-park"]),
            ("land", feature(.polygon, ["kind": .string("industrial")]), 11, []),
            ("boundaries", feature(.lineString, ["admin_level": .uint(2), "maritime": .bool(false)]), 5, ["boundary-country"]),
            ("boundaries", feature(.lineString, ["admin_level": .uint(2), "maritime": .bool(true)]), 5, []),
            ("buildings", feature(.polygon, [:]), 14, []),
            ("buildings", feature(.polygon, [:]), 15, ["building"]),
            ("street_labels", feature(.lineString, ["kind": .string("primary"), "name": .string("Unter den Linden")]), 14, ["street-name"]),
            ("street_labels", feature(.lineString, ["kind": .string("footway"), "name": .string("Weg")]), 14, []),
            ("place_labels", feature(.point, ["kind": .string("capital"), "name": .string("Berlin")]), 6, ["place-major"]),
            ("place_labels", feature(.point, ["kind": .string("neighbourhood"), "name": .string("Mitte")]), 13, ["place-minor"]),
            ("water_polygons_labels", feature(.point, ["name": .string("Müggelsee")]), 12, ["water-name"]),
            ("pois", feature(.point, ["amenity": .string("cafe")]), 16, []),
        ]
        for (layer, feature, zoom, expected) in cases {
            XCTAssertEqual(rules(style, layer, feature, zoom: zoom), expected, "\(layer) \(feature.properties) z\(zoom)")
        }
        guard case .symbol(let paint)? = style.layers.first(where: { $0.id == "street-name" })?.paint else { return XCTFail() }
        XCTAssertEqual(paint.textField?.text(for: cases[19].1), "Unter den Linden")
    }
}
