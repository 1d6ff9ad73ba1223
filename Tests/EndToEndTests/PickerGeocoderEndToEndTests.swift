import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// The app in tmux with `--geocoder nominatim` pointed at a loopback Nominatim the test runs: the
/// `L` picker asks it only when its last row is chosen with Enter, the places found are rows
/// that jump, each fault is one sentence in the picker with the typed text kept, and without
/// `--geocoder` nothing is sent.
final class PickerGeocoderEndToEndTests: XCTestCase {
    /// Two places of one name: the picker lists every place found, best first.
    static let streets = #"[{"lat":"60.1686","lon":"24.9410","display_name":"Mannerheimintie 1, Kluuvi, Helsinki"},"#
        + #"{"lat":"60.9827","lon":"25.6612","display_name":"Mannerheimintie 1, Lahti"}]"#

    var tmux: Tmux!
    var server: LoopbackServer!
    let arrivals = GeocoderEndToEndTests.Arrivals()

    override func setUpWithError() throws {
        tmux = try Tmux()
        server = try LoopbackServer { [arrivals] request in
            arrivals.times.withLock { $0.append(Date().timeIntervalSince1970) }
            switch request.query.first(where: { $0.name == "q" })?.value ?? "" {
            case "fail 429": return LoopbackServer.json(429, #"{"error":"slow down"}"#, headers: [("Retry-After", "60")])
            case "fail 503": return LoopbackServer.json(503, "<html>busy</html>")
            case "fail json": return LoopbackServer.json(200, #"[{"lat":"60.1","lon""#)
            case "fail hang": return .hang
            default: return LoopbackServer.json(200, Self.streets)
            }
        }
    }

    override func tearDown() {
        tmux?.kill()
        server?.stop()
    }

    func startApp(_ extra: String) throws {
        let db = tmux.directory.appendingPathComponent("venues.sqlite").path
        try tmux.start("'\(Tmux.binary)' --db '\(db)' --log '\(tmux.logPath)' --timeout 1 \(extra); echo EXIT=$?; sleep 30")
        try tmux.waitFor(text: "near Helsinki, FI")
    }

    func testThePickerAsksNominatimOnlyWithEnterAndJumpsToWhatItFound() throws {
        try startApp("--geocoder nominatim --geocoder-url \(server.base)")
        try tmux.send("L")
        try tmux.waitFor(text: "Jump to")
        try tmux.type("Mannerheimintie 1")
        try tmux.waitFor(text: "search online for 'Mannerheimintie 1'")
        XCTAssertTrue(server.requests.isEmpty, "no request per keystroke")
        try tmux.send("Enter")
        let found = try tmux.waitFor("both places found, the typed text kept") { lines in
            let text = lines.joined()
            return text.contains("Mannerheimintie 1, Kluuvi, Helsinki") && text.contains("│ Mannerheimintie 1, Lahti")
                && text.contains("Jump to: Mannerheimintie 1")
        }
        XCTAssertTrue(found.joined().contains("Jump to: Mannerheimintie 1"), found.joined(separator: "\n"))
        XCTAssertTrue(found.joined().contains("│ Mannerheimintie 1, Lahti"), found.joined(separator: "\n"))
        XCTAssertEqual(server.requests.count, 1)
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.path, "/search")
        XCTAssertEqual(request.query.map { "\($0.name)=\($0.value)" }, ["q=Mannerheimintie 1", "format=jsonv2", "limit=5"])
        XCTAssertEqual(request.headers["user-agent"] ?? request.headers["User-Agent"], "nearby/0.1.0")
        try tmux.send("Enter")
        try tmux.waitForLog("the jump to the street") { log in log.events("locationDelivered").count == 2 }
        let street = LogFile(tmux.logPath).events("locationDelivered")[1]
        XCTAssertEqual(street["lat"] as? Double ?? 0, 60.1686, accuracy: 1e-6)
        XCTAssertEqual(street["lon"] as? Double ?? 0, 24.9410, accuracy: 1e-6)

        // Asked again, the answer comes from the cache the --near path keeps.
        try tmux.send("L")
        try tmux.type("mannerheimintie 1")
        try tmux.waitFor(text: "search online for 'mannerheimintie 1'")
        try tmux.send("Enter")
        try tmux.waitFor("both places again") { $0.joined().contains("Mannerheimintie 1, Kluuvi, Helsinki") && $0.joined().contains("Mannerheimintie 1, Lahti") }
        XCTAssertEqual(server.requests.count, 1, "the second time comes from the cache")
        try tmux.send("Escape")

        // Each fault: one sentence in the picker, the typed text kept, the app still answering.
        for (query, words) in [("fail 429", "rate limited"), ("fail 503", "503"), ("fail json", "unreadable data"),
                               ("fail hang", "in time")] {
            try tmux.send("L")
            try tmux.type(query)
            try tmux.waitFor(text: "search online for '\(query)'")
            try tmux.send("Enter")
            let screen = try tmux.waitFor("the failure said, the typed text kept") { lines in
                lines.contains { $0.contains("the online search failed") && $0.contains(words) }
                    && lines.joined().contains("Jump to: \(query)")
            }
            let lines = screen.filter { $0.contains("the online search failed") }
            XCTAssertEqual(lines.count, 1, screen.joined(separator: "\n"))
            XCTAssertTrue(lines[0].contains(words), "\(query): \(lines[0])")
            XCTAssertTrue(screen.joined().contains("Jump to: \(query)"), "\(query): what was typed stays")
            try tmux.send("Escape")
            try tmux.waitFor("the picker to close") { !$0.joined().contains("Jump to") }
        }
        let times = arrivals.times.withLock { $0 }
        XCTAssertEqual(times.count, 5)
        for (a, b) in zip(times, times.dropFirst()) { XCTAssertGreaterThan(b - a, 0.95, "at most one request a second") }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }

    func testOfflineThePickerSendsNothing() throws {
        try startApp("--geocoder-url \(server.base)")
        try tmux.send("L")
        try tmux.waitFor(text: "Jump to")
        try tmux.type("Mannerheimintie 1")
        let screen = try tmux.waitFor("no such place, offline") { lines in
            lines.joined().contains("no such place") && !lines.joined().contains("online")
        }
        XCTAssertFalse(screen.joined().contains("online"), screen.joined(separator: "\n"))
        try tmux.send("Enter")
        try tmux.waitFor("the picker to close") { !$0.joined().contains("Jump to") }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
        XCTAssertTrue(server.requests.isEmpty, "offline is the default and sends nothing")
    }
}
