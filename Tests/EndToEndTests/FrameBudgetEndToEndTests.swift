import Foundation
import XCTest
import NearbyTestSupport

/// Frames have a budget: a style of 1,000 line layers (the most a style may have) over an
/// archive whose every tile is 24 polygons of 8,002 vertices each (192,048 in all: under the
/// decoder's budget, and each under the 8,192 vertices a ring may keep, so none is thinned).
/// Building what a frame shows is cut into frames of about 30 ms, so keys are answered between
/// them, `q` quits at once even while the map is being built, and the map is completed.
final class FrameBudgetEndToEndTests: TmuxTestCase {
    static let script = MVTScript.prelude + #"""
        path, style = sys.argv[1], sys.argv[2]
        # 24 combs of 20 teeth, 199 vertices each way: 8,002 vertices each. The six tiles of the
        # view hold the most points a view may build (1M), which takes several frames' budgets
        # to build even on an idle machine: the test needs the map built over several frames.
        teeth, per, step, dx = 20, 199, 4000 // 199, 100
        deltas, count = bytearray(), 0
        for _ in range(teeth):
            for dy in (-step, step):
                for _ in range(per):
                    deltas += varint(zz(0)) + varint(zz(dy))
                    count += 1
                deltas += varint(zz(dx)) + varint(zz(0))
                count += 1
        deltas += varint(zz(0)) + varint(zz(10)) + varint(zz(-teeth * 2 * dx)) + varint(zz(0))
        count += 2
        geometry = varint(9) + varint(zz(0)) + varint(zz(4090)) + varint(count << 3 | 2) + bytes(deltas) + varint(15)
        comb = field(2, fvar(3, 3) + field(4, geometry))
        layer = field(3, fvar(15, 2) + field(1, b"water") + comb * 24 + fvar(5, 4096))
        data = gzip.compress(layer)
        mbtiles(path, "comb", 2, data)
        layers = [{"id": "w", "type": "fill", "source-layer": "water", "paint": {"fill-color": "#0000ff"}}]
        layers += [{"id": "l%d" % i, "type": "line", "source-layer": "water", "paint": {"line-color": "#ff0000"}} for i in range(999)]
        json.dump({"version": 8, "layers": layers}, open(style, "w"))
        """#

    func testQQuitsAtOnceWhileAHugeMapIsBuiltAndTheMapStillCompletes() throws {
        let archive = tmux.directory.appendingPathComponent("comb.mbtiles").path
        let style = tmux.directory.appendingPathComponent("lines.json").path
        let made = try Spawn.run(["python3", "-c", Self.script, archive, style])
        guard made.status == 0 else { throw XCTSkip("python3 could not make the files: \(made.error)") }
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(logPath)' --tiles '\(archive)' --style '\(style)' "
                       + "--span 20000; echo EXIT=$?; sleep 30", width: 160, height: 50)
        // The map completes: a frame with nothing loading after the tiles came, and the last
        // frame with nothing left for later.
        let log = LogFile(logPath)
        try tmux.waitForLog("a frame with every tile loaded") { log in
            guard let loaded = log.events.firstIndex(where: { $0["event"] as? String == "tilesUpdated" }) else { return false }
            return log.events.dropFirst(loaded).contains { $0["event"] as? String == "frameDrawn" && $0["tilesLoading"] as? Int == 0 }
        }
        try tmux.waitForLog("the map finished") { $0.events("frameDrawn").last?["unfinished"] as? Int == 0 }
        let unfinished = log.events("frameDrawn").filter { $0["unfinished"] as? Int == 1 }.count
        print("frames with the map unfinished: \(unfinished)")
        XCTAssertGreaterThan(unfinished, 0, "the huge map took more than one frame")
        // `mapComplete` follows only a frame that was whole: never one with work left for later.
        assertMapCompleteFollowsWholeFrames()
        // Zoomed out, every tile of the view is built anew from the huge source tiles. `q` comes
        // once the zoom key has been answered with a frame of the wider view, as a user's would
        // (sent with it, both would be answered in one batch before any drawing), and is
        // answered within a frame or two.
        let framesBefore = log.events("frameDrawn")
        let spanBefore = framesBefore.last?["span"] as? Double
        try tmux.send("-")
        try tmux.waitForLog("a frame of the zoomed-out view") { events in
            let frames = events.events("frameDrawn")
            return frames.count > framesBefore.count && (frames.last?["span"] as? Double) != spanBefore
        }
        try assertQuitsAtOnce("the whole map is built")
        let slowest = log.events("frameDrawn").compactMap { $0["ms"] as? Double }.max() ?? 0
        print("slowest frame: \(slowest) ms")
    }
}
