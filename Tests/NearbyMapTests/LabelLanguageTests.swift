import NearbyTestSupport
import XCTest
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// Names in the map's language: `name:XX`/`name_XX`, then the Latin form (`name:latin`,
/// `name_int`, `name_en`), then the local name; `local` keeps the local names. Chosen from
/// `map-language`, `--lang` and the locale.
final class LabelLanguageTests: XCTestCase {
    func feature(_ names: [String: String]) -> MVTFeature {
        MVTFeature(id: nil, properties: names.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .string($0.value)) },
                   geometry: .points([MVTPoint(x: 1, y: 1)]))
    }

    func testTheNameIsLookedUpInTheLanguageThenLatinThenLocal() {
        // Bangkok as OpenMapTiles writes it, as Shortbread and Mapbox Streets write it.
        let openMapTiles = feature(["name": "กรุงเทพมหานคร", "name:en": "Bangkok", "name:latin": "Krung Thep Maha Nakhon",
                                    "name:de": "Bangkok (de)"])
        let shortbread = feature(["name": "กรุงเทพมหานคร", "name_en": "Bangkok", "name_de": "Bangkok (de)"])
        let international = feature(["name": "กรุงเทพมหานคร", "name_int": "Bangkok (int)"])
        let localOnly = feature(["name": "กรุงเทพมหานคร"])
        let template = TextTemplate(template: "{name}")
        XCTAssertEqual(template.text(for: openMapTiles, language: .preferred("en")), "Bangkok")
        XCTAssertEqual(template.text(for: openMapTiles, language: .preferred("de")), "Bangkok (de)")
        XCTAssertEqual(template.text(for: openMapTiles, language: .preferred("fi")), "Krung Thep Maha Nakhon", "the Latin form")
        XCTAssertEqual(template.text(for: shortbread, language: .preferred("de")), "Bangkok (de)")
        XCTAssertEqual(template.text(for: shortbread, language: .preferred("fi")), "Bangkok", "name_en is a Latin form")
        XCTAssertEqual(template.text(for: international, language: .preferred("fi")), "Bangkok (int)")
        XCTAssertEqual(template.text(for: localOnly, language: .preferred("en")), "กรุงเทพมหานคร")
        XCTAssertEqual(template.text(for: openMapTiles, language: .local), "กรุงเทพมหานคร")
        XCTAssertEqual(template.text(for: openMapTiles), "กรุงเทพมหานคร", "a style read alone keeps its names")
        // Other properties are as the style names them.
        XCTAssertEqual(TextTemplate(template: "{name:latin}").text(for: openMapTiles, language: .preferred("en")),
                       "Krung Thep Maha Nakhon")
        XCTAssertEqual(LabelLanguage.preferred("zh").nameKeys, ["name:zh", "name_zh", "name:latin", "name_int", "name_en", "name"])
        // The built-in rules follow the language too.
        XCTAssertEqual(TileStyler(language: .preferred("en")).name(shortbread), "Bangkok")
        XCTAssertEqual(TileStyler().name(shortbread), "กรุงเทพมหานคร")
    }

    func testTheLanguageComesFromMapLanguageThenLangThenTheLocale() {
        func choose(_ mapLanguage: String? = nil, _ option: String? = nil, lang: String? = nil, lcAll: String? = nil) -> LabelLanguage {
            LabelLanguage.choose(mapLanguage: mapLanguage, option: option, lcAll: lcAll, lcMessages: nil, lang: lang)
        }
        XCTAssertEqual(choose("local", "en", lang: "th_TH.UTF-8"), .local)
        XCTAssertEqual(choose("de", "en"), .preferred("de"))
        XCTAssertEqual(choose(nil, "zh", lang: "de_DE.UTF-8"), .preferred("zh"))
        XCTAssertEqual(choose(lang: "de_DE.UTF-8"), .preferred("de"))
        XCTAssertEqual(choose(lang: "de_DE.UTF-8", lcAll: "pt_BR.UTF-8"), .preferred("pt"))
        XCTAssertEqual(choose(lang: "C.UTF-8"), .preferred("en"))
        XCTAssertEqual(choose(lang: "POSIX"), .preferred("en"))
        XCTAssertEqual(choose(), .preferred("en"))
    }

    /// Real Mapbox Streets v7 tiles (mvt-fixtures' Chicago) carry `name_zh`: drawn with the
    /// bundled style, a Chinese map names the places in Chinese, an English one in English, a
    /// local one as the tiles' `name`.
    func testRealTilesNameTheirPlacesInTheMapsLanguage() throws {
        guard let folder = SharedFixtures.url("mvt-fixtures/real-world/chicago") else { throw XCTSkip(SharedFixtures.absent) }
        let style = try MapStyle.bundled(for: .mapboxStreetsV7, assetsDirectory: StyleChoiceTests.assets)
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let parts = name.dropLast(4).split(separator: "-").compactMap { Int($0) }
            let key = TileKey(zoom: parts[0], x: parts[1], y: parts[2])
            let tile = try MVTDecoder.decode(compressed: try SharedFixtures.bytes(folder.appendingPathComponent(name)))
            guard let places = tile.layer(named: "place_label") else { continue }
            func labels(_ language: LabelLanguage) -> [String] {
                MapTileBuilder.build(tile, source: key, for: key, styler: TileStyler(style: style, language: language))
                    .labels.filter { $0.kind == .place }.map(\.text).sorted()
            }
            let drawn = labels(.preferred("zh"))
            for feature in places.features {
                guard let local = feature["name"]?.string, let chinese = feature["name_zh"]?.string, chinese != local,
                      labels(.local).contains(local) else { continue }
                XCTAssertTrue(drawn.contains(chinese), "\(chinese) in \(drawn)")
                XCTAssertFalse(drawn.contains(local), "\(local) in \(drawn)")
                checked += 1
            }
            XCTAssertEqual(labels(.preferred("en")), labels(.local).map { local in
                places.features.first { $0["name"]?.string == local }?["name_en"]?.string ?? local
            }.sorted())
        }
        XCTAssertGreaterThan(checked, 0, "no place with a Chinese name in the fixtures")
    }
}
