import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NearbyFormats
import NearbyGeo
import NearbyRoute
import NearbyTestSupport
import XCTest

/// The walk's encoders read back by other parsers: OSRM's route object and GeoJSON through
/// Foundation's JSONSerialization, the GPX through XMLParser and our own GPX reader.
final class WalkRouteEncodingTests: XCTestCase {
    let from = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let to = Coordinate(latitude: 60.1712, longitude: 24.9455)

    func walk(router: ManhattanWalkRouter = ManhattanWalkRouter(snap: 3.25)) throws -> WalkRoute {
        try router.route(from: from, to: to).get()
    }

    func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func positions(_ geometry: Any?) throws -> [[Double]] {
        let line = try XCTUnwrap(geometry as? [String: Any])
        XCTAssertEqual(line["type"] as? String, "LineString")
        return try XCTUnwrap(line["coordinates"] as? [[Double]])
    }

    func assertPosition(_ position: [Double]?, _ c: Coordinate, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(position?.count, 2, file: file, line: line)
        XCTAssertEqual(position?.first ?? .nan, c.longitude, accuracy: 1e-6, "lon first", file: file, line: line)
        XCTAssertEqual(position?.last ?? .nan, c.latitude, accuracy: 1e-6, file: file, line: line)
    }

    // MARK: OSRM

    func testTheOSRMResponseIsOSRMsShape() throws {
        let route = try walk()
        let response = try object(route.osrmResponse())
        XCTAssertEqual(response["code"] as? String, "Ok")
        let routes = try XCTUnwrap(response["routes"] as? [[String: Any]])
        XCTAssertEqual(routes.count, 1)
        let osrm = routes[0]
        XCTAssertEqual(try XCTUnwrap(osrm["distance"] as? Double), route.distance, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(osrm["duration"] as? Double), route.duration, accuracy: 0.05)
        XCTAssertEqual(osrm["weight_name"] as? String, "duration")
        XCTAssertEqual(osrm["weight"] as? Double, osrm["duration"] as? Double)
        let line = try positions(osrm["geometry"])
        XCTAssertEqual(line.count, route.geometry.count)
        for (position, point) in zip(line, route.geometry) { assertPosition(position, point) }

        // The keys OSRM's API documents (and osrm-routed 26 sends), `hint` aside: it is OSRM's
        // own snapping cache, left out as with `generate_hints=false`.
        XCTAssertEqual(Set(response.keys), ["code", "routes", "waypoints"])
        XCTAssertEqual(Set(osrm.keys), ["distance", "duration", "geometry", "legs", "weight", "weight_name"])
        let legs = try XCTUnwrap(osrm["legs"] as? [[String: Any]])
        XCTAssertEqual(legs.count, 1)
        XCTAssertEqual(Set(legs[0].keys), ["distance", "duration", "steps", "summary", "weight"])
        XCTAssertEqual(legs[0]["summary"] as? String, route.osrmSummary)
        XCTAssertEqual(legs[0]["distance"] as? Double, osrm["distance"] as? Double)
        let steps = try XCTUnwrap(legs[0]["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.count, route.steps.count)
        var walked = 0.0
        for (object, step) in zip(steps, route.steps) {
            XCTAssertEqual(Set(object.keys), ["distance", "driving_side", "duration", "geometry", "intersections", "maneuver",
                                              "mode", "name", "weight"])
            XCTAssertEqual(object["name"] as? String, step.name)
            XCTAssertEqual(object["mode"] as? String, "walking")
            XCTAssertEqual(try XCTUnwrap(object["distance"] as? Double), step.distance, accuracy: 0.05)
            XCTAssertEqual(try XCTUnwrap(object["duration"] as? Double), step.duration, accuracy: 0.05)
            XCTAssertEqual(object["weight"] as? Double, object["duration"] as? Double)
            XCTAssertGreaterThanOrEqual(try positions(object["geometry"]).count, 2, "a step's line has two points at least")
            let maneuver = try XCTUnwrap(object["maneuver"] as? [String: Any])
            XCTAssertEqual(Set(maneuver.keys), Set(["bearing_after", "bearing_before", "location", "type"]
                                                   + (step.maneuver.modifier == nil ? [] : ["modifier"])))
            XCTAssertEqual(maneuver["type"] as? String, step.maneuver.type.rawValue)
            XCTAssertEqual(maneuver["modifier"] as? String, step.maneuver.modifier?.rawValue)
            assertPosition(maneuver["location"] as? [Double], step.maneuver.location)
            let intersections = try XCTUnwrap(object["intersections"] as? [[String: Any]])
            assertPosition(intersections.first?["location"] as? [Double], step.maneuver.location)
            walked += try XCTUnwrap(object["distance"] as? Double)
        }
        XCTAssertEqual(walked, route.distance, accuracy: 0.2, "the steps add up to the route")

        let waypoints = try XCTUnwrap(response["waypoints"] as? [[String: Any]])
        XCTAssertEqual(waypoints.count, 2)
        XCTAssertEqual(Set(waypoints[0].keys), ["distance", "location", "name"])
        XCTAssertEqual(waypoints[0]["distance"] as? Double, 3.25, "a waypoint's distance is its snap")
        XCTAssertEqual(waypoints[0]["name"] as? String, "Mannerheimintie")
        assertPosition(waypoints[0]["location"] as? [Double], from)
        assertPosition(waypoints[1]["location"] as? [Double], to)
    }

    func testBearingsFollowTheLine() throws {
        // North along the first street, then east: a right turn.
        let steps = try XCTUnwrap(try object(try walk().osrmRoute())["legs"] as? [[String: Any]])[0]["steps"] as? [[String: Any]]
        let maneuvers = try XCTUnwrap(steps).map { $0["maneuver"] as? [String: Any] ?? [:] }
        XCTAssertEqual(maneuvers[0]["bearing_after"] as? Int, 0)
        XCTAssertEqual(maneuvers[0]["bearing_before"] as? Int, 0)
        XCTAssertEqual(maneuvers[1]["bearing_before"] as? Int, 0)
        let east = try XCTUnwrap(maneuvers[1]["bearing_after"] as? Int)
        XCTAssertTrue((88...92).contains(east), "east is about 90°, got \(east)")
        XCTAssertEqual(maneuvers[1]["modifier"] as? String, "right")
        XCTAssertEqual(maneuvers[2]["bearing_after"] as? Int, 0, "nothing is walked after arriving")
        XCTAssertNil(maneuvers[0]["modifier"], "no modifier key where the step has none")
        // The turn's intersection: in from the south (bearing 180 reversed), out to the east.
        let turn = try XCTUnwrap((try XCTUnwrap(steps)[1]["intersections"] as? [[String: Any]])?.first)
        let bearings = try XCTUnwrap(turn["bearings"] as? [Int])
        XCTAssertEqual(bearings.count, 2)
        XCTAssertEqual(bearings[try XCTUnwrap(turn["in"] as? Int)], 180)
        XCTAssertEqual(bearings[try XCTUnwrap(turn["out"] as? Int)], east)
        XCTAssertEqual(turn["entry"] as? [Bool], bearings.map { $0 == east })
    }

    func testHostileNamesStayValidJSONAndComeBackWhole() throws {
        let name = "Kauppa\"katu\\ \u{1B}[2J\u{0}\u{2028}\u{85} 東京"
        let route = try walk(router: ManhattanWalkRouter(firstStreet: name))
        let steps = try XCTUnwrap(try object(route.osrmRoute())["legs"] as? [[String: Any]])[0]["steps"] as? [[String: Any]]
        XCTAssertEqual(steps?.first?["name"] as? String, name)
        let feature = try object(route.geoJSONFeature())
        let properties = try XCTUnwrap(feature["properties"] as? [String: Any])
        XCTAssertEqual((properties["steps"] as? [[String: Any]])?.first?["name"] as? String, name)
    }

    func testTheSummaryNamesTheTwoLongestStreetsInWalkingOrder() {
        func step(_ name: String, _ metres: Double) -> WalkStep {
            WalkStep(name: name, distance: metres, duration: metres, maneuver: Maneuver(type: .turn, modifier: .left, location: from))
        }
        let route = WalkRoute(distance: 0, duration: 0, geometry: [],
                              steps: [step("A", 10), step("B", 200), step("", 500), step("C", 50), step("D", 120), step("A", 5)])
        XCTAssertEqual(route.osrmSummary, "B, D")
    }

    // MARK: GeoJSON

    func testTheGeoJSONFeatureHasTheLineAndTheFigures() throws {
        let route = try walk()
        let feature = try object(route.geoJSONFeature())
        XCTAssertEqual(feature["type"] as? String, "Feature")
        let line = try positions(feature["geometry"])
        XCTAssertEqual(line.count, route.geometry.count)
        assertPosition(line.first, from)
        assertPosition(line.last, to)
        let properties = try XCTUnwrap(feature["properties"] as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(properties["distance"] as? Double), route.distance, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(properties["duration"] as? Double), route.duration, accuracy: 0.05)
        XCTAssertEqual(properties["start_snap"] as? Double, 3.3)
        let steps = try XCTUnwrap(properties["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["type"] as? String }, route.steps.map(\.maneuver.type.rawValue))
        XCTAssertTrue(steps[0]["modifier"] is NSNull)
    }

    // MARK: GPX

    func testTheGPXIsWellFormedAndHoldsTheLine() throws {
        let route = try walk()
        let name = "Walk to <Café> & \"Bar\" 'x'\u{1}"
        let text = route.gpx(name: name)
        let collector = GPXCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "") in\n\(text)")
        XCTAssertEqual(collector.root, "gpx")
        XCTAssertEqual(collector.version, "1.1")
        XCTAssertEqual(collector.namespace, "http://www.topografix.com/GPX/1/1")
        XCTAssertEqual(collector.names.first, "Walk to <Café> & \"Bar\" 'x'", "escaped, the control character dropped")
        XCTAssertEqual(collector.points.count, route.geometry.count)
        for (point, c) in zip(collector.points, route.geometry) {
            XCTAssertEqual(point.latitude, c.latitude, accuracy: 1e-7)
            XCTAssertEqual(point.longitude, c.longitude, accuracy: 1e-7)
        }
        // The app's own reader takes it as a route to play.
        let document = try GPXDocument.parse(text)
        XCTAssertEqual(document.trackPoints.map(\.coordinate.latitude), collector.points.map(\.latitude))
    }

    func testGPXDegreesArePlainDecimalsEverywhere() throws {
        let tiny = Coordinate(latitude: -0.00000004, longitude: -179.99999996)
        let route = WalkRoute(distance: 1, duration: 1, geometry: [tiny, Coordinate(latitude: 89.9999999, longitude: 0.0000001)], steps: [])
        let text = route.gpx()
        XCTAssertTrue(text.contains("lat=\"0.0000000\" lon=\"-180.0000000\""), text)
        XCTAssertTrue(text.contains("lat=\"89.9999999\" lon=\"0.0000001\""), text)
        XCTAssertFalse(text.contains("e-"), "no exponent")
    }
}

/// What the GPX tests read back from a document.
final class GPXCollector: NSObject, XMLParserDelegate {
    var root: String?
    var version: String?
    var namespace: String?
    var names: [String] = []
    var points: [Coordinate] = []
    private var text: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil { root = name; version = attributes["version"]; namespace = attributes["xmlns"] }
        if name == "trkpt", let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init) {
            points.append(Coordinate(latitude: lat, longitude: lon))
        }
        text = name == "name" ? "" : nil
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "name", let text { names.append(text) }
        text = nil
    }
}
