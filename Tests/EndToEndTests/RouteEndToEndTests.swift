import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import NearbyGeo
import NearbyTestSupport

/// `nearby route` and `nearby list`'s walks on the bundled Helsinki extract, from a fresh HOME
/// (the offline default's walking graph comes with no set-up): OSRM's JSON, the text, GeoJSON
/// and GPX of a real walk, an end outside the extract, and the list ordered by walking time.
final class RouteEndToEndTests: BinaryTestCase {
    let start = Coordinate(latitude: 60.1699, longitude: 24.9384)
    /// node/60068035, Cafe Java (Assets/helsinki-cafes.csv).
    let cafeJava = Coordinate(latitude: 60.1699670, longitude: 24.9375180)

    func nearby(_ args: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary] + args, environment: [
            "HOME": directory.path, "NEARBY_ASSETS": Tmux.packageRoot.appendingPathComponent("Assets").path, "LANG": "C.UTF-8",
        ])
    }

    func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func testJSONIsOSRMsRouteAndNoShorterThanTheStraightLine() throws {
        let outcome = try nearby(["route", "--from", "60.1699,24.9384", "--to", "node/60068035", "--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "")
        let response = try object(outcome.stdout)
        XCTAssertEqual(response["code"] as? String, "Ok")
        let route = try XCTUnwrap((response["routes"] as? [[String: Any]])?.first)
        let distance = try XCTUnwrap(route["distance"] as? Double)
        let duration = try XCTUnwrap(route["duration"] as? Double)
        let waypoints = try XCTUnwrap(response["waypoints"] as? [[String: Any]])
        XCTAssertEqual(waypoints.count, 2)
        let snaps = waypoints.compactMap { $0["distance"] as? Double }
        let ends = try waypoints.map { try XCTUnwrap($0["location"] as? [Double]) }
        XCTAssertEqual(snaps.count, 2)
        // The walk is at least the straight line between the ends it snapped to, and with the
        // snaps at least the straight line asked for.
        let snapped = Geodesic.distance(Coordinate(latitude: ends[0][1], longitude: ends[0][0]),
                                        Coordinate(latitude: ends[1][1], longitude: ends[1][0]))
        XCTAssertGreaterThanOrEqual(distance + 0.1, snapped)
        XCTAssertGreaterThanOrEqual(distance + snaps[0] + snaps[1] + 0.1, Geodesic.distance(start, cafeJava))
        XCTAssertEqual(duration, distance / (5000.0 / 3600), accuracy: max(5, duration * 0.5), "about 5 km/h")
        XCTAssertEqual(route["weight_name"] as? String, "duration")
        let geometry = try XCTUnwrap(route["geometry"] as? [String: Any])
        XCTAssertEqual(geometry["type"] as? String, "LineString")
        XCTAssertGreaterThanOrEqual((geometry["coordinates"] as? [[Double]])?.count ?? 0, 2)
        let steps = try XCTUnwrap((route["legs"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        let types = steps.compactMap { ($0["maneuver"] as? [String: Any])?["type"] as? String }
        XCTAssertEqual(types.count, steps.count)
        XCTAssertEqual(types.first, "depart")
        XCTAssertEqual(types.last, "arrive")
        let walked = steps.compactMap { $0["distance"] as? Double }.reduce(0, +)
        XCTAssertEqual(walked, distance, accuracy: 0.1 * Double(steps.count) + 0.1, "the steps add up to the walk")
    }

    func testTextGeoJSONAndGPXOfTheSameWalk() throws {
        let base = ["route", "--from", "60.1699,24.9384", "--to", "node/60068035"]
        let text = try nearby(base)
        XCTAssertEqual(text.status, 0, text.stderr)
        let lines = text.stdout.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasSuffix(" s)") ?? false, text.stdout)
        XCTAssertTrue(lines.last?.hasPrefix("arrive: Cafe Java") ?? false, text.stdout)
        XCTAssertTrue(lines.dropFirst().first?.hasPrefix("head ") ?? false, text.stdout)

        let geojson = try nearby(base + ["--format", "geojson"])
        XCTAssertEqual(geojson.status, 0, geojson.stderr)
        let feature = try object(geojson.stdout)
        XCTAssertEqual(feature["type"] as? String, "Feature")
        XCTAssertNotNil((feature["properties"] as? [String: Any])?["distance"] as? Double)

        let gpx = try nearby(base + ["--format", "gpx"])
        XCTAssertEqual(gpx.status, 0, gpx.stderr)
        let parser = XMLParser(data: Data(gpx.stdout.utf8))
        XCTAssertTrue(parser.parse(), gpx.stdout)
        XCTAssertGreaterThanOrEqual(gpx.stdout.components(separatedBy: "<trkpt ").count - 1, 2)
    }

    func testAnEndOutsideTheExtractNamesItsArea() throws {
        let outcome = try nearby(["route", "--from", "35.6812,139.7671", "--to", "node/60068035"])
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasPrefix("nearby: no walk from 35.6812,139.7671 to Cafe Java: an end is outside every imported extract"),
                      outcome.stderr)
        XCTAssertTrue(outcome.stderr.lowercased().contains("helsinki"), "names the extract's area: \(outcome.stderr)")
    }

    func testTheListIsOrderedByWalkingTimeWhereTheGraphCovers() throws {
        let walked = try nearby(["list", "--format", "json"])
        XCTAssertEqual(walked.status, 0, walked.stderr)
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(walked.stdout.utf8)) as? [[String: Any]])
        XCTAssertGreaterThan(rows.count, 20)
        let times = rows.compactMap { $0["walk_s"] as? Double }
        XCTAssertGreaterThan(times.count, rows.count / 2, "most bundled cafés are walked to")
        XCTAssertEqual(times, times.sorted(), "by walking time")
        XCTAssertTrue(rows.allSatisfy { $0.keys.contains("walk_m") && $0.keys.contains("walk_s") })
        // A walk is no shorter than the straight line, give or take the snaps at its ends.
        for row in rows {
            guard let walk = row["walk_m"] as? Double, let straight = row["distance_m"] as? Double else { continue }
            XCTAssertGreaterThan(walk + 60, straight, "\(row["id"] ?? "")")
        }
        let byDistance = try nearby(["list", "--format", "json", "--order", "distance"])
        let plain = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(byDistance.stdout.utf8)) as? [[String: Any]])
        let distances = plain.compactMap { $0["distance_m"] as? Double }
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertEqual(Set(plain.compactMap { $0["id"] as? String }), Set(rows.compactMap { $0["id"] as? String }), "the same rows")
        XCTAssertTrue(try nearby(["list"]).stdout.hasPrefix("NAME"))
        XCTAssertTrue(try nearby(["list"]).stdout.split(separator: "\n").first?.contains("  WALK") ?? false)
    }

    /// `--router osrm` and `--router valhalla` against the real engines on loopback, built from the
    /// same extract: the command answers with the engine's walk: OSRM's within 2 % of the offline one.
    func testOnlineRoutersAnswerTheSameWalk() throws {
        let extract = Tmux.packageRoot.appendingPathComponent("Assets/helsinki.osm.pbf").path
        let offline = try nearby(["route", "--from", "60.1699,24.9384", "--to", "node/60068035", "--format", "json"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        let offlineDistance = try XCTUnwrap(((try object(offline.stdout))["routes"] as? [[String: Any]])?.first?["distance"] as? Double)
        var engines: [(String, String)] = []
        if let osrm = try OSRMServer.shared(extract: extract) { engines.append(("osrm", osrm.base)) }
        if let valhalla = try ValhallaServer.shared(extract: extract) { engines.append(("valhalla", valhalla.base)) }
        if engines.isEmpty { throw XCTSkip(RoutingEngines.osrmAbsent) }
        for (engine, url) in engines {
            let online = try nearby(["route", "--router", engine, "--router-url", url, "--from", "60.1699,24.9384",
                                     "--to", "node/60068035", "--format", "json"])
            XCTAssertEqual(online.status, 0, "\(engine): \(online.stderr)")
            let route = try XCTUnwrap(((try object(online.stdout))["routes"] as? [[String: Any]])?.first, engine)
            let distance = try XCTUnwrap(route["distance"] as? Double, engine)
            if engine == "osrm" {
                // OSRM on the same extract with the same profile: the offline walk within 2 %.
                XCTAssertEqual(distance, offlineDistance, accuracy: offlineDistance / 50, engine)
            } else {
                // Valhalla snaps ends by its own rules (to a way of a small piece OSRM would pass
                // over), so its walk may be shorter; never shorter than the straight line, though.
                let straight = Geodesic.distance(start, cafeJava)
                XCTAssertGreaterThan(distance, straight * 0.9, engine)
                XCTAssertLessThan(distance, offlineDistance * 1.2, engine)
            }
            XCTAssertFalse((route["legs"] as? [[String: Any]])?.first.flatMap { $0["steps"] as? [Any] }?.isEmpty ?? true, engine)
        }
        // A server that is down: exit 1, one sentence.
        let down = try nearby(["route", "--router", "osrm", "--router-url", "http://127.0.0.1:9", "--from", "60.1699,24.9384",
                               "--to", "node/60068035"])
        XCTAssertEqual(down.status, 1, down.stderr)
        XCTAssertEqual(down.stderr.split(separator: "\n").count, 1, down.stderr)
        // Not loopback over http: a usage error.
        let remote = try nearby(["route", "--router", "osrm", "--router-url", "http://192.0.2.1:5000", "--from", "60.1699,24.9384",
                                 "--to", "node/60068035"])
        XCTAssertEqual(remote.status, 2, remote.stderr)
    }
}
