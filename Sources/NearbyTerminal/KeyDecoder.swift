import CShims
import NearbyCells

/// Turns what curses reads into keys and mouse events.
///
/// Curses decodes only the escape sequences its terminfo entry lists, and hands every other one
/// over byte by byte: under tmux with `TERM=xterm-256color`, End (`ESC [ 4 ~`) reached the app as
/// Esc, `[`, `4`, `~` — Esc and "pan north". So the decoder also reads whole sequences itself,
/// by their ECMA-48 shape rather than by terminfo:
///
/// - CSI: `ESC [`, an optional private marker `< = > ?`, parameter bytes `0–9 ; :`, intermediate
///   bytes (space to `/`), one final byte (`@` to `~`); xterm's modifiers (`1;2A` is Shift-↑),
///   the VT220/rxvt/screen `~` keys (`1~`…`8~`), rxvt's Shift-arrows (`a`…`d`) and shifted keys
///   ending in `$`, the Linux console's `ESC [ [ A` function keys, SGR 1006 mouse reports
///   (`<b;x;yM`) and X10 ones (`M` and three bytes).
/// - SS3: `ESC O`, optional modifier digits, one final byte (arrows, Home/End, F1–F4, keypad).
///
/// Sequences that mean nothing here (function keys, Insert, focus reports, `ESC [ 99 ~`) are
/// dropped whole; so is a sequence cut off at the end of a read. A lone Esc stays a key.
public struct KeyDecoder {
    private enum Pending {
        case none
        /// After ESC.
        case escape
        /// Inside `ESC [` (bytes after the bracket).
        case csi([UInt32])
        /// Inside `ESC O`.
        case ss3([UInt32])
        /// After `ESC [ M`: the three bytes of an X10 mouse report.
        case x10([UInt32])
    }

    private var pending = Pending.none
    /// A sequence longer than this is not one a key sends: it is dropped.
    static let maximumLength = 32

    public init() {}

    /// Decodes one character (a Unicode scalar value) read from the terminal.
    public mutating func feed(character code: UInt32) -> [TerminalInput] {
        switch pending {
        case .none:
            if code == 27 {
                pending = .escape
                return []
            }
            return Self.plain(code).map { [.key($0)] } ?? []
        case .escape:
            switch code {
            case 0x5B: pending = .csi([]); return []
            case 0x4F: pending = .ss3([]); return []
            case 27:
                // Esc pressed twice: the first is a key, the second may start a sequence.
                return [.key(.escape)]
            default:
                // Alt+key arrives as ESC then the key: both are passed on, as the keys they are.
                pending = .none
                return [.key(.escape)] + (Self.plain(code).map { [.key($0)] } ?? [])
            }
        case .csi(var bytes):
            if code == 0x4D, bytes.isEmpty {
                pending = .x10([])
                return []
            }
            // The Linux console's F1–F5: ESC [ [ and one letter.
            if bytes == [0x5B] {
                pending = .none
                return []
            }
            let isFinal = (0x40...0x7E).contains(code) || code == 0x24
            let isInner = (0x20...0x3F).contains(code) || (bytes.isEmpty && code == 0x5B)
            guard isFinal || isInner else {
                // Not part of a sequence: drop what came so far, read this one afresh.
                pending = .none
                return feed(character: code)
            }
            if isFinal && !(bytes.isEmpty && code == 0x5B) {
                pending = .none
                // One longer than any key sends is read to its end and dropped.
                return bytes.count > Self.maximumLength ? [] : Self.csi(parameters: bytes, final: code)
            }
            // Past the limit only the length is kept (one byte more than allowed).
            if bytes.count <= Self.maximumLength { bytes.append(code) }
            pending = .csi(bytes)
            return []
        case .ss3(var bytes):
            if (0x30...0x39).contains(code), bytes.count < 4 {
                bytes.append(code)
                pending = .ss3(bytes)
                return []
            }
            pending = .none
            guard (0x40...0x7E).contains(code) else { return feed(character: code) }
            return Self.ss3(modifier: bytes, final: code)
        case .x10(var bytes):
            bytes.append(code)
            guard bytes.count == 3 else {
                pending = .x10(bytes)
                return []
            }
            pending = .none
            return Self.mouse(button: Int(bytes[0]) - 32, x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33, pressed: true)
        }
    }

    /// A key curses decoded itself (a `KEY_*` code). A sequence being read is dropped.
    public mutating func feed(functionKey code: Int32) -> [TerminalInput] {
        let before = finish()
        return before + (Self.functionKey(code).map { [.key($0)] } ?? [])
    }

    /// The end of what was waiting on the terminal: a lone Esc is the Esc key; an unfinished
    /// sequence is dropped.
    public mutating func finish() -> [TerminalInput] {
        defer { pending = .none }
        if case .escape = pending { return [.key(.escape)] }
        return []
    }

    /// Curses' `KEY_*` codes.
    public static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case nb_key_up(): return .up
        case nb_key_down(): return .down
        case nb_key_left(): return .left
        case nb_key_right(): return .right
        case nb_key_ppage(): return .pageUp
        case nb_key_npage(): return .pageDown
        case nb_key_home(), nb_key_find(): return .home
        case nb_key_end(), nb_key_select(): return .end
        case nb_key_enter(): return .enter
        case nb_key_backspace(): return .backspace
        case nb_key_dc(): return .delete
        case nb_key_sup(): return .shiftUp
        case nb_key_sdown(): return .shiftDown
        case nb_key_sleft(): return .shiftLeft
        case nb_key_sright(): return .shiftRight
        default: return nil
        }
    }

    /// A character that is not part of a sequence.
    static func plain(_ code: UInt32) -> Key? {
        switch code {
        case 10, 13: return .enter
        case 27: return .escape
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(96 + code))))
        default:
            guard code > 31, let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// `ESC [ parameters final`.
    static func csi(parameters bytes: [UInt32], final: UInt32) -> [TerminalInput] {
        let marker = bytes.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let body = marker == nil ? bytes[...] : bytes.dropFirst()
        guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return [] }   // intermediates: nothing we know
        let fields = String(decoding: body.map { UInt8($0) }, as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0.prefix(6)) }
        if marker == 0x3C {
            guard final == 0x4D || final == 0x6D, fields.count == 3, let b = fields[0], let x = fields[1], let y = fields[2]
            else { return [] }
            return mouse(button: b, x: x - 1, y: y - 1, pressed: final == 0x4D)
        }
        guard marker == nil else { return [] }
        let first = fields.first ?? nil
        // xterm's modifier: 1 + (Shift 1, Alt 2, Ctrl 4, …); only none and Shift mean something here.
        let modifier = fields.count >= 2 ? fields[1] ?? 1 : 1
        guard fields.count <= 2, modifier == 1 || modifier == 2 else { return [] }
        let shifted = modifier == 2
        let key: Key?
        switch final {
        case 0x41: key = shifted ? .shiftUp : .up             // A
        case 0x42: key = shifted ? .shiftDown : .down         // B
        case 0x43: key = shifted ? .shiftRight : .right       // C
        case 0x44: key = shifted ? .shiftLeft : .left         // D
        case 0x61: key = fields == [nil] ? .shiftUp : nil     // rxvt: a b c d
        case 0x62: key = fields == [nil] ? .shiftDown : nil
        case 0x63: key = fields == [nil] ? .shiftRight : nil
        case 0x64: key = fields == [nil] ? .shiftLeft : nil
        case 0x48: key = shifted ? nil : .home                // H
        case 0x46: key = shifted ? nil : .end                 // F
        case 0x7E:                                            // ~
            guard !shifted else { return [] }
            switch first {
            case 1, 7: key = .home
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 3: key = .delete
            default: key = nil
            }
        default: key = nil
        }
        guard let key, first == nil || first == 1 || final == 0x7E else { return [] }
        return [.key(key)]
    }

    /// `ESC O [modifier] final`: arrows, Home/End and the keypad in application mode.
    static func ss3(modifier digits: [UInt32], final: UInt32) -> [TerminalInput] {
        let modifier = digits.isEmpty ? 1 : Int(String(decoding: digits.map { UInt8($0) }, as: UTF8.self)) ?? 0
        guard modifier == 1 || modifier == 2 else { return [] }
        let shifted = modifier == 2
        let key: Key?
        switch final {
        case 0x41: key = shifted ? .shiftUp : .up
        case 0x42: key = shifted ? .shiftDown : .down
        case 0x43: key = shifted ? .shiftRight : .right
        case 0x44: key = shifted ? .shiftLeft : .left
        case 0x48: key = .home
        case 0x46: key = .end
        case 0x4D: key = .enter                                // keypad Enter
        case 0x6A...0x79:                                      // keypad * + , - . / 0–9
            key = .character(Character(Unicode.Scalar(UInt8(final - 0x6A + 0x2A))))
        default: key = nil
        }
        return key.map { [.key($0)] } ?? []
    }

    /// A mouse report: left press, wheel up or down; the rest (releases, drags, other buttons)
    /// means nothing here.
    static func mouse(button: Int, x: Int, y: Int, pressed: Bool) -> [TerminalInput] {
        guard pressed, x >= 0, y >= 0, button & 32 == 0 else { return [] }
        let action: MouseEvent.Action
        switch button & ~0x1C {
        case 0: action = .click
        case 64: action = .wheelUp
        case 65: action = .wheelDown
        default: return []
        }
        return [.mouse(MouseEvent(x: x, y: y, action: action))]
    }
}
