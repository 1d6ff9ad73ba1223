import Foundation
import NearbyTestSupport
import XCTest

/// What an offline app maps: libcurl (and its TLS, HTTP/2, Kerberos and LDAP libraries) is
/// opened only when something goes online, so the offline first frame never maps it.
final class OfflineFootprintTests: XCTestCase {
    func testTheOfflineAppNeverMapsLibcurl() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        try tmux.start("exec '\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)'")
        _ = try tmux.waitFor(text: "venues within")
        let pane = try tmux.run(["display-message", "-p", "-t", tmux.session, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let app = try XCTUnwrap(Self.process(running: Tmux.binary, from: pane), "the app among the pane's processes")
        // Read to the end: /proc files say size 0, and a sized read stops after the first line.
        let file = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/\(app)/maps"))
        defer { try? file.close() }
        let maps = String(decoding: try XCTUnwrap(try file.readToEnd()), as: UTF8.self)
        XCTAssertTrue(maps.contains("libsqlite3"), "the maps of the app itself (it uses SQLite)")
        XCTAssertFalse(maps.contains("libcurl"), maps.split(separator: "\n").filter { $0.contains("libcurl") }.joined(separator: "\n"))
        XCTAssertFalse(maps.contains("libssl"), "libcurl's TLS library is not mapped either")
        try tmux.send("q")
    }

    /// The process running `executable` among `pid` and its descendants (the pane's shell may
    /// start the script's shell as a child rather than exec it).
    static func process(running executable: String, from pid: String) -> String? {
        let wanted = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
        var queue = [pid]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(next)/exe"), exe == wanted {
                return next
            }
            let children = (try? String(contentsOfFile: "/proc/\(next)/task/\(next)/children", encoding: .utf8)) ?? ""
            queue += children.split(separator: " ").map(String.init)
        }
        return nil
    }
}
