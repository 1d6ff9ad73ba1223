import XCTest
@testable import NearbyText

/// Outside text in messages, quoted as GNU coreutils quotes file names (`ls --quoting-style=shell-escape`).
final class TerminalSafeQuotingTests: XCTestCase {
    func testPlainTextStaysAsItIsUnlessAlwaysQuoted() {
        XCTAssertEqual(TerminalSafe.quoted("/tmp/cafés-2024.csv"), "/tmp/cafés-2024.csv")
        XCTAssertEqual(TerminalSafe.quoted("Helsnki", always: true), "'Helsnki'")
        XCTAssertEqual(TerminalSafe.quoted(""), "''")
    }

    func testSpacesAndQuotesAreSingleQuoted() {
        XCTAssertEqual(TerminalSafe.quoted("my cafés.csv"), "'my cafés.csv'")
        XCTAssertEqual(TerminalSafe.quoted("it's"), #"'it'\''s'"#)
        XCTAssertEqual(TerminalSafe.quoted("a;b"), "'a;b'")
        XCTAssertEqual(TerminalSafe.quoted("~/x"), "'~/x'")
    }

    func testControlsAreWrittenOutInDollarQuotes() {
        XCTAssertEqual(TerminalSafe.quoted("evil\u{1B}]0;x\u{07}.csv"), #"$'evil\e]0;x\a.csv'"#)
        XCTAssertEqual(TerminalSafe.quoted("a\tb\nc\r\u{7F}\u{01}"), #"$'a\tb\nc\r\x7f\x01'"#)
        XCTAssertEqual(TerminalSafe.quoted("\u{9B}31m it's \\"), #"$'\u009b31m it\'s \\'"#)
        XCTAssertEqual(TerminalSafe.quoted("abc\u{202E}def"), #"$'abc\u202edef'"#)
        let quoted = TerminalSafe.quoted("x\u{1B}[2J\u{1B}]8;;http://evil\u{1B}\\")
        XCTAssertFalse(quoted.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, quoted)
    }

    func testLongTextIsShortened() {
        let long = String(repeating: "n", count: 400_000)
        let quoted = TerminalSafe.quoted(long)
        XCTAssertEqual(quoted, String(repeating: "n", count: 200) + "…")
        XCTAssertEqual(TerminalSafe.quoted(long, maxLength: 10), "nnnnnnnnnn…")
    }

    func testAWholeMessageKeepsItsLineBreaksOnly() {
        XCTAssertEqual(TerminalSafe.visibleControls("one\ntwo"), "one\ntwo")
        XCTAssertEqual(TerminalSafe.visibleControls("bad \u{1B}[31mred\u{07}\n"), #"bad \e[31mred\a"# + "\n")
        XCTAssertEqual(TerminalSafe.visibleControls("$'already\\e'"), "$'already\\e'")
    }
}
