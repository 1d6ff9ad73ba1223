import XCTest
@testable import NearbyFormats
import NearbyGeo

/// Saved places written as GPX, GeoJSON and KML read back the same (names escaped on write),
/// files from Organic Maps and OsmAnd read as they mean, and hostile files end in an error.
final class SavedFormatsTests: XCTestCase {
    /// Places whose text tries every escape: markup characters, quotes, CDATA's end, entities
    /// written literally, CJK, emoji, a line break in the note.
    let places = [
        SavedPlace(key: VenueKey(provider: "osm", id: "node/60068035"), name: "Café \"Kahvila\" <&> 'Ekberg'",
                   address: "Bulevardi 9 & 11, <Helsinki>", coordinate: Coordinate(latitude: 60.1645217, longitude: 24.9373401),
                   details: VenueDetails(openingHours: "Mo-Fr 07:30-19:00; Sa 09:00-17:00", website: "https://x.example/?a=1&b=2",
                                         internetAccess: "wlan", wheelchair: "limited"),
                   note: "cardamom buns ]]> &amp; literal\nsecond line: 咖啡 ☕", savedAt: 1_733_400_000),
        SavedPlace(key: VenueKey(provider: "saved", id: ""), name: "珈琲 Bench by the sea",
                   coordinate: Coordinate(latitude: -33.8567844, longitude: 151.213108), savedAt: 86_399),
    ]

    func testEachFormatReadsBackWhatItWrote() throws {
        XCTAssertEqual(try SavedGPX.read(SavedGPX.write(places)), places)
        XCTAssertEqual(try SavedKML.read(SavedKML.write(places)), places)
        XCTAssertEqual(try SavedGeoJSON.read(Array(SavedGeoJSON.write(places).utf8)), places)
    }

    func testControlCharactersAreDroppedFromXMLAndKeptInJSON() throws {
        let place = SavedPlace(key: VenueKey(provider: "saved", id: ""), name: "Bell\u{7} and\u{1B}[31m escape",
                               coordinate: Coordinate(latitude: 1, longitude: 2), note: "tab\there\u{0}")
        let gpx = SavedGPX.write([place])
        XCTAssertFalse(gpx.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        XCTAssertEqual(try SavedGPX.read(gpx).first?.name, "Bell and[31m escape")
        XCTAssertEqual(try SavedKML.read(SavedKML.write([place])).first?.note, "tab\there")
        XCTAssertEqual(try SavedGeoJSON.read(Array(SavedGeoJSON.write([place]).utf8)), [place])
    }

    func testGeoJSONHasThePropertiesAndLongitudeFirst() throws {
        let value = try JSONValue.parse(Array(SavedGeoJSON.write(places).utf8))
        let feature = try XCTUnwrap(value["features"]?.array?.first)
        XCTAssertEqual(feature["geometry"]?["coordinates"]?.array?.compactMap(\.number), [24.9373401, 60.1645217])
        for key in ["name", "address", "note", "provider", "id", "saved_at"] {
            XCTAssertNotNil(feature["properties"]?[key]?.string, key)
        }
        XCTAssertEqual(feature["properties"]?["saved_at"]?.string, "2024-12-05T12:00:00Z")
    }

    func testOrganicMapsKML() throws {
        let kml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://earth.google.com/kml/2.2">
            <Document>
              <Style id="placemark-red"><IconStyle><Icon><href>https://omaps.app/placemarks/placemark-red.png</href></Icon></IconStyle></Style>
              <name>Helsinki coffee</name>
              <visibility>1</visibility>
              <ExtendedData xmlns:mwm="https://omaps.app">
                <mwm:name><mwm:lang code="default">Helsinki coffee</mwm:lang></mwm:name>
                <mwm:lastModified>2024-05-01T10:00:00Z</mwm:lastModified>
              </ExtendedData>
              <Folder>
                <name>Kallio</name>
                <Placemark>
                  <name>Good Life Coffee</name>
                  <description><![CDATA[<p>Best <b>filter</b> in town &amp; quiet</p><br/>Closed Mondays]]></description>
                  <TimeStamp><when>2024-05-01T10:00:00Z</when></TimeStamp>
                  <styleUrl>#placemark-red</styleUrl>
                  <Point><coordinates>24.9501,60.1843</coordinates></Point>
                  <ExtendedData xmlns:mwm="https://omaps.app">
                    <mwm:name><mwm:lang code="default">Good Life Coffee</mwm:lang><mwm:lang code="fi">Hyvä elämä</mwm:lang></mwm:name>
                    <mwm:icon>Coffee</mwm:icon>
                    <mwm:scale>18</mwm:scale>
                    <mwm:featureTypes><mwm:value>amenity-cafe</mwm:value></mwm:featureTypes>
                  </ExtendedData>
                </Placemark>
              </Folder>
              <Placemark>
                <ExtendedData xmlns:mwm="https://omaps.app">
                  <mwm:name><mwm:lang code="fi">Kahvila</mwm:lang><mwm:lang code="default">Unnamed by name element</mwm:lang></mwm:name>
                </ExtendedData>
                <Point><coordinates> 24.94,60.17,12.5 </coordinates></Point>
              </Placemark>
              <Placemark>
                <name>A track is not a place</name>
                <LineString><coordinates>24.9,60.1 24.91,60.11</coordinates></LineString>
              </Placemark>
            </Document>
            </kml>
            """
        let read = try SavedKML.read(kml)
        XCTAssertEqual(read.map(\.name), ["Good Life Coffee", "Unnamed by name element"])
        XCTAssertEqual(read[0].note, "Best filter in town & quiet\n\nClosed Mondays")
        XCTAssertEqual(read[0].coordinate, Coordinate(latitude: 60.1843, longitude: 24.9501))
        XCTAssertEqual(read[0].savedAt, 1_714_557_600)
        XCTAssertEqual(read[0].key.provider, SavedPlace.ownProvider)
        XCTAssertEqual(read[1].coordinate, Coordinate(latitude: 60.17, longitude: 24.94))
    }

    func testOsmAndFavouritesGPX() throws {
        let gpx = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <gpx version="1.1" creator="OsmAnd Maps 4.7.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:osmand="https://osmand.net" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <metadata><name>favourites</name></metadata>
              <wpt lat="60.1612345" lon="24.9398765">
                <time>2024-03-02T08:15:00Z</time>
                <name>Kaffecentralen</name>
                <desc>beans to take home</desc>
                <type>Coffee</type>
                <extensions>
                  <osmand:address>Kalevankatu 10</osmand:address>
                  <osmand:icon>cafe</osmand:icon>
                  <osmand:background>circle</osmand:background>
                  <osmand:color>#eecc22</osmand:color>
                </extensions>
              </wpt>
              <wpt lat="60.2" lon="25.0"><name>Only a name</name><cmt>a comment stands in for a desc</cmt></wpt>
              <trk><name>A walk</name><trkseg><trkpt lat="60.1" lon="24.9"/></trkseg></trk>
              <extensions><osmand:points_groups><group name="Coffee" color="#eecc22" icon="cafe" background="circle"/></osmand:points_groups></extensions>
            </gpx>
            """
        let read = try SavedGPX.read(gpx)
        XCTAssertEqual(read.map(\.name), ["Kaffecentralen", "Only a name"])
        XCTAssertEqual(read[0].address, "Kalevankatu 10")
        XCTAssertEqual(read[0].note, "beans to take home")
        XCTAssertEqual(read[0].savedAt, 1_709_367_300)
        XCTAssertEqual(read[0].coordinate, Coordinate(latitude: 60.1612345, longitude: 24.9398765))
        XCTAssertEqual(read[1].note, "a comment stands in for a desc")
    }

    func testHostileAndBrokenFilesAreErrorsNamingTheProblem() {
        func message(_ body: () throws -> Any) -> String {
            do { _ = try body() } catch { return "\(error)" }
            return "no error"
        }
        let deep = "<gpx>" + String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000) + "</gpx>"
        XCTAssertTrue(message { try SavedGPX.read(deep) }.contains("nested more than"))
        XCTAssertTrue(message { try SavedGPX.read("<kml/>") }.contains("not a GPX file"))
        XCTAssertTrue(message { try SavedKML.read("<gpx/>") }.contains("not a KML file"))
        XCTAssertTrue(message { try SavedGPX.read("<gpx><wpt lat=\"91\" lon=\"0\"/></gpx>") }.contains("latitude"))
        XCTAssertTrue(message { try SavedGPX.read("<gpx><wpt lat=\"1\" lon=\"2\"><name>x</gpx>") }.contains("does not match"))
        XCTAssertTrue(message {
            try SavedKML.read("<kml><Placemark><Point><coordinates>nan,1</coordinates></Point></Placemark></kml>")
        }.contains("not a longitude,latitude"))
        XCTAssertTrue(message { try SavedGeoJSON.read(Array("[1,2]".utf8)) }.contains("not a GeoJSON file"))
        XCTAssertTrue(message { try SavedGeoJSON.read(Array((String(repeating: "[", count: 500)).utf8)) }.contains("GeoJSON"))
        XCTAssertTrue(message {
            try SavedGeoJSON.read(Array(#"{"type":"Feature","geometry":{"type":"Point","coordinates":[200,1]}}"#.utf8))
        }.contains("feature 1"))
        let many = "<gpx>" + String(repeating: "<wpt lat=\"1\" lon=\"2\"/>", count: SavedFileLimits.places + 1) + "</gpx>"
        XCTAssertTrue(message { try SavedGPX.read(many) }.contains("more than \(SavedFileLimits.places) places"))
    }

    func testGeoJSONSkipsOtherGeometriesAndReadsOtherToolsProperties() throws {
        let json = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[1, 2], [3, 4]]}, "properties": {}},
              {"type": "Feature", "geometry": null, "properties": {"name": "nowhere"}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.9, 60.1, 5]},
               "properties": {"title": "Titled", "description": "from uMap", "id": 42, "provider": "saved"}}
            ]}
            """
        let read = try SavedGeoJSON.read(Array(json.utf8))
        XCTAssertEqual(read.map(\.name), ["Titled"])
        XCTAssertEqual(read[0].note, "from uMap")
        XCTAssertEqual(read[0].key, VenueKey(provider: "saved", id: ""), "another database's own numbers are not kept")
    }

    func testTheFormatIsToldFromTheContentBeforeTheName() {
        XCTAssertEqual(SavedFileFormat.sniff(Array("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- c --><gpx>".utf8), path: "x.kml"), .gpx)
        XCTAssertEqual(SavedFileFormat.sniff(Array("<kml:kml xmlns:kml=\"x\">".utf8), path: "x.gpx"), .kml)
        XCTAssertEqual(SavedFileFormat.sniff(Array("  {\"type\"".utf8), path: "x"), .geojson)
        XCTAssertEqual(SavedFileFormat.sniff([0x50, 0x4B, 0x03, 0x04, 0], path: "x.gpx"), .kmz)
        XCTAssertEqual(SavedFileFormat.sniff(Array("<html>".utf8), path: "x.kml"), nil)
        XCTAssertEqual(SavedFileFormat.sniff(Array("garbage".utf8), path: "Places.KMZ"), .kmz)
        XCTAssertEqual(SavedFileFormat.sniff(Array("garbage".utf8), path: "places.txt"), nil)
    }

    func testISOTimesWriteAndReadBack() {
        for seconds in [0, 86_399, 951_782_400, 1_733_400_000, -86_401, 4_102_444_800] {
            XCTAssertEqual(ISO8601.seconds(ISO8601.text(seconds)).map(Int.init), seconds, ISO8601.text(seconds))
        }
        XCTAssertEqual(ISO8601.text(951_782_400), "2000-02-29T00:00:00Z")
    }
}
