import Foundation
import XCTest
import NearbyTestSupport

/// A frame's budget is finer than a tile: a view of one tile at the decoder's limit (61 lines of
/// 8,192 vertices, 499,712 points; the most a drawn tile keeps, 200,000, is drawn) is drawn a
/// piece at a time over several frames — before, one tile was the unit, so a view of one tile
/// was drawn whole in one long frame. Keys are answered between those frames, `q` quits at
/// once, the map is completed, and the pane says the tile held more than is drawn.
final class HeavyTileEndToEndTests: TmuxTestCase {
    static let script = MVTScript.prelude + #"""
        path = sys.argv[1]
        lines = b""
        for k in range(61):
            deltas = bytearray()
            for i in range(8191):
                dx = 1 if (i // 4000) % 2 == 0 else -1
                deltas += varint(zz(dx)) + varint(zz(30 if i % 2 == 0 else -30))
            geometry = varint(9) + varint(zz(20)) + varint(zz(40 + 66 * k)) + varint(8191 << 3 | 2) + bytes(deltas)
            lines += field(2, fvar(3, 2) + field(4, geometry))
        data = gzip.compress(field(3, fvar(15, 2) + field(1, b"zigzag") + lines + fvar(5, 4096)))
        mbtiles(path, "one", 0, data)
        """#

    func testOneHeavyTileIsDrawnOverSeveralFramesWhileKeysAreAnswered() throws {
        let archive = tmux.directory.appendingPathComponent("one.mbtiles").path
        let made = try Spawn.run(["python3", "-c", Self.script, archive])
        guard made.status == 0 else { throw XCTSkip("python3 could not make the archive: \(made.error)") }
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(logPath)' --tiles '\(archive)' "
                       + "--at 20,0 --span 20000000; echo EXIT=$?; sleep 30", width: 200, height: 60)
        let log = LogFile(logPath)
        func frames() -> [[String: Any]] { log.events("frameDrawn") }
        // The archive's one tile loaded and built, and its drawing cut: a view of one tile
        // left some of it for the next frames (a tile was the unit: never, for one tile).
        try tmux.waitForLog("a frame whose one tile's drawing was cut", timeout: 60) { log in
            log.events("frameDrawn").contains { undrawn($0) > 0 && $0["tilesLoading"] as? Int == 0 }
        }
        // A key sent while the tile is being drawn is answered by the next frame, and the
        // drawing goes on after it.
        XCTAssertGreaterThan(frames().last.map(undrawn) ?? 0, 0, "the key comes while pieces are left to draw")
        try assertKeyAnsweredByTheNextFrame("j")
        try tmux.waitForLog("the map drawn whole", timeout: 60) { $0.count("mapComplete") >= 1 }
        assertMapCompleteFollowsWholeFrames()
        let cut = frames().filter { undrawn($0) > 0 && $0["tilesLoading"] as? Int == 0 }
        XCTAssertGreaterThan(cut.count, 1, "the one tile drawn over several frames")
        XCTAssertGreaterThan(cut.map(undrawn).max() ?? 0, 1, "pieces of it left, not a tile")
        let screen = try tmux.waitFor("the note saying to zoom in") { lines in
            lines.joined().contains("too much map data here") && lines.joined().contains("zoom in")
        }
        XCTAssertTrue(screen.joined().contains("zoom in"), screen.joined(separator: "\n"))

        // Zoomed in (the same tile, overzoomed, built and drawn anew): `q` while it is being
        // drawn quits within a frame or two.
        let countAtZoom = frames().count
        let spanBefore = frames().last?["span"] as? Double
        try tmux.send("+")
        try tmux.waitForLog("a frame of the zoomed-in view, drawing cut", timeout: 60) { log in
            log.events("frameDrawn").dropFirst(countAtZoom).contains {
                $0["span"] as? Double != spanBefore && (undrawn($0) > 0 || $0["unfinished"] as? Int == 1)
            }
        }
        try assertQuitsAtOnce("the whole tile is drawn")
    }
}
