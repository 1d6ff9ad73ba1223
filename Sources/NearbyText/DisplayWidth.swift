/// Terminal column widths of text, without the C library: CJK and emoji take two columns,
/// combining marks and zero-width characters none. Mirrors what wcwidth(3) answers for the
/// characters venue data contains, because that is what ncurses (and tmux) count: a grapheme
/// takes the sum of its scalars' widths. Sequences that terminals draw in different widths
/// (emoji joined by ZWJ, skin tones, VS16) are made safe by `TerminalSafe.clean` first.
public enum DisplayWidth {
    /// Columns a single scalar takes.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        let props = scalar.properties
        switch props.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B || (0x1160...0x11FF).contains(v) { return 0 }
        if isWide(v) { return 2 }
        // Regional indicators are emoji but East Asian Width "neutral": one column each.
        if (0x1F1E6...0x1F1FF).contains(v) { return 1 }
        if props.isEmojiPresentation { return 2 }
        return 1
    }

    /// Columns a grapheme cluster takes: the sum over its scalars, as wcwidth(3) counts them.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first { return of(only) }
        return scalars.reduce(0) { $0 + of($1) }
    }

    /// Columns a string takes.
    public static func of(_ string: String) -> Int {
        string.reduce(0) { $0 + of($1) }
    }

    /// East Asian Wide and Fullwidth ranges (UAX #11), the part of the table that matters here.
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
             0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
             0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
             0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
             0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
             0x1AFF0...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202,
             0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
             0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
             0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
