import Foundation
import NearbyTestSupport
import XCTest

/// What an offline app maps: libcurl (and its TLS, HTTP/2, Kerberos and LDAP libraries) is
/// opened only when something goes online, so the offline first frame never maps it.
final class OfflineFootprintTests: XCTestCase {
    func testTheOfflineAppNeverMapsLibcurl() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        // `exec`: the pane's process is the app itself.
        try tmux.start("exec '\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)'")
        _ = try tmux.waitFor(text: "venues within")
        let pid = try tmux.run(["display-message", "-p", "-t", tmux.session, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let maps = try String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
        XCTAssertTrue(maps.contains("libsqlite3"), "the maps of the app itself (it uses SQLite)")
        XCTAssertFalse(maps.contains("libcurl"), maps.split(separator: "\n").filter { $0.contains("libcurl") }.joined(separator: "\n"))
        XCTAssertFalse(maps.contains("libssl"), "libcurl's TLS library is not mapped either")
        try tmux.send("q")
    }
}
