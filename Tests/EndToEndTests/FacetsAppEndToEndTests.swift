import Foundation
import NearbyTestSupport
import XCTest

/// The real binary on a store of six imported cafés whose CSV columns are the facets' tags, far
/// from the bundled ones: `F` and wifi list exactly the cafés whose `internet_access` means wifi
/// (a terminal is not, an empty cell is unknown), the title counts them of all six, outside
/// narrows them further, and a café whose wifi is unknown says so in its details.
final class FacetsAppEndToEndTests: TmuxTestCase {
    /// Zürich's old town: no bundled café within the fetch radius, so the list is the CSV's.
    static let at = (latitude: 47.3717, longitude: 8.5423)

    /// name, internet_access, outdoor_seating, wheelchair; each a few tens of meters apart.
    static let cafes = [
        ("Alpha Wlan", "wlan", "yes", "yes"),
        ("Bravo Yes", "yes", "no", ""),
        ("Charlie None", "no", "yes", ""),
        ("Delta Unknown", "", "yes", "limited"),
        ("Echo Terminal", "terminal", "", ""),
        ("Foxtrot Wifi", "wifi", "", "no"),
    ]
    static let withWifi: Set = ["Alpha Wlan", "Bravo Yes", "Foxtrot Wifi"]

    func importCafes() throws {
        let csv = tmux.directory.appendingPathComponent("cafes.csv")
        let rows = Self.cafes.enumerated().map { i, cafe in
            "f\(i),\(cafe.0),\(Self.at.latitude + Double(i) * 0.0002),\(Self.at.longitude),\(cafe.1),\(cafe.2),\(cafe.3)"
        }
        try (["id,name,lat,lon,internet_access,outdoor_seating,wheelchair"] + rows).joined(separator: "\n").appending("\n")
            .write(to: csv, atomically: true, encoding: .utf8)
        let imported = try ChildProcess.run([Tmux.binary, "import", "--db", databasePath, csv.path], environment: tmux.environment)
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    /// The names of the cafés the screen shows anywhere.
    func shown(_ lines: [String]) -> Set<String> {
        Set(Self.cafes.map(\.0).filter { name in lines.contains { $0.contains(name) } })
    }

    func testWifiListsExactlyTheCafesWithWifiAndUnknownStaysUnknown() throws {
        try importCafes()
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(tmux.logPath)' --at \(Self.at.latitude),\(Self.at.longitude)"
                       + "; echo EXIT=$?; sleep 30", width: 110, height: 32)
        try tmux.waitFor("all six cafés listed") { lines in
            lines.contains { $0.contains("6 venues within 500 m") } && self.shown(lines).count == 6
        }

        try tmux.send("F")
        try tmux.waitFor("the facet line in the status bar's place") { lines in
            lines.contains { $0.contains("[ ] wifi") && $0.contains("[ ] open now") }
        }
        try tmux.send("1")
        try tmux.waitForLog("a frame of the rows read with wifi") { log in
            log.events("frameDrawn").last.map { $0["facets"] as? String == "wifi" && $0["venues"] as? Int == 3 } ?? false
        }
        let wifi = try tmux.waitFor("only the cafés with wifi, three of six") { lines in
            lines.contains { $0.contains("3 with wifi of 6 venues within 500 m") } && self.shown(lines) == Self.withWifi
                && lines.contains { $0.contains("[x] wifi") }
        }
        XCTAssertEqual(shown(wifi), Self.withWifi, wifi.joined(separator: "\n"))

        // Outside too: only the one with both.
        try tmux.send("3")
        let both = try tmux.waitFor("wifi and outside: Alpha Wlan alone") { lines in
            lines.contains { $0.contains("1 with wifi and seats outside of 6 venues within 500 m") }
                && self.shown(lines) == ["Alpha Wlan"]
        }
        XCTAssertEqual(shown(both), ["Alpha Wlan"], both.joined(separator: "\n"))
        try tmux.waitForLog("the log names both facets") { log in
            log.events("frameDrawn").last?["facets"] as? String == "wifi,outdoor"
        }

        // Esc keeps the filters; off again in the line, all six come back.
        try tmux.send("Escape")
        try tmux.waitFor("the status bar back, the filter kept") { lines in
            lines.contains { $0.contains("? help") } && lines.contains { $0.contains("1 with wifi and seats outside of 6") }
        }
        try tmux.send("F")
        try tmux.send("1")
        try tmux.send("3")
        try tmux.send("Escape")
        try tmux.waitFor("all six again") { lines in
            lines.contains { $0.contains("6 venues within 500 m") } && self.shown(lines).count == 6
        }

        // The café whose wifi is unknown: its details say unknown, not no.
        try tmux.type("/Delta")
        try tmux.send("Enter")
        try tmux.waitFor("Delta Unknown alone") { self.shown($0) == ["Delta Unknown"] }
        try tmux.send("i")
        let details = try tmux.waitFor("its facets in the details") { lines in
            lines.contains { $0.contains("wifi: unknown") } && lines.contains { $0.contains("step-free: limited") }
        }
        let text = details.joined(separator: "\n")
        XCTAssertTrue(text.contains("outdoor seating: yes"), text)
        XCTAssertTrue(text.contains("power outlets: unknown"), text)
        XCTAssertFalse(text.contains("wifi: no"), text)
        try tmux.send("Escape")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined(separator: "\n").contains("EXIT=0"))
    }

    /// 600 cafés without wifi within 130 m, and two with wifi 200 m north and south: the plain
    /// read's 500 nearest hold neither, so only the store's facet read finds them, and the title
    /// counts them of "500+".
    func testTheFacetsFindTheirVenuesBeyondTheNearestFiveHundred() throws {
        let csv = tmux.directory.appendingPathComponent("crowd.csv")
        var rows = ["id,name,lat,lon,internet_access"]
        for i in 0..<600 {
            let lat = Self.at.latitude - 0.0008 + Double(i / 25) * 0.0016 / 23
            let lon = Self.at.longitude - 0.0012 + Double(i % 25) * 0.0024 / 24
            rows.append("c\(i),Crowd \(i),\(lat),\(lon),no")
        }
        rows.append("n,North Wifi,\(Self.at.latitude + 0.0018),\(Self.at.longitude),wlan")
        rows.append("s,South Wifi,\(Self.at.latitude - 0.0018),\(Self.at.longitude),yes")
        try (rows.joined(separator: "\n") + "\n").write(to: csv, atomically: true, encoding: .utf8)
        let imported = try ChildProcess.run([Tmux.binary, "import", "--db", databasePath, csv.path], environment: tmux.environment)
        XCTAssertEqual(imported.status, 0, imported.stderr)

        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(tmux.logPath)' --at \(Self.at.latitude),\(Self.at.longitude)"
                       + "; echo EXIT=$?; sleep 30", width: 110, height: 32)
        try tmux.waitFor(text: "500+ venues within 500 m")
        try tmux.send("F")
        try tmux.send("w")
        try tmux.waitForLog("a frame of the rows read with wifi") { log in
            log.events("frameDrawn").last.map { $0["facets"] as? String == "wifi" && $0["venues"] as? Int == 2 } ?? false
        }
        let screen = try tmux.waitFor("the two cafés with wifi of 500+") { lines in
            lines.contains { $0.contains("2 with wifi of 500+ venues within 500 m") }
                && lines.contains { $0.contains("North Wifi") } && lines.contains { $0.contains("South Wifi") }
        }
        XCTAssertFalse(screen.contains { $0.contains("Crowd ") }, screen.joined(separator: "\n"))
        try tmux.send("q")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined(separator: "\n").contains("EXIT=0"))
    }
}
