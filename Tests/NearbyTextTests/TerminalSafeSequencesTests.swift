import XCTest
@testable import NearbyText

/// `TerminalSafe.stripped`: whole escape sequences and controls go, the visible text stays.
final class TerminalSafeSequencesTests: XCTestCase {
    func testWholeSequencesGoAndTheVisibleTextStays() {
        let cases: [(String, String)] = [
            ("\u{1b}[2J© Test", "© Test"),                         // CSI
            ("a\u{1b}[38;5;196mb\u{1b}[0m", "ab"),                 // CSI with parameters
            ("\u{1b}[?1049hx", "x"),                               // private CSI
            ("\u{1b}]0;pwned\u{07}T", "T"),                        // OSC ended by BEL
            ("\u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{1b}\\", "link"),  // OSC 8 ended by ST
            ("\u{1b}P1$r\u{1b}\\ok", "ok"),                       // DCS
            ("\u{1b}_apc\u{9c}ok", "ok"),                          // APC ended by C1 ST
            ("\u{1b}Oxy", "y"),                                    // SS3 takes one character
            ("\u{1b}(Bz", "z"), ("\u{1b}cz", "z"), ("\u{1b}7z", "z"),  // other ESC sequences
            ("\u{9b}31mred", "red"),                               // C1 CSI
            ("\u{9d}0;t\u{9c}title", "title"),                     // C1 OSC
            ("\u{8f}Ax", "x"),                                     // C1 SS3
            ("a\u{85}b\u{07}c\u{7f}d\u{0}e", "abcde"),             // lone controls
            ("a\tb\nc", "a b c"),
            ("\u{202E}abc\u{202C}\u{2066}d\u{2069}", "abcd"),      // bidi overrides and isolates
            ("\u{1b}]0;never ends", ""),                           // unterminated: swallows the rest
            ("end\u{1b}", "end"),
            ("北京 ☕ café", "北京 ☕ café"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(TerminalSafe.stripped(input), expected, input.debugDescription)
        }
    }

    func testTheResultIsCutToTheWidthAsked() {
        let long = "© Test Streets " + String(repeating: "x", count: 10_000)
        let cut = TerminalSafe.stripped(long, maxWidth: TerminalSafe.attributionWidth)
        XCTAssertEqual(DisplayWidth.of(cut), TerminalSafe.attributionWidth)
        XCTAssertTrue(cut.hasPrefix("© Test Streets x") && cut.hasSuffix("…"), cut)
        XCTAssertEqual(TerminalSafe.stripped("short", maxWidth: 120), "short")
    }

    func testNothingStrippedLeavesAnythingATerminalActsOn() {
        // Every scalar below U+00A0 and the bidi controls, in every position: none survives.
        var random = UInt64(15)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<12 {
                random = random &* 6364136223846793005 &+ 1442695040888963407
                let pick = Int(random >> 33) % 40
                let value: UInt32 = pick < 30 ? UInt32(pick) + (random & 1 == 0 ? 0 : 0x80) : [0x1B, 0x5B, 0x5D, 0x41, 0x3B, 0x31, 0x202E, 0x7F, 0x5C, 0x2066][pick - 30]
                text.append(Unicode.Scalar(value) ?? "a")
            }
            let out = TerminalSafe.stripped(String(text))
            XCTAssertFalse(out.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || TerminalSafe.isBidiControl($0.value) },
                           String(text).debugDescription)
        }
    }
}
