import NearbyGeo
import NearbyRoute
import NearbyTestSupport
import XCTest

/// The walk in words (`nearby route`'s text) and the list's walking order.
final class WalkWordsTests: XCTestCase {
    let from = Coordinate(latitude: 60.1699, longitude: 24.9384)

    func testDirectionsSayTheWalkThenEachStep() throws {
        // North, then east to a café standing south of the second street: on the right.
        let to = Coordinate(latitude: 60.1712, longitude: 24.9455)
        let route = try ManhattanWalkRouter(snap: 12).route(from: from, to: to).get()
        let door = Coordinate(latitude: to.latitude - 0.0001, longitude: to.longitude)
        let lines = route.directions(destination: "Cafe Java", destinationAt: door).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, lines.joined(separator: "\n"))
        XCTAssertEqual(lines[0], WalkWords.summary(distance: route.distance, duration: route.duration)
                       + " (\(Int(route.distance.rounded())) m, \(Int(route.duration.rounded())) s)")
        XCTAssertEqual(lines[1], "head north on Mannerheimintie · " + DistanceFormat.short(route.steps[0].distance))
        XCTAssertEqual(lines[2], "turn right onto Mikonkatu · " + DistanceFormat.short(route.steps[1].distance))
        XCTAssertEqual(lines[3], "arrive: Cafe Java on the right")
        let north = Coordinate(latitude: to.latitude + 0.0001, longitude: to.longitude)
        XCTAssertTrue(route.directions(destination: "Cafe Java", destinationAt: north).hasSuffix("arrive: Cafe Java on the left\n"))
        XCTAssertTrue(route.directions().hasSuffix("arrive at the destination\n"))
    }

    func testDirectionsAreTerminalSafe() throws {
        let route = try ManhattanWalkRouter(firstStreet: "Evil\u{1B}]0;owned\u{7}katu\u{9B}2J")
            .route(from: from, to: Coordinate(latitude: 60.1712, longitude: 24.9455)).get()
        let text = route.directions(destination: "Bar\u{1B}[31m")
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 }, text)
        XCTAssertTrue(text.contains("Evil"), text)
    }

    func testInstructionsInOSRMsWords() {
        func words(_ type: ManeuverType, _ modifier: ManeuverModifier?, _ name: String = "Mikonkatu") -> String {
            WalkWords.instruction(WalkStep(name: name, distance: 80, duration: 60,
                                           maneuver: Maneuver(type: type, modifier: modifier, location: from)), bearing: 225)
        }
        XCTAssertEqual(words(.depart, nil), "head southwest on Mikonkatu")
        XCTAssertEqual(words(.depart, nil, ""), "head southwest")
        XCTAssertEqual(words(.turn, .left), "turn left onto Mikonkatu")
        XCTAssertEqual(words(.turn, .slightRight), "turn slight right onto Mikonkatu")
        XCTAssertEqual(words(.turn, .uturn), "make a U-turn onto Mikonkatu")
        XCTAssertEqual(words(.turn, .straight, ""), "go straight")
        XCTAssertEqual(words(.newName, .straight), "continue onto Mikonkatu")
        XCTAssertEqual(words(.continue, .straight), "continue on Mikonkatu")
        XCTAssertEqual(words(.continue, .left), "continue left onto Mikonkatu")
        XCTAssertEqual(words(.ferry, nil, "Suomenlinna"), "take the ferry Suomenlinna")
        XCTAssertEqual(words(.arrive, .left), "arrive at the destination")
    }

    func testDurationsAndCompassPoints() {
        XCTAssertEqual(WalkWords.duration(0), "0 min")
        XCTAssertEqual(WalkWords.duration(12), "1 min")
        XCTAssertEqual(WalkWords.duration(389), "6 min")
        XCTAssertEqual(WalkWords.duration(3600), "1 h")
        XCTAssertEqual(WalkWords.duration(3900), "1 h 5 min")
        XCTAssertEqual(WalkWords.duration(.nan), "–")
        XCTAssertEqual(WalkWords.walk(WalkTime(distance: 420, duration: 360)), "6 min · 420 m")
        XCTAssertEqual([0, 22, 23, 90, 180, 270, 337, 338, 359].map(WalkWords.compassPoint),
                       ["north", "north", "northeast", "east", "south", "west", "northwest", "north", "north"])
    }

    func testWalkOrderPutsKnownWalksFirstByTime() {
        let times: [WalkTime?] = [WalkTime(distance: 900, duration: 700), nil, WalkTime(distance: 300, duration: 240),
                                  WalkTime(distance: 320, duration: 240), nil]
        let straight = [200.0, 50, 250, 240, 10]
        // Equal times: the nearer as the crow flies first; the unknown last, nearest first.
        XCTAssertEqual(WalkOrder.indices(times: times, straight: straight), [3, 2, 0, 4, 1])
        XCTAssertEqual(WalkOrder.indices(times: [], straight: [3, 1, 2]), [1, 2, 0], "no walks: the straight line")
    }

    func testWhyThereIsNoWalk() {
        XCTAssertEqual(WalkWords.reason(.outsideGraphs(areas: ["Helsinki", "Tallinn\u{1B}[2J"])),
                       "an end is outside every imported extract (they cover Helsinki, Tallinn\u{FFFD}[2J)")
        XCTAssertEqual(WalkWords.reason(.outsideGraphs(areas: []), subject: "--at"),
                       "no walking graph is imported (nearby import FILE.osm.pbf adds one)")
        XCTAssertEqual(WalkWords.reason(.outsideGraphs(areas: ["Helsinki"]), subject: "--at"),
                       "--at is outside every imported extract (they cover Helsinki)")
        XCTAssertEqual(WalkWords.reason(.notConnected), "no walkable way joins them")
        XCTAssertEqual(WalkWords.reason(.service("OSRM answered 429\u{9B}")), "OSRM answered 429\u{FFFD}")
    }
}
