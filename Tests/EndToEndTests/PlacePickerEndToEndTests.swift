import Foundation
import XCTest
import NearbyTestSupport

/// The app in tmux with the gazetteer: the status bar names where you are, the `L` picker finds
/// a city as you type its name and jumps there, and a shared `--near` name says which it took.
final class PlacePickerEndToEndTests: XCTestCase {
    var tmux: Tmux!

    override func setUpWithError() throws { tmux = try Tmux() }
    override func tearDown() { tmux?.kill() }

    func startApp(_ extra: String = "") throws {
        let db = tmux.directory.appendingPathComponent("venues.sqlite").path
        try tmux.start("'\(Tmux.binary)' --db '\(db)' --log '\(tmux.logPath)' \(extra); echo EXIT=$?; sleep 30")
    }

    func testTypingACityInThePickerJumpsThereAndTheStatusBarSaysWhere() throws {
        try startApp()
        try tmux.waitFor(text: "near Helsinki, FI")
        try tmux.send("L")
        try tmux.waitFor(text: "Jump to")
        try tmux.type("münch")
        let picker = try tmux.waitFor("Munich found for all that was typed") { lines in
            lines.joined().contains("Munich, Bavaria, DE") && lines.joined().contains("Jump to: münch")
        }
        XCTAssertTrue(picker.joined().contains("Jump to: münch"), picker.joined(separator: "\n"))
        try tmux.send("Enter")
        try tmux.waitForLog("the jump to Munich") { log in log.events("locationDelivered").count == 2 }
        let munich = LogFile(tmux.logPath).events("locationDelivered")[1]
        XCTAssertEqual(munich["lat"] as? Double ?? 0, 48.13743, accuracy: 1e-5)
        XCTAssertEqual(munich["lon"] as? Double ?? 0, 11.57549, accuracy: 1e-5)
        try tmux.waitFor(text: "near Munich, DE")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }

    func testASharedNearNameSaysWhichInTheStatusBar() throws {
        try startApp("--near portland")
        let screen = try tmux.waitFor("the notice and the coordinates in the status bar") { lines in
            lines.last { $0.hasPrefix("└") }.map { $0.contains("Portland, Oregon, US — 2 more") && $0.contains("45.5234 N 122.6762 W") } ?? false
        }
        let status = try XCTUnwrap(screen.last { $0.hasPrefix("└") })
        XCTAssertTrue(status.contains("45.5234 N 122.6762 W"), status)
        XCTAssertFalse(status.contains("failed"), "a notice, not an error: \(status)")
        try tmux.send("d")
        try tmux.waitFor("the notice to give way as you move") { lines in
            lines.last { $0.hasPrefix("└") }?.contains("near Portland, US") ?? false
        }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }
}
