import CShims
import XCTest
@testable import NearbyCells
@testable import NearbyTerminal

/// Whole escape sequences in, keys out, whatever the terminfo entry says.
final class KeyDecoderTests: XCTestCase {
    /// Decodes `text` as if curses had handed it over character by character (it does so for
    /// every sequence its terminfo entry does not list), then the end of the read.
    func decode(_ text: String) -> [TerminalInput] {
        var decoder = KeyDecoder()
        var inputs: [TerminalInput] = []
        for scalar in text.unicodeScalars { inputs += decoder.feed(character: scalar.value) }
        return inputs + decoder.finish()
    }

    func keys(_ text: String) -> [Key] {
        decode(text).compactMap { if case .key(let key) = $0 { return key } else { return nil } }
    }

    func testPlainKeysPassThrough() {
        XCTAssertEqual(keys("jq[]"), [.character("j"), .character("q"), .character("["), .character("]")])
        XCTAssertEqual(keys("\r\t\u{7F}\u{0C}"), [.enter, .tab, .backspace, .control("l")])
        XCTAssertEqual(keys("咖"), [.character("咖")])
    }

    func testALoneEscIsTheEscKey() {
        XCTAssertEqual(keys("\u{1B}"), [.escape])
        XCTAssertEqual(keys("\u{1B}\u{1B}"), [.escape, .escape])
        XCTAssertEqual(keys("\u{1B}x"), [.escape, .character("x")], "Alt+x as before")
    }

    func testXtermTmuxScreenRxvtAndConsoleVariants() {
        let table: [(String, Key)] = [
            ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}OA", .up), ("\u{1B}OD", .left),
            ("\u{1B}[1;2A", .shiftUp), ("\u{1B}[1;2B", .shiftDown), ("\u{1B}[1;2C", .shiftRight), ("\u{1B}[1;2D", .shiftLeft),
            ("\u{1B}O2A", .shiftUp), ("\u{1B}[a", .shiftUp), ("\u{1B}[d", .shiftLeft),
            ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
            ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
            ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[1;1H", .home), ("\u{1B}[3~", .delete),
            ("\u{1B}OM", .enter), ("\u{1B}Ok", .character("+")), ("\u{1B}Om", .character("-")),
        ]
        for (sequence, key) in table {
            XCTAssertEqual(keys(sequence), [key], sequence.debugDescription)
            XCTAssertEqual(keys("j" + sequence + "k"), [.character("j"), key, .character("k")], sequence.debugDescription)
        }
    }

    func testSequencesThatMeanNothingAreDroppedWhole() {
        for sequence in ["\u{1B}[99~", "\u{1B}[2~", "\u{1B}[15~", "\u{1B}[24;5~", "\u{1B}[1;5A", "\u{1B}[1;3D",
                         "\u{1B}OP", "\u{1B}[[A", "\u{1B}[[E", "\u{1B}[I", "\u{1B}[O", "\u{1B}[Z", "\u{1B}[2$", "\u{1B}[7^",
                         "\u{1B}[?1;2c", "\u{1B}[12 q", "\u{1B}[<0;10;5m", "\u{1B}[<35;10;5M"] {
            XCTAssertEqual(decode(sequence), [], sequence.debugDescription)
            XCTAssertEqual(keys("j" + sequence + "k"), [.character("j"), .character("k")], sequence.debugDescription)
        }
    }

    func testCutOffAndRunawaySequencesLeakNothing() {
        XCTAssertEqual(decode("\u{1B}[9"), [], "cut off at the end of a read")
        XCTAssertEqual(decode("\u{1B}["), [])
        XCTAssertEqual(keys("\u{1B}[99\u{1B}[4~"), [.end], "a new ESC abandons the old sequence")
        XCTAssertEqual(keys("\u{1B}[" + String(repeating: "1", count: 100_000) + "A" + "j"), [.character("j")],
                       "a runaway sequence is read to its end and dropped")
        XCTAssertEqual(keys("\u{1B}[" + String(repeating: "1", count: 100_000) + "\r"), [.enter], "or up to a control character")
    }

    func testMouseReports() {
        XCTAssertEqual(decode("\u{1B}[<0;11;6M"), [.mouse(MouseEvent(x: 10, y: 5, action: .click))], "SGR 1006")
        XCTAssertEqual(decode("\u{1B}[<64;3;4M"), [.mouse(MouseEvent(x: 2, y: 3, action: .wheelUp))])
        XCTAssertEqual(decode("\u{1B}[<65;3;4M"), [.mouse(MouseEvent(x: 2, y: 3, action: .wheelDown))])
        XCTAssertEqual(decode("\u{1B}[<4;3;4M"), [.mouse(MouseEvent(x: 2, y: 3, action: .click))], "Shift+click")
        XCTAssertEqual(decode("\u{1B}[M" + "\u{20}\u{2B}\u{26}"), [.mouse(MouseEvent(x: 10, y: 5, action: .click))], "X10")
        XCTAssertEqual(decode("\u{1B}[M" + "\u{23}\u{2B}\u{26}" + "j"), [.key(.character("j"))], "X10 release")
    }

    func testKeysCursesDecodedEndAPendingSequence() {
        var decoder = KeyDecoder()
        var inputs = decoder.feed(character: 27)
        inputs += decoder.feed(functionKey: nb_key_up())
        inputs += decoder.feed(character: 0x5B)
        inputs += decoder.feed(functionKey: nb_key_end())
        inputs += decoder.finish()
        XCTAssertEqual(inputs, [.key(.escape), .key(.up), .key(.character("[")), .key(.end)])
        XCTAssertEqual(KeyDecoder.functionKey(nb_key_sup()), .shiftUp)
        XCTAssertEqual(KeyDecoder.functionKey(nb_key_find()), .home, "TERM=vt220 calls ESC [ 1 ~ Find")
        XCTAssertEqual(KeyDecoder.functionKey(nb_key_select()), .end, "and ESC [ 4 ~ Select")
        XCTAssertEqual(KeyDecoder.functionKey(nb_key_dc()), .delete)
        XCTAssertNil(KeyDecoder.functionKey(nb_key_resize()))
    }
}
