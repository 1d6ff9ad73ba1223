import XCTest
@testable import NearbyApp
@testable import NearbyFormats
@testable import NearbyGeo

final class GPXTests: XCTestCase {
    func testReadsTrackRouteAndWaypointsWithAndWithoutTime() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no" ?>
            <!-- made by hand -->
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
              <metadata><name>Walk &amp; talk</name><time>2024-06-01T08:00:00Z</time></metadata>
              <wpt lat="60.1690" lon="24.9435"><ele>12.5</ele><name><![CDATA[Café <Ekberg>]]></name></wpt>
              <wpt lat='60.17' lon='24.95'/>
              <rte><name>r</name>
                <rtept lat="60.1" lon="24.9"/>
                <rtept lat="-33.8634" lon="151.211"><time>2024-06-01T09:00:00.5+02:00</time></rtept>
              </rte>
              <trk><name>t</name><trkseg>
                <trkpt lat="60.1690" lon="24.9435"><ele>10</ele><time>2024-06-01T09:00:00Z</time></trkpt>
                <trkpt
                    lon="24.9445" lat="60.1695"><time>2024-06-01T09:01:00Z</time><extensions><hr>120</hr></extensions></trkpt>
              </trkseg></trk>
            </gpx>
            """
        let doc = try GPXDocument.parse(text)
        XCTAssertEqual(doc.waypoints, [
            GPXPoint(coordinate: Coordinate(latitude: 60.1690, longitude: 24.9435), elevation: 12.5),
            GPXPoint(coordinate: Coordinate(latitude: 60.17, longitude: 24.95)),
        ])
        XCTAssertEqual(doc.routePoints.count, 2)
        XCTAssertNil(doc.routePoints[0].time)
        XCTAssertEqual(doc.routePoints[1].time, 1_717_232_400 - 7200 + 0.5)
        XCTAssertEqual(doc.trackPoints, [
            GPXPoint(coordinate: Coordinate(latitude: 60.1690, longitude: 24.9435), elevation: 10, time: 1_717_232_400),
            GPXPoint(coordinate: Coordinate(latitude: 60.1695, longitude: 24.9445), time: 1_717_232_460),
        ])
        XCTAssertEqual(doc.playablePoints, doc.trackPoints, "the track is played when there is one")
        XCTAssertTrue(try XCTUnwrap(Route(doc)).isTimed)
    }

    func testPlaysRoutePointsThenWaypointsWhenThereIsNoTrack() throws {
        let routeOnly = try GPXDocument.parse(#"<gpx><wpt lat="1" lon="2"/><rte><rtept lat="3" lon="4"/></rte></gpx>"#)
        XCTAssertEqual(routeOnly.playablePoints.map(\.coordinate.latitude), [3])
        let waypoints = try GPXDocument.parse(#"<gpx:gpx xmlns:gpx="x"><gpx:wpt lat="1" lon="2"/></gpx:gpx>"#)
        XCTAssertEqual(waypoints.playablePoints.map(\.coordinate.longitude), [2], "namespace prefixes are dropped")
        let untimed = try XCTUnwrap(Route(try GPXDocument.parse(
            #"<gpx><trk><trkseg><trkpt lat="60" lon="25"/><trkpt lat="60.001" lon="25"/></trkseg></trk></gpx>"#)))
        XCTAssertFalse(untimed.isTimed)
        XCTAssertNil(Route(try GPXDocument.parse("<gpx></gpx>")))
        let tolerant = try GPXDocument.parse("\u{FEFF}<gpx><wpt lat=\"1\" lon=\"2\"><ele/><time> </time></wpt></gpx>")
        XCTAssertEqual(tolerant.waypoints, [GPXPoint(coordinate: Coordinate(latitude: 1, longitude: 2))],
                       "a byte order mark and empty <ele>/<time> are fine")
    }

    /// Skipped markup is skipped in a loop: 100,000 comments (and processing instructions and
    /// declarations) in a row once overflowed the stack, one call deeper for each.
    func testAHundredThousandCommentsInARowParse() throws {
        let filler = (0..<100_000).map { i in i % 3 == 0 ? "<!-- \(i) -->" : i % 3 == 1 ? "<?pi \(i)?>" : "<!X \(i)>" }
        let text = "<gpx><trk><trkseg><trkpt lat=\"60.1\" lon=\"24.9\"/>" + filler.joined()
            + "<trkpt lat=\"60.2\" lon=\"24.8\"/></trkseg></trk></gpx>" + filler.joined(separator: "\n")
        let doc = try GPXDocument.parse(text)
        XCTAssertEqual(doc.trackPoints.map(\.coordinate), [Coordinate(latitude: 60.1, longitude: 24.9),
                                                           Coordinate(latitude: 60.2, longitude: 24.8)])
    }

    func testBrokenFilesNameTheLine() {
        let cases: [(String, Int, String)] = [
            ("<gpx>\n<trk>\n<trkseg>\n<trkpt lon=\"1\"/>\n</trkseg></trk></gpx>", 4, "no lat attribute"),
            ("<gpx>\n<wpt lat=\"91\" lon=\"0\"/>\n</gpx>", 2, "not a latitude"),
            ("<gpx>\n<wpt lat=\"abc\" lon=\"0\"/>\n</gpx>", 2, "not a latitude"),
            ("<gpx>\n<wpt lat=\"1\" lon=\"200\"/>\n</gpx>", 2, "not a longitude"),
            ("<gpx>\n<trk>\n<trkseg>\n</trk>\n</gpx>", 4, "does not match <trkseg> opened on line 3"),
            ("<gpx>\n<trk>\n<trkseg>\n", 3, "<trkseg> is never closed"),
            ("<gpx>\n<wpt lat=60 lon=\"1\"/>\n</gpx>", 2, "not quoted"),
            ("<gpx>\n\n<rte><rtept lat=\"1\" lon=\"2\"><time>yesterday</time></rtept></rte></gpx>", 3, "not an ISO-8601 time"),
            ("<gpx>\n<wpt lat=\"1\" lon=\"2\"><ele>high</ele></wpt></gpx>", 2, "not a number"),
            ("<?xml version=\"1.0\"?>\n<kml>\n</kml>", 2, "not a GPX file"),
            ("just text", 1, "not a GPX file"),
            ("<gpx>\n<!-- never ends\n</gpx>", 2, "comment is never closed"),
            ("<gpx>\n</gpx>\n</gpx>", 3, "closes nothing"),
            ("<gpx>\n<wpt lat=\"1\" lon=\"2\"><name>A & B</name></wpt></gpx>", 2, "'&'"),
            ("<gpx>\n<wpt lat=\"1\" lon=\"2\"\n", 2, "is not closed"),
            // Numbers past every integer type: errors, never a trap.
            ("<gpx>\n<wpt lat=\"99999999999999999999999999999\" lon=\"2\"/></gpx>", 2, "not a latitude"),
            ("<gpx>\n<wpt lat=\"1\" lon=\"-1e400\"/></gpx>", 2, "not a longitude"),
            ("<gpx>\n<wpt lat=\"1\" lon=\"2\"><name>&#99999999999999999999999;</name></wpt></gpx>", 2, "unknown entity"),
            ("<gpx>\n<wpt lat=\"1\" lon=\"2\"><name>&#x1FFFFFFFFFFFFFFFFF;</name></wpt></gpx>", 2, "unknown entity"),
            ("<gpx>\n<wpt lat=\"1\" lon=\"2\"><ele>1e999999</ele></wpt></gpx>", 2, "not a number"),
        ]
        for (text, line, message) in cases {
            XCTAssertThrowsError(try GPXDocument.parse(text), text) { error in
                guard let error = error as? GPXError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.line, line, "\(error) for:\n\(text)")
                XCTAssertTrue(error.description.contains(message), "\(error) should say \(message)")
                XCTAssertTrue(error.description.hasPrefix("line \(line): "))
            }
        }
    }

    func testISO8601Times() {
        XCTAssertEqual(ISO8601.seconds("2024-06-01T09:00:00Z"), 1_717_232_400)
        XCTAssertEqual(ISO8601.seconds("2000-02-29T12:30:15Z"), 951_827_415)
        XCTAssertEqual(ISO8601.seconds("1969-12-31T23:59:59Z"), -1)
        XCTAssertEqual(ISO8601.seconds("2024-06-01T11:00:00+02:00"), 1_717_232_400)
        XCTAssertEqual(ISO8601.seconds("2024-06-01T09:00:00.250Z"), 1_717_232_400.25)
        XCTAssertEqual(ISO8601.seconds("2024-06-01T09:00:00"), 1_717_232_400, "no zone: UTC, as GPX requires")
        for bad in ["", "2024-06-01", "2024-13-01T00:00:00Z", "2024-06-01T25:00:00Z", "2024-06-01T09:00:00Zjunk"] {
            XCTAssertNil(ISO8601.seconds(bad), bad)
        }
    }
}
