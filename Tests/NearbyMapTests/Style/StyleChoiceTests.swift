import Dispatch
import Foundation
import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// The style follows the tiles' schema for every source: a source that says nothing of its
/// schema (a bare template, a TileJSON, an archive without metadata) draws the real Chicago
/// tiles of mvt-fixtures (Mapbox Streets v7) exactly as `--style mapbox-streets-v7.json` does;
/// tiles of a schema no style knows get a generic style and the pane names their layers.
final class StyleChoiceTests: XCTestCase {
    static let assets = ChildProcess.packageRoot.appendingPathComponent("Assets").path

    /// Tiles read from a folder of `z-x-y.mvt` files, as a bare `{z}-{x}-{y}` template would serve them.
    final class FolderReader: TileReader {
        let folder: URL
        init(_ folder: URL) { self.folder = folder }
        func read(_ key: TileKey) throws -> TileRead {
            let url = folder.appendingPathComponent("\(key.zoom)-\(key.x)-\(key.y).mvt")
            guard let data = FileManager.default.contents(atPath: url.path) else { return .noTile }
            return .tile([UInt8](data))
        }
    }

    /// Chicago's centre, in the middle of the fixture's z13 tiles (x 2098–2102, y 3042–3047).
    static let chicago = WebMercator.coordinate(worldX: 2100.5 / 8192, worldY: 3044.6 / 8192)

    static func state() throws -> (AppState, TileCover) {
        for span in stride(from: 1_000.0, through: 40_000, by: 500) {
            let state = MapTileSourceTests.state(at: chicago, span: span, width: 90, height: 30)
            let cover = try XCTUnwrap(MapPane.tileCover(state))
            if cover.zoom == 13 { return (state, cover) }
        }
        XCTFail("no span gives a z13 view")
        throw XCTSkip("no z13 view")
    }

    /// The whole frame of `source`, every tile loaded through a real loader thread.
    static func loadedFrame(_ make: (MapTileLoader) -> MapTileSource, folder: URL, cover: TileCover) throws -> MapFrame {
        let arrived = DispatchSemaphore(value: 0)
        let loader = MapTileLoader(reader: FolderReader(folder)) { event in
            if case .tilesUpdated = event { arrived.signal() }
        }
        XCTAssertTrue(loader.start())
        defer { loader.stop() }
        let source = make(loader)
        var frame = source.frame(for: cover)
        try Wait.until("every tile of the frame loaded", timeout: 20, every: 0, pause: {
            loader.want(frame.lack.load)
            _ = arrived.wait(timeout: .now() + 1)
            frame = source.frame(for: cover)
        }) { frame.lack.load.isEmpty }
        return frame
    }

    func testASourceThatSaysNothingDrawsWhatTheBundledStyleForItsSchemaDraws() throws {
        guard let folder = SharedFixtures.url("mvt-fixtures/real-world/chicago") else { throw XCTSkip(SharedFixtures.absent) }
        let (state, cover) = try Self.state()
        let bundled = MapStyleChoice.bundledStyles(assetsDirectory: Self.assets)
        XCTAssertEqual(Set(bundled.keys), Set(TileSchema.allCases))
        let mapbox = try MapStyle.bundled(for: .mapboxStreetsV7, assetsDirectory: Self.assets)
        let language = LabelLanguage.preferred("en")

        // As Setup makes every source now: the choice, and no schema known before the tiles.
        let chosen = try Self.loadedFrame({ loader in
            let source = MapTileSource(loader: loader, maxZoom: 13, attribution: nil)
            source.choose(MapStyleChoice(bundled: bundled, language: language))
            return source
        }, folder: folder, cover: cover)
        // `--style Assets/styles/mapbox-streets-v7.json`.
        let given = try Self.loadedFrame({ loader in
            let source = MapTileSource(loader: loader, maxZoom: 13, attribution: nil)
            source.choose(MapStyleChoice(given: mapbox, language: language))
            return source
        }, folder: folder, cover: cover)
        // What an unnamed online source got before: the built-in rules.
        let builtIn = try Self.loadedFrame({ MapTileSource(loader: $0, maxZoom: 13, attribution: nil) }, folder: folder, cover: cover)

        XCTAssertEqual(chosen.data, given.data)
        let grid = Screen.render(state, map: chosen.data)
        XCTAssertEqual(grid, Screen.render(state, map: given.data), "frames equal")
        XCTAssertNotEqual(grid, Screen.render(state, map: builtIn.data), "the built-in rules draw these tiles differently")
        XCTAssertTrue(chosen.data.unknownLayers.isEmpty)
        XCTAssertGreaterThan(chosen.data.tiles.flatMap(\.lines).count, 100, "Chicago's streets are drawn")
        XCTAssertTrue(chosen.data.tiles.flatMap(\.lines).allSatisfy { $0.color != nil }, "in the style's colours")
    }

    /// A TileJSON's `vector_layers` choose the style before any tile has come.
    func testATileJSONsVectorLayersChooseTheStyle() throws {
        let tileJSON = #"{"tiles": ["http://127.0.0.1:1/{z}/{x}/{y}.mvt"], "vector_layers": [{"id": "water"}, {"id": "road"}, {"id": "road_label"}, {"id": "poi_label", "fields": {}}]}"#
        let endpoint = try TileEndpoint.parseTileJSON(Array(tileJSON.utf8))
        XCTAssertEqual(endpoint.vectorLayerIDs, ["water", "road", "road_label", "poi_label"])
        XCTAssertEqual(try TileEndpoint.parseTileJSON(Array(#"{"tiles": ["http://127.0.0.1:1/{z}/{x}/{y}"]}"#.utf8)).vectorLayerIDs, [])
        let loader = MapTileLoader(reader: FolderReader(URL(fileURLWithPath: "/nonexistent"))) { _ in }
        let source = MapTileSource(loader: loader, maxZoom: nil, attribution: nil)
        source.choose(MapStyleChoice(bundled: MapStyleChoice.bundledStyles(assetsDirectory: Self.assets)))
        XCTAssertEqual(source.styleDecision, .undecided)
        source.declareLayers(endpoint.vectorLayerIDs)
        XCTAssertEqual(source.styleDecision, .schema(.mapboxStreetsV7))
        XCTAssertEqual(source.styler.style?.style.name, "Nearby Mapbox Streets v7")
    }

    func testTheSchemaIsRecognisedFromTheLayerNames() {
        let choice = MapStyleChoice(bundled: [:])
        XCTAssertEqual(choice.decide(layerNames: ["water", "transportation", "place", "building"]), .schema(.openMapTiles))
        XCTAssertEqual(choice.decide(layerNames: ["ocean", "streets", "street_labels", "place_labels"]), .schema(.shortbread))
        XCTAssertEqual(choice.decide(layerNames: ["water", "road", "road_label", "poi_label"]), .schema(.mapboxStreetsV7))
        // OSM-QA tiles: one layer of raw OSM tags.
        XCTAssertEqual(choice.decide(layerNames: ["osm"]), .generic(layers: ["osm"]))
        XCTAssertEqual(choice.decide(layerNames: []), .undecided)
        XCTAssertEqual(choice.decide(layerNames: [], hint: .shortbread), .schema(.shortbread), "a named service's schema")
        XCTAssertEqual(choice.decide(layerNames: ["road", "road_label"], hint: .shortbread), .schema(.mapboxStreetsV7),
                       "its tiles say otherwise")
        let given = MapStyleChoice(given: MapStyle(layers: [StyleLayer(id: "x", sourceLayer: "osm", paint: .line(LinePaint(color: .constant(.black))))]))
        XCTAssertEqual(given.decide(layerNames: ["osm"]), .given, "--style wins")
    }

    /// An OSM-QA-like tile: every feature in one `osm` layer, tagged as OSM tags them.
    static func osmTile() -> MVTTile {
        func feature(_ geometry: MVTGeometry, _ tags: [String: MVTValue]) -> MVTFeature {
            MVTFeature(id: nil, properties: tags.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: $0.value) }, geometry: geometry)
        }
        func square(_ x: Int32, _ y: Int32, _ side: Int32) -> MVTGeometry {
            .polygons([MVTPolygon(exterior: [MVTPoint(x: x, y: y), MVTPoint(x: x + side, y: y), MVTPoint(x: x + side, y: y + side),
                                             MVTPoint(x: x, y: y + side)])])
        }
        let features = [
            feature(square(200, 200, 1500), ["natural": .string("water"), "name": .string("Lake Nearby")]),
            feature(square(2200, 200, 1500), ["landuse": .string("residential")]),
            feature(square(2300, 2300, 300), ["building": .string("yes")]),
            feature(.lineStrings([[MVTPoint(x: 0, y: 2000), MVTPoint(x: 4096, y: 2000)]]),
                    ["highway": .string("primary"), "name": .string("Main Street")]),
            feature(.lineStrings([[MVTPoint(x: 1000, y: 2500), MVTPoint(x: 1000, y: 4000)]]), ["highway": .string("footway")]),
            feature(.points([MVTPoint(x: 3000, y: 3500)]), ["amenity": .string("cafe"), "name": .string("Kahvila")]),
        ]
        return MVTTile(layers: [MVTLayer(name: "osm", version: 2, extent: 4096, keys: [], values: [], features: features)])
    }

    func testAnUnknownSchemaIsDrawnByGeometryAndThePaneNamesItsLayers() throws {
        let key = TileKey(zoom: 14, x: 9327, y: 4742)
        let tile = MapTileBuilder.build(Self.osmTile(), source: key, for: key, styler: TileStyler(generic: true))
        XCTAssertEqual(tile.fills.map(\.kind), [.water, .area], "polygons filled: water blue, the rest faintly")
        XCTAssertEqual(tile.fills.last?.color, TileStyler.faintArea)
        XCTAssertEqual(tile.lines.map(\.kind).sorted(), [.building, .path, .major],
                       "lines by their kind, the building outlined")
        XCTAssertEqual(Set(tile.labels.map { "\($0.kind) \($0.text)" }), ["area Lake Nearby", "street Main Street", "place Kahvila"],
                       "points, lines and areas named from `name`")
        // Before this change the built-in rules drew nothing of such tiles.
        XCTAssertEqual(MapTileBuilder.build(Self.osmTile(), source: key, for: key), MapTile(key: key))

        // The source decides it from the tiles it sees, and its frames carry the layers' names.
        let loader = MapTileLoader(reader: FolderReader(URL(fileURLWithPath: "/nonexistent"))) { _ in }
        let source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil)
        source.choose(MapStyleChoice(bundled: MapStyleChoice.bundledStyles(assetsDirectory: Self.assets)))
        XCTAssertEqual(source.styleDecision, .undecided)
        source.notice(Self.osmTile())
        XCTAssertEqual(source.styleDecision, .generic(layers: ["osm"]))
        let state = MapTileSourceTests.state(width: 120, height: 30)
        let frame = source.frame(for: try XCTUnwrap(MapPane.tileCover(state)))
        XCTAssertEqual(frame.data.unknownLayers, ["osm"])
        let lines = Screen.render(state, map: frame.data).lines
        XCTAssertEqual(lines.filter { $0.contains("layers osm not known") }.count, 1, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[1].contains("map: layers osm not known, drawn plainly; --style FILE styles them"), lines[1])
        var chinese = state
        chinese.settings.language = .chinese
        XCTAssertTrue(Screen.render(chinese, map: frame.data).lines[1].contains("未知图层 osm"))
        // A known schema's tiles arriving after (an ocean tile first, then streets) switch to its style.
        source.notice(MVTTile(layers: [MVTLayer(name: "transportation", version: 2, extent: 4096, keys: [], values: [], features: [])]))
        XCTAssertEqual(source.styleDecision, .schema(.openMapTiles))
        XCTAssertEqual(source.frame(for: try XCTUnwrap(MapPane.tileCover(state))).data.unknownLayers, [])
    }
}
