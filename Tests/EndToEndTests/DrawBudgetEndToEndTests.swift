import Foundation
import XCTest
import NearbyTestSupport

/// Drawing has a budget too: a view of tiles already built but too heavy to draw in one frame
/// (every tile 60,000 vertices of wiggling lines that no thinning can drop, all on the pane) is
/// drawn over several frames, each going on where the last stopped; keys are answered between
/// them, `q` quits at once, the map is completed, and `mapComplete` waits for the last of them.
final class DrawBudgetEndToEndTests: TmuxTestCase {
    static let script = MVTScript.prelude + #"""
        path = sys.argv[1]
        # Fifteen lines across the tile, each 4,000 vertices a unit apart wiggling 120 units
        # (a few dots) up and down.
        lines = b""
        for k in range(15):
            deltas = bytearray()
            for i in range(4000):
                deltas += varint(zz(1)) + varint(zz(60 if i % 2 == 0 else -60))
            geometry = varint(9) + varint(zz(k)) + varint(zz(100 + 250 * k)) + varint(4000 << 3 | 2) + bytes(deltas)
            lines += field(2, fvar(3, 2) + field(4, geometry))
        data = gzip.compress(field(3, fvar(15, 2) + field(1, b"zigzag") + lines + fvar(5, 4096)))
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE metadata (name TEXT, value TEXT)")
        db.execute("CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)")
        db.executemany("INSERT INTO metadata VALUES (?, ?)", [("name", "zigzag"), ("format", "pbf"), ("minzoom", "0"), ("maxzoom", "6")])
        for z in range(7):
            for x in range(1 << z):
                for y in range(1 << z):
                    db.execute("INSERT INTO tiles VALUES (?, ?, ?, ?)", (z, x, y, data))
        db.commit()
        """#

    func testAMapTooHeavyForOneFrameIsDrawnOverSeveralWhileKeysAreAnswered() throws {
        let archive = tmux.directory.appendingPathComponent("zigzag.mbtiles").path
        let made = try Spawn.run(["python3", "-c", Self.script, archive])
        guard made.status == 0 else { throw XCTSkip("python3 could not make the archive: \(made.error)") }
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(logPath)' --tiles '\(archive)' "
                       + "--at 20,0 --span 600000; echo EXIT=$?; sleep 30", width: 200, height: 60)
        let log = LogFile(logPath)
        func frames() -> [[String: Any]] { log.events("frameDrawn") }
        func undrawn(_ frame: [String: Any]) -> Int { frame["undrawn"] as? Int ?? 0 }
        // Every tile of the view loaded and built, yet some left for the next frames to draw.
        try tmux.waitForLog("a frame whose drawing was cut") { log in
            log.events("frameDrawn").contains { undrawn($0) > 0 && $0["tilesLoading"] as? Int == 0 }
        }
        try tmux.waitForLog("the map drawn whole", timeout: 60) { $0.count("mapComplete") >= 1 }
        // Said only of a frame with nothing left to build or draw.
        var last: [String: Any]?
        for event in log.events {
            if event["event"] as? String == "frameDrawn" { last = event }
            if event["event"] as? String == "mapComplete" {
                XCTAssertEqual(last.map(undrawn), 0, "mapComplete after a frame with tiles left to draw")
                XCTAssertEqual(last?["unfinished"] as? Int, 0)
            }
        }
        XCTAssertGreaterThan(frames().filter { undrawn($0) > 0 }.count, 1, "drawn over several frames")

        // Zoomed out, every tile is new and drawn over several frames again; a key sent while
        // a frame has left tiles to draw is answered by the next frame.
        let spanBefore = frames().last?["span"] as? Double
        let countAtZoom = frames().count
        try tmux.send("-")
        try tmux.waitForLog("a frame of the zoomed-out view, drawing cut") { log in
            log.events("frameDrawn").dropFirst(countAtZoom).contains { $0["span"] as? Double != spanBefore && undrawn($0) > 0 }
        }
        let countAtKey = frames().count
        XCTAssertGreaterThan(frames().last.map(undrawn) ?? 0, 0, "the key comes while tiles are left to draw")
        try tmux.send("j")
        try tmux.waitForLog("the key answered") { log in
            log.events("frameDrawn").dropFirst(countAtKey).contains { ($0["keys"] as? Int ?? 0) > 0 }
        }
        let after = Array(frames().dropFirst(countAtKey))
        let answered = try XCTUnwrap(after.firstIndex { ($0["keys"] as? Int ?? 0) > 0 })
        XCTAssertLessThanOrEqual(answered, 1, "the key waited for more than a frame: \(after.prefix(answered + 1))")

        // `q` while a view is being drawn: the app quits within a frame or two.
        let countAtBack = frames().count
        try tmux.send("+")
        try tmux.waitForLog("a frame of the zoomed-in view, drawing cut") { log in
            log.events("frameDrawn").dropFirst(countAtBack).contains { $0["span"] as? Double == spanBefore && undrawn($0) > 0 }
        }
        let quitAt = Date()
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "EXIT=", timeout: 20)
        XCTAssertLessThan(Date().timeIntervalSince(quitAt), 1, "q quits within a frame or two, not after the whole map is drawn")
        XCTAssertTrue(screen.joined().contains("EXIT=0"), screen.joined(separator: "\n"))
    }
}
