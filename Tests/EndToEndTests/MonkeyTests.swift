import Foundation
import XCTest
import NearbyTestSupport

/// 20,000 random keys, escape sequences (mouse reports included) and resizes: the app must be
/// alive, draw a whole frame, and quit cleanly afterwards.
final class MonkeyTests: XCTestCase {
    func testTwentyThousandRandomInputs() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        let log = tmux.directory.appendingPathComponent("events.jsonl").path
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.directory.path)/v.sqlite' --log '\(log)'; echo EXIT=$?; sleep 30")
        try tmux.waitFor(text: "venues within")

        var rng = SplitMix64(seed: 20_000)
        // Everything but the keys that end or stop the app (q, Ctrl-C, Ctrl-Z).
        let printable = Array("abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPRSTUVWXYZ0123456789+-=_/?.,;:[]{}()<>!@#$%^&*'\" \t")
        let sequences = ["\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}[F",
                         "\u{1B}", "\r", "\u{7F}", "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m", "\u{1B}[<64;20;30M",
                         "\u{1B}[<65;20;30M", "\u{1B}[M !!", "\u{1B}]0;title\u{07}", "\u{1B}[999;999H", "咖啡", "é"]
        let sizes = [(120, 40), (80, 24), (40, 12), (30, 8), (200, 60), (100, 30)]
        var sent = 0
        var batches = 0
        while sent < 20_000 {
            var batch = ""
            for _ in 0..<200 {
                if rng.next() % 8 == 0 {
                    batch += sequences[Int(rng.next() % UInt64(sequences.count))]
                } else {
                    batch.append(printable[Int(rng.next() % UInt64(printable.count))])
                }
                sent += 1
            }
            try tmux.type(batch)
            batches += 1
            if batches % 10 == 0 {
                let (w, h) = sizes[Int(rng.next() % UInt64(sizes.count))]
                try tmux.resize(width: w, height: h)
            }
        }
        // Back to a known state: a normal size, then Esc until the app is in its normal mode.
        // The storm may leave the filter line, the picker (which searches what it is typed), the
        // details or the help open, or half an escape sequence that swallows an Esc; there `q`
        // would be typed, not quit. Normal mode is proven by `?`: only there does it open the
        // help (which takes no key from a prompt below it), and any key closes the help again.
        try tmux.resize(width: 120, height: 40)
        func wholeFrame(_ lines: [String]) -> Bool {
            (lines.first?.hasPrefix("┌") ?? false) && lines.first?.count == 120
                && lines.contains { $0.hasPrefix("└") && $0.count == 120 && $0.contains("help") }
        }
        let help = "any key closes"
        // No prompt or overlay on the screen (the filter's prompt, the picker's, the details', the help's).
        func plain(_ lines: [String]) -> Bool {
            let text = lines.joined(separator: "\n")
            return wholeFrame(lines) && !text.contains("type to filter") && !text.contains("Jump to")
                && !text.contains("Esc closes") && !text.contains(help)
        }
        // Each Esc is followed by a screen state: none of the prompts or overlays, then the help
        // that `?` opens. Keys are read in the order sent, so that help is this `?`'s.
        var normal = false
        var screen: [String] = []
        for _ in 0..<20 where !normal {
            try tmux.send("Escape")
            do {
                screen = try tmux.waitFor("no prompt or overlay", timeout: 10, plain)
                try tmux.send("?")
                screen = try tmux.waitFor("the help opened by ?", timeout: 10) { $0.joined().contains(help) }
                normal = true
            } catch is WaitTimedOut {
                // An Esc swallowed by half a sequence, or `?` typed into a prompt: Esc again.
                screen = try tmux.capture()
            }
        }
        XCTAssertTrue(normal, "twenty Escs bring the app back to its normal mode:\n" + screen.joined(separator: "\n"))
        try tmux.send("Escape")
        screen = try tmux.waitFor("a whole frame after the storm", timeout: 30, plain)
        XCTAssertTrue(screen.contains { $0.hasPrefix("├") }, "both panes are drawn")
        try tmux.send("q")
        let after = try tmux.waitFor(text: "EXIT=", timeout: 20)
        XCTAssertTrue(after.contains("EXIT=0"), after.joined(separator: "\n"))
        XCTAssertTrue(LogFile(log).names.contains("stopped"))
    }
}

