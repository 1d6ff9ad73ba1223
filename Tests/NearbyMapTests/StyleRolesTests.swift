import NearbyTestSupport
import XCTest
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// The map drawn through a MapLibre style: the style picks the features and the labels' text,
/// the terminal palette gives each its role.
final class StyleRolesTests: XCTestCase {
    static let style = """
        {"version": 8, "layers": [
          {"id": "bg", "type": "background", "paint": {"background-color": "#f8f4f0"}},
          {"id": "water", "type": "fill", "source-layer": "water", "paint": {"fill-color": "#a0c8f0"}},
          {"id": "park", "type": "fill", "source-layer": "park", "paint": {"fill-color": "#c8facc"}},
          {"id": "landuse", "type": "fill", "source-layer": "landuse", "paint": {"fill-color": "#e0dfdf"}},
          {"id": "major", "type": "line", "source-layer": "transportation", "filter": ["==", "class", "primary"],
           "paint": {"line-color": "#fc8", "line-width": 4}},
          {"id": "minor", "type": "line", "source-layer": "transportation", "minzoom": 14,
           "filter": ["==", "class", "minor"], "paint": {"line-color": "#fff", "line-width": 1}},
          {"id": "names", "type": "symbol", "source-layer": "transportation_name",
           "layout": {"text-field": "{name} ({ref})", "text-size": 12}}
        ]}
        """

    static func feature(_ properties: [String: MVTValue], _ geometry: MVTGeometry) -> MVTFeature {
        MVTFeature(id: nil, properties: properties.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: $0.value) },
                   geometry: geometry)
    }

    static let square = MVTGeometry.polygons([MVTPolygon(exterior: [.init(x: 0, y: 0), .init(x: 0, y: 4096),
                                                                     .init(x: 4096, y: 4096), .init(x: 4096, y: 0)])])
    static let line = MVTGeometry.lineStrings([[.init(x: 100, y: 2000), .init(x: 4000, y: 2100)]])

    func testTheStyleChoosesWhatIsDrawnAndWhatTheLabelsSay() throws {
        let roles = StyleRoles(try MapStyle(json: Array(Self.style.utf8)))
        XCTAssertEqual(roles.roles(Self.feature([:], Self.square), sourceLayer: "water", zoom: 14).geometry, .fill(.water))
        XCTAssertEqual(roles.roles(Self.feature([:], Self.square), sourceLayer: "park", zoom: 14).geometry, .fill(.park))
        // A grey fill is no water or park: an area, drawn in the style's colour alone.
        let landuse = roles.roles(Self.feature([:], Self.square), sourceLayer: "landuse", zoom: 14)
        XCTAssertEqual(landuse.geometry, .fill(.area))
        XCTAssertEqual(landuse.color, StyleColor(red: 0xe0, green: 0xdf, blue: 0xdf).mapColor)
        XCTAssertEqual(roles.roles(Self.feature([:], Self.square), sourceLayer: "water", zoom: 14).color,
                       StyleColor(red: 0xa0, green: 0xc8, blue: 0xf0).mapColor, "the fill's own colour")
        XCTAssertEqual(roles.roles(Self.feature(["class": .string("primary")], Self.line), sourceLayer: "transportation",
                                   zoom: 14).geometry, .line(.major))
        XCTAssertEqual(roles.roles(Self.feature(["class": .string("minor")], Self.line), sourceLayer: "transportation",
                                   zoom: 14).geometry, .line(.minor))
        XCTAssertNil(roles.roles(Self.feature(["class": .string("minor")], Self.line), sourceLayer: "transportation",
                                 zoom: 13).geometry, "below the layer's minzoom")
        XCTAssertNil(roles.roles(Self.feature(["class": .string("path")], Self.line), sourceLayer: "transportation",
                                 zoom: 14).geometry, "no layer's filter takes paths")
        let label = roles.roles(Self.feature(["name": .string("Mannerheimintie"), "ref": .string("E12")], Self.line),
                                sourceLayer: "transportation_name", zoom: 14).label
        XCTAssertEqual(label?.0, .street)
        XCTAssertEqual(label?.2, "Mannerheimintie (E12)")
        XCTAssertEqual(label?.3, StyleColor.black.mapColor, "no text-color: MapLibre's default, black")
        XCTAssertEqual(roles.roles(Self.feature(["class": .string("primary")], Self.line), sourceLayer: "transportation",
                                   zoom: 14).color, StyleColor(red: 0xff, green: 0xcc, blue: 0x88).mapColor)
    }

    func testATileBuiltWithTheStyleHasOnlyWhatTheStyleDraws() throws {
        let style = try MapStyle(json: Array(Self.style.utf8))
        let tile = MVTTile(layers: [
            MVTLayer(name: "transportation", version: 2, extent: 4096, keys: [], values: [], features: [
                Self.feature(["class": .string("primary")], Self.line), Self.feature(["class": .string("path")], Self.line),
            ]),
            MVTLayer(name: "building", version: 2, extent: 4096, keys: [], values: [], features: [Self.feature([:], Self.square)]),
        ])
        let key = TileKey(zoom: 14, x: 9326, y: 4742)
        let styled = MapTileBuilder.build(tile, source: key, for: key, styler: TileStyler(style: style))
        XCTAssertEqual(styled.lines.map(\.kind), [.major], "the path and the building have no layer in this style")
        XCTAssertEqual(styled.lines.map(\.color), [StyleColor(red: 0xff, green: 0xcc, blue: 0x88).mapColor], "#fc8")
        let builtIn = MapTileBuilder.build(tile, source: key, for: key)
        XCTAssertEqual(Set(builtIn.lines.map(\.kind)), [.major, .path, .building])
        XCTAssertTrue(builtIn.lines.allSatisfy { $0.color == nil }, "the built-in rules leave colours to the palette")
    }

    func testTheBundledStyleDrawsTheDefaultStartWithStreetNames() throws {
        let assets = ChildProcess.packageRoot.appendingPathComponent("Assets").path
        let source = try MapTileSource(path: MapTileSourceTests.archive,
                                       style: try MapStyle.bundled(for: .openMapTiles, assetsDirectory: assets))
        XCTAssertEqual(source.schema, .openMapTiles)
        let (grid, _) = try MapTileSourceTests.frame(MapTileSourceTests.state(), source)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertTrue(["Aleksanterinkatu", "Mannerheimintie", "Pohjoisesplanadi"].contains { text.contains($0) }, text)
        XCTAssertTrue(grid.cells.contains { $0.style.foreground == .yellow }, "major roads emphasised:\n" + text)
    }
}
