extension TerminalSafe {
    /// Outside text (a file name, an argument, a config value, a tag value, a URL, a server's
    /// answer) as a message quotes it, the way GNU coreutils quotes file names
    /// (`--quoting-style=shell-escape`): as it is when every character is plain, in single
    /// quotes when it holds a space, a quote or a shell character, and as `$'…'` with each
    /// control character written out when it holds one — `$'evil\e]0;x\a.csv'` — so nothing in
    /// it reaches the terminal as a control. Bidi overrides and isolates are written out too
    /// (`\u202E`), so the text cannot reorder the line around it. Text past `maxLength`
    /// characters keeps its start and ends in "…" (a server's 400 KB name is not echoed whole).
    /// `always`: quoted even when plain, for messages that set the text apart ("no place
    /// called 'Helsnki'").
    public static func quoted(_ text: String, always: Bool = false, maxLength: Int = 200) -> String {
        let shortened = text.count > maxLength ? String(text.prefix(maxLength)) + "…" : text
        let scalars = shortened.unicodeScalars
        if scalars.contains(where: needsEscape) {
            var out = "$'"
            for s in scalars { out += escaped(s) }
            return out + "'"
        }
        if !always, !shortened.isEmpty, scalars.allSatisfy(isPlain) { return shortened }
        return "'" + shortened.replacing("'", with: #"'\''"#) + "'"
    }

    /// A whole message made safe at the last moment before it is written (to stderr, say):
    /// every control character but the line break written out as `quoted` writes it (`\e`,
    /// `\a`, `\x7f`), bidi controls as `\u202E`. Text already quoted passes unchanged.
    public static func visibleControls(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: { $0 != "\n" && needsEscape($0) }) else { return message }
        var out = ""
        for s in message.unicodeScalars { out += s == "\n" ? "\n" : needsEscape(s) ? escaped(s) : String(s) }
        return out
    }

    /// Characters a shell takes as they are: letters and digits of any script, and `_-./:@%+,=~^`.
    static func isPlain(_ s: Unicode.Scalar) -> Bool {
        if s.value > 0x7F { return !s.properties.isWhitespace && !needsEscape(s) }
        return s.properties.isAlphabetic || ("0"..."9").contains(s) || "_-./:@%+,=^".unicodeScalars.contains(s)
    }

    /// Controls (C0, DEL, C1) and bidi controls: never written as they are.
    public static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || isBidiControl(s.value)
    }

    /// One scalar inside `$'…'`: the C escapes bash knows, `\xHH` for other controls, `\uHHHH`
    /// for C1 and bidi controls, `\'` and `\\` for the quote and the backslash.
    static func escaped(_ s: Unicode.Scalar) -> String {
        switch s.value {
        case 0x07: return #"\a"#
        case 0x08: return #"\b"#
        case 0x09: return #"\t"#
        case 0x0A: return #"\n"#
        case 0x0B: return #"\v"#
        case 0x0C: return #"\f"#
        case 0x0D: return #"\r"#
        case 0x1B: return #"\e"#
        case 0x27: return #"\'"#
        case 0x5C: return #"\\"#
        case 0..<0x20, 0x7F: return #"\x"# + hex(s.value, digits: 2)
        default: return needsEscape(s) ? #"\u"# + hex(s.value, digits: 4) : String(s)
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
