import NearbyTestSupport
import XCTest
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// Place names are placed by rank as a map maker places them: countries and states, then the
/// settlements by capital, population and class, then the parts of a settlement, so a city's
/// name is never crowded out by its suburbs' (which the alphabet used to decide). Water, area
/// and street names keep their order after the places.
final class PlaceLabelRankTests: XCTestCase {
    static let key = TileKey(zoom: 8, x: 227, y: 100)

    static func place(_ name: String, at point: MVTPoint = MVTPoint(x: 2048, y: 2030), _ tags: [String: MVTValue]) -> MVTFeature {
        let properties = tags.merging(["name": .string(name)]) { a, _ in a }
        return MVTFeature(id: nil, properties: properties.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: $0.value) },
                          geometry: .points([point]))
    }

    static func rank(_ layer: String, _ feature: MVTFeature) -> Int? {
        guard case .label(_, let rank)? = TileStyler().rule(forLayer: layer)?(feature) else { return nil }
        return rank
    }

    /// The callout keeps clear of continents', countries', states' and cities' names, whatever
    /// their importance within the class, and not of towns' or suburbs'.
    func testMainPlacesAreCountriesStatesAndCitiesOfEveryImportance() throws {
        for rank in 1...12 {
            for (kind, main) in [("continent", true), ("country", true), ("state", true), ("city", true),
                                 ("town", false), ("suburb", false), ("village", false)] {
                let value = try XCTUnwrap(Self.rank("place", Self.place("P", ["class": .string(kind), "rank": .int(Int64(rank))])))
                let label = MapLabel(kind: .place, text: "P", rank: value, points: [])
                XCTAssertEqual(label.isMainPlace, main, "\(kind), rank \(rank): label rank \(value)")
            }
        }
        XCTAssertFalse(MapLabel(kind: .water, text: "Baltic Sea", rank: 0, points: []).isMainPlace)
    }

    /// Countries and states first; then the settlements by capital, then population (or the
    /// schema's rank standing for it), then class; then the parts of a settlement, whatever
    /// their population; every place before water, areas and streets.
    func testAPlaceRanksByCapitalThenPopulationThenClass() throws {
        // OpenMapTiles and the bundled world: `rank`, 1 first; `capital` 2 a nation's, 4 a state's.
        let tokyo = try XCTUnwrap(Self.rank("place", Self.place("Tokyo", ["class": .string("city"), "rank": .int(1), "capital": .int(2)])))
        let yokohama = try XCTUnwrap(Self.rank("place", Self.place("Yokohama", ["class": .string("city"), "rank": .int(1)])))
        let small = try XCTUnwrap(Self.rank("place", Self.place("Valletta", ["class": .string("town"), "rank": .int(7), "capital": .int(2)])))
        let adachi = try XCTUnwrap(Self.rank("place", Self.place("Adachi", ["class": .string("city"), "rank": .int(3)])))
        let bigTown = try XCTUnwrap(Self.rank("place", Self.place("Abiko", ["class": .string("town"), "rank": .int(1)])))
        let sameTown = try XCTUnwrap(Self.rank("place", Self.place("Abiko", ["class": .string("town"), "rank": .int(3)])))
        let saitama = try XCTUnwrap(Self.rank("place", Self.place("Saitama", ["class": .string("city"), "rank": .int(3), "capital": .int(4)])))
        let japan = try XCTUnwrap(Self.rank("place", Self.place("Japan", ["class": .string("country"), "rank": .int(10)])))
        XCTAssertLessThan(japan, tokyo, "a country before its cities")
        XCTAssertLessThan(tokyo, yokohama, "a nation's capital first")
        XCTAssertLessThan(small, yokohama, "a nation's capital first, however small")
        XCTAssertLessThan(saitama, yokohama, "then a state's capital")
        XCTAssertLessThan(yokohama, adachi, "then the most populous")
        XCTAssertLessThan(bigTown, adachi, "a populous town before a smaller city")
        XCTAssertLessThan(adachi, sameTown, "as populous: a city before a town")

        // A settlement's parts after every settlement, however many live there.
        let asker = try XCTUnwrap(Self.rank("place", Self.place("Asker", ["class": .string("village"), "rank": .int(9)])))
        let suburb = try XCTUnwrap(Self.rank("place", Self.place("Grünerløkka", ["class": .string("suburb"), "rank": .int(1)])))
        let quarter = try XCTUnwrap(Self.rank("place", Self.place("Kallio", ["class": .string("quarter"), "rank": .int(1)])))
        XCTAssertLessThan(asker, suburb)
        XCTAssertLessThan(suburb, quarter)

        // Shortbread: `population` (and `capital` yes); Mapbox Streets v7: `scalerank`, 0 first.
        let cairo = try XCTUnwrap(Self.rank("place_labels", Self.place("Cairo", ["kind": .string("city"), "population": .int(7_734_614),
                                                                               "capital": .string("yes")])))
        let giza = try XCTUnwrap(Self.rank("place_labels", Self.place("Giza", ["kind": .string("city"), "population": .int(8_800_000)])))
        let gizaTown = try XCTUnwrap(Self.rank("place_labels", Self.place("Giza", ["kind": .string("town"), "population": .int(8_800_000)])))
        let agege = try XCTUnwrap(Self.rank("place_labels", Self.place("Agege", ["kind": .string("city"), "population": .int(459_939)])))
        let ikeja = try XCTUnwrap(Self.rank("place_labels", Self.place("Ikeja", ["kind": .string("city"), "population": .int(313_196)])))
        let imbaba = try XCTUnwrap(Self.rank("place_labels", Self.place("Imbaba", ["kind": .string("suburb"), "population": .int(9_000_000)])))
        XCTAssertLessThan(cairo, giza, "the capital, though Giza counts more")
        XCTAssertLessThan(giza, gizaTown)
        XCTAssertLessThan(giza, agege)
        XCTAssertLessThan(agege, ikeja, "populations a third apart are told apart")
        XCTAssertLessThan(ikeja, imbaba, "a suburb after the cities, however populous")
        let chicago = try XCTUnwrap(Self.rank("place_label", Self.place("Chicago", ["type": .string("city"), "scalerank": .int(0)])))
        let evanston = try XCTUnwrap(Self.rank("place_label", Self.place("Evanston", ["type": .string("city"), "scalerank": .int(8)])))
        XCTAssertLessThan(chicago, evanston)

        // Every place before water and area names, and those before streets, major before minor.
        let hamlet = try XCTUnwrap(Self.rank("place", Self.place("Kylä", ["class": .string("hamlet"), "rank": .int(20)])))
        let island = try XCTUnwrap(Self.rank("place", Self.place("Pihlajasaari", ["class": .string("island"), "rank": .int(20)])))
        let bay = try XCTUnwrap(Self.rank("water_name", Self.place("Kaisaniemenlahti", [:])))
        let major = try XCTUnwrap(Self.rank("transportation_name", Self.place("Mannerheimintie", ["class": .string("primary")])))
        let minor = try XCTUnwrap(Self.rank("transportation_name", Self.place("Vuorikatu", ["class": .string("minor")])))
        XCTAssertLessThan(hamlet, bay)
        XCTAssertLessThan(island, bay)
        XCTAssertLessThan(bay, major)
        XCTAssertLessThan(major, minor)
    }

    /// The bundled style ranks places the same way, whatever size it writes them at: a capital
    /// written as a `town` (smaller text) still goes before a big city.
    func testTheBundledStyleRanksPlacesAsTheRulesDo() throws {
        let style = try MapStyle(path: ChildProcess.packageRoot.appendingPathComponent("Assets/styles/openmaptiles.json").path)
        let roles = StyleRoles(style)
        func rank(_ feature: MVTFeature) -> Int? { roles.roles(feature, sourceLayer: "place", zoom: 12).label?.1 }
        let valletta = Self.place("Valletta", ["class": .string("town"), "rank": .int(7), "capital": .int(2)])
        let birkirkara = Self.place("Birkirkara", ["class": .string("city"), "rank": .int(5)])
        let suburb = Self.place("Sliema", ["class": .string("suburb"), "rank": .int(1)])
        XCTAssertEqual(try XCTUnwrap(rank(valletta)), Self.rank("place", valletta))
        XCTAssertLessThan(try XCTUnwrap(rank(valletta)), try XCTUnwrap(rank(birkirkara)))
        XCTAssertLessThan(try XCTUnwrap(rank(birkirkara)), try XCTUnwrap(rank(suburb)))
    }

    /// A city among its wards, all of the class `city` and all on the same few cells: before,
    /// the wards that come first in the alphabet took the room and the city went unnamed.
    func testACityIsNamedBeforeItsSuburbsOnTheSameSpot() throws {
        let wards = ["Adachi", "Arakawa", "Bunkyo", "Chūō"].enumerated().map { i, name in
            Self.place(name, at: MVTPoint(x: 2040 + Int32(i) * 4, y: 2030), ["class": .string("city"), "rank": .int(3)])
        }
        // A suburb more populous than the city (by its rank), written before it in the tile.
        let suburb = Self.place("Aaaa", at: MVTPoint(x: 2052, y: 2030), ["class": .string("suburb"), "rank": .int(1)])
        let tokyo = Self.place("Tokyo", ["class": .string("city"), "rank": .int(2), "capital": .int(2)])
        let layer = MVTLayer(name: "place", version: 2, extent: 4096, keys: [], values: [], features: [suburb] + wards + [tokyo])
        let tile = MapTileBuilder.build(MVTTile(layers: [layer]), source: Self.key, for: Self.key, styler: TileStyler())
        XCTAssertEqual(tile.labels.count, 6)

        let centre = WebMercator.coordinate(worldX: (227 + 0.5) / 256, worldY: (100 + 0.5) / 256)
        let projection = MapProjection(center: centre, span: 64_000, columns: 60, rows: 16)
        var grid = CellGrid(width: 60, height: 16)
        var index = LabelIndex(width: 60, height: 16)
        MapDrawing.drawLabels(MapData(tiles: [tile]), projection: projection, depth: .ansi16, index: &index,
                              into: &grid, area: Rect(x: 0, y: 0, width: 60, height: 16))
        let text = grid.lines.joined(separator: "\n")
        // The city takes its own spot, centred on its point; a ward there gives way (beside it,
        // or not at all), never over it.
        let row = try XCTUnwrap(grid.lines.first { $0.contains("Tokyo") }, text)
        let column = try XCTUnwrap(Array(row).firstIndex(of: "T"))
        let point = try XCTUnwrap(projection.cell(of: WebMercator.coordinate(worldX: (227 + 2048.0 / 4096) / 256,
                                                                              worldY: (100 + 2030.0 / 4096) / 256)))
        XCTAssertEqual(column, point.column - 2, "Tokyo centred on its point:\n" + text)
        XCTAssertFalse(row.contains("TokyoAdachi") || row.contains("AdachiTokyo"), text)
        XCTAssertFalse(row.contains("TokyoAaaa") || row.contains("AaaaTokyo"), text)
    }
}
