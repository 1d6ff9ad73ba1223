import Foundation
import XCTest
import NearbyTestSupport

/// Walking in the real binary, on the bundled city with no set-up: the list's walks and order,
/// `t`, the selected venue's steps in `i`, and `f` walking there through the location actor to
/// "arrived", checked on the screen and in the `--log` file.
final class WalkEndToEndTests: XCTestCase {
    var tmux: Tmux!

    override func setUpWithError() throws {
        tmux = try Tmux()
    }

    override func tearDown() { tmux?.kill() }

    func logged(_ name: String) -> [[String: Any]] { LogFile(tmux.logPath).events(name) }

    func testTheBundledCityWalksOutOfTheBox() throws {
        // 10× walking pace: a walk of a few hundred metres takes seconds.
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --speed 10; echo EXIT=$?; sleep 30",
                       width: 120, height: 40)
        try tmux.waitForLog("the router to open", timeout: 60) { _ in
            self.logged("walkRouterOpened").last?["available"] as? Int == 1
        }
        // Walking order with each row's walk, the selected venue's route found.
        let listed = try tmux.waitFor("rows with their walks", timeout: 60) { screen in
            screen.joined(separator: "\n").contains("· by walk") && screen.contains { $0.range(of: #"\d+ min · \d"#, options: .regularExpression) != nil }
        }
        try tmux.waitForLog("the selected venue's route") { _ in !self.logged("routeFound").isEmpty }
        let route = try XCTUnwrap(logged("routeFound").last)
        let distance = try XCTUnwrap(route["distance_m"] as? Double)
        let duration = try XCTUnwrap(route["duration_s"] as? Double)
        XCTAssertGreaterThan(distance, 0)
        XCTAssertEqual(distance / duration, 5 / 3.6, accuracy: 0.3, "about OSRM's 5 km/h on foot")
        let times = try XCTUnwrap(logged("walkTimesFound").last)
        XCTAssertGreaterThan(times["walks"] as? Int ?? 0, 3, listed.joined(separator: "\n"))
        // The rows' minutes never go down the list in walking order.
        let minutes = listed.compactMap { line -> Int? in
            guard let range = line.range(of: #"(\d+) min · "#, options: .regularExpression) else { return nil }
            return Int(line[range].prefix { $0.isNumber })
        }
        XCTAssertEqual(minutes, minutes.sorted(), listed.joined(separator: "\n"))

        // t: the straight line, and back.
        try tmux.send("t")
        try tmux.waitFor(text: "· straight line")
        XCTAssertEqual(logged("listOrderChanged").last?["order"] as? String, "distance")
        try tmux.send("t")
        try tmux.waitFor(text: "· by walk")

        // i: the steps, ending at the venue.
        try tmux.send("i")
        let details = try tmux.waitFor("the steps in the details overlay") { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("walk: ") && text.contains("arrive: ")
        }
        XCTAssertTrue(details.contains { $0.contains("start") || $0.contains("turn") || $0.contains("continue") },
                      details.joined(separator: "\n"))
        try tmux.send("Escape")
        try tmux.waitFor("the overlay to close") { !$0.joined().contains("arrive: ") }

        // f: walk there through the location actor and its filter, to the door.
        let deliveredBefore = logged("locationDelivered").count
        try tmux.send("f")
        try tmux.waitForLog("the walk to start") { _ in !self.logged("walkStarted").isEmpty }
        try tmux.waitFor(text: "▶ walk ·")
        try tmux.waitForLog("the walk to arrive", timeout: 120) { _ in !self.logged("walkArrived").isEmpty }
        try tmux.waitFor(text: "arrived at")
        if distance > 60 {
            XCTAssertGreaterThan(logged("locationDelivered").count, deliveredBefore, "moves on the way pass the 50 m filter")
        }
        XCTAssertEqual(logged("walkArrived").last?["id"] as? String, logged("walkStarted").last?["id"] as? String)

        // f again, then a moving key ends the walk where it is.
        try tmux.send("G")
        try tmux.waitForLog("the last venue's route") { _ in
            (self.logged("routeFound").last?["id"] as? String) != (self.logged("walkArrived").last?["id"] as? String)
        }
        try tmux.send("f")
        try tmux.waitFor(text: "▶ walk ·")
        try tmux.send("d")
        try tmux.waitFor("the walk to end") { !$0.joined().contains("▶ walk ·") }
        XCTAssertEqual(logged("walkArrived").count, 1)
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }
}
