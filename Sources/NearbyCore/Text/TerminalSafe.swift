/// Makes text from the outside world safe to draw: nothing in it may reach the terminal as a
/// control sequence. C0/C1 controls and DEL become U+FFFD (so ESC-based sequences lose their
/// introducer and show as text), and bidirectional overrides/isolates are dropped so a name
/// cannot reorder the row around it.
public enum TerminalSafe {
    public static func clean(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var changed = false
        for s in text.unicodeScalars {
            let v = s.value
            if v < 0x20 || (0x7F...0x9F).contains(v) {
                scalars.append(v == 0x09 || v == 0x0A || v == 0x0D ? " " : "\u{FFFD}")
                changed = true
            } else if isBidiControl(v) {
                changed = true
            } else {
                scalars.append(s)
            }
        }
        return changed ? String(scalars) : text
    }

    static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
            || v == 0x061C
    }

    /// Cuts `text` to at most `width` columns, ending in "…" when something was cut.
    /// Never splits a wide character: the result may be one column short instead.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        guard width > ellipsisWidth else { return String(repeating: ".", count: width) }
        var result = ""
        var used = 0
        for ch in text {
            let w = DisplayWidth.of(ch)
            if used + w > width - ellipsisWidth { break }
            result.append(ch)
            used += w
        }
        return result + ellipsis
    }
}
