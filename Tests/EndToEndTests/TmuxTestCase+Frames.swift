import Foundation
import NearbyTestSupport
import XCTest

/// What the frame-budget tests check of the app's `frameDrawn` log in the same words: a key is
/// answered by the next frame, `mapComplete` follows only a whole frame, and `q` quits at once.
extension TmuxTestCase {
    /// The `undrawn` of a `frameDrawn` event (0 when absent).
    func undrawn(_ frame: [String: Any]) -> Int { frame["undrawn"] as? Int ?? 0 }

    /// Sends `key` and asserts the first or second frame after it answered it (the frame
    /// already being drawn when it came may be the first).
    func assertKeyAnsweredByTheNextFrame(_ key: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let log = LogFile(logPath)
        let countAtKey = log.events("frameDrawn").count
        try tmux.send(key)
        try tmux.waitForLog("the key answered") { log in
            log.events("frameDrawn").dropFirst(countAtKey).contains { ($0["keys"] as? Int ?? 0) > 0 }
        }
        let after = Array(log.events("frameDrawn").dropFirst(countAtKey))
        let answered = try XCTUnwrap(after.firstIndex { ($0["keys"] as? Int ?? 0) > 0 }, file: file, line: line)
        XCTAssertLessThanOrEqual(answered, 1, "the key waited for more than a frame: \(after.prefix(answered + 1))",
                                 file: file, line: line)
    }

    /// Every `mapComplete` so far came after a frame with nothing left to build or draw.
    func assertMapCompleteFollowsWholeFrames(file: StaticString = #filePath, line: UInt = #line) {
        var last: [String: Any]?
        for event in LogFile(logPath).events {
            if event["event"] as? String == "frameDrawn" { last = event }
            if event["event"] as? String == "mapComplete" {
                XCTAssertEqual(last.map(undrawn), 0, "mapComplete after a frame with pieces left to draw: \(event)",
                               file: file, line: line)
                XCTAssertEqual(last?["unfinished"] as? Int, 0, "mapComplete after an unfinished frame: \(event)",
                               file: file, line: line)
            }
        }
    }

    /// Sends `q` and asserts the app exits, with status 0, drawing at most two frames after it
    /// (the one being drawn when it came, and one more): counted in its log, not timed, so a
    /// loaded machine does not decide the outcome. The tmux command must print `EXIT=$?` after
    /// the app.
    func assertQuitsAtOnce(_ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let log = LogFile(logPath)
        let framesAtQ = log.events("frameDrawn").count
        let quitAt = Date()
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "EXIT=", timeout: 20)
        print("q answered after \(Date().timeIntervalSince(quitAt)) s")
        let events = log.events
        let stopped = try XCTUnwrap(events.firstIndex { $0["event"] as? String == "stopped" }, "the app logs stopping",
                                    file: file, line: line)
        let framesAfterQ = events[..<stopped].filter { $0["event"] as? String == "frameDrawn" }.count - framesAtQ
        XCTAssertLessThanOrEqual(framesAfterQ, 2, "q quits within a frame or two, not after \(what)", file: file, line: line)
        XCTAssertTrue(screen.joined().contains("EXIT=0"), screen.joined(separator: "\n"), file: file, line: line)
    }
}
