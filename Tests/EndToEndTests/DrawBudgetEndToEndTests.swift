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
        mbtiles(path, "zigzag", 6, data)
        """#

    func testAMapTooHeavyForOneFrameIsDrawnOverSeveralWhileKeysAreAnswered() throws {
        let archive = tmux.directory.appendingPathComponent("zigzag.mbtiles").path
        let made = try Spawn.run(["python3", "-c", Self.script, archive])
        guard made.status == 0 else { throw XCTSkip("python3 could not make the archive: \(made.error)") }
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(logPath)' --tiles '\(archive)' "
                       + "--at 20,0 --span 600000; echo EXIT=$?; sleep 30", width: 200, height: 60)
        let log = LogFile(logPath)
        func frames() -> [[String: Any]] { log.events("frameDrawn") }
        // Every tile of the view loaded and built, yet some left for the next frames to draw.
        try tmux.waitForLog("a frame whose drawing was cut") { log in
            log.events("frameDrawn").contains { undrawn($0) > 0 && $0["tilesLoading"] as? Int == 0 }
        }
        try tmux.waitForLog("the map drawn whole", timeout: 60) { $0.count("mapComplete") >= 1 }
        // Said only of a frame with nothing left to build or draw.
        assertMapCompleteFollowsWholeFrames()
        XCTAssertGreaterThan(frames().filter { undrawn($0) > 0 }.count, 1, "drawn over several frames")

        // Zoomed out, every tile is new and drawn over several frames again; a key sent while
        // a frame has left tiles to draw is answered by the next frame.
        let spanBefore = frames().last?["span"] as? Double
        let countAtZoom = frames().count
        try tmux.send("-")
        try tmux.waitForLog("a frame of the zoomed-out view, drawing cut") { log in
            log.events("frameDrawn").dropFirst(countAtZoom).contains { $0["span"] as? Double != spanBefore && undrawn($0) > 0 }
        }
        XCTAssertGreaterThan(frames().last.map(undrawn) ?? 0, 0, "the key comes while tiles are left to draw")
        try assertKeyAnsweredByTheNextFrame("j")

        // `q` while a view is being drawn: the app quits within a frame or two.
        let countAtBack = frames().count
        try tmux.send("+")
        try tmux.waitForLog("a frame of the zoomed-in view, drawing cut") { log in
            log.events("frameDrawn").dropFirst(countAtBack).contains { $0["span"] as? Double == spanBefore && undrawn($0) > 0 }
        }
        try assertQuitsAtOnce("the whole map is drawn")
    }
}
