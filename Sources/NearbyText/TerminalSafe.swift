/// Makes text from the outside world safe to draw: nothing in it may reach the terminal as a
/// control sequence. C0/C1 controls and DEL become U+FFFD (so ESC-based sequences lose their
/// introducer and show as text), and bidirectional overrides/isolates are dropped so a name
/// cannot reorder the row around it. Emoji sequences that terminals draw in different widths
/// lose the part they disagree on (see ``isDisputedJoiner(_:after:before:)``), so the frame,
/// ncurses and the terminal count the same columns.
public enum TerminalSafe {
    public static func clean(_ text: String) -> String {
        // Nearly all text has nothing to change: answer it without copying.
        guard text.unicodeScalars.contains(where: mayChange) else { return text }
        var scalars = String.UnicodeScalarView()
        var changed = false
        let all = Array(text.unicodeScalars)
        for (i, s) in all.enumerated() {
            let v = s.value
            if v < 0x20 || (0x7F...0x9F).contains(v) {
                scalars.append(v == 0x09 || v == 0x0A || v == 0x0D ? " " : "\u{FFFD}")
                changed = true
            } else if isBidiControl(v)
                || isDisputedJoiner(s, after: scalars.last, before: i + 1 < all.count ? all[i + 1] : nil)
            {
                changed = true
            } else {
                scalars.append(s)
            }
        }
        return changed ? String(scalars) : text
    }

    /// Scalars that glue emoji together in some terminals and not in others, so the width
    /// of the result depends on the terminal: a ZWJ next to an emoji (👩‍👩‍👧‍👦 is 2 columns
    /// in tmux, 8 for wcwidth and ncurses), a skin tone after an emoji it modifies (2 or 4),
    /// and VS16 after a one-column character (❤️ is 1 or 2). Without them each part has one
    /// width everywhere.
    static func isDisputedJoiner(_ s: Unicode.Scalar, after previous: Unicode.Scalar?, before next: Unicode.Scalar?) -> Bool {
        func isEmoji(_ x: Unicode.Scalar?) -> Bool { x.map { $0.value > 0xFF && $0.properties.isEmoji } ?? false }
        switch s.value {
        case 0x200D: return isEmoji(previous) || isEmoji(next)
        case 0x1F3FB...0x1F3FF: return previous?.properties.isEmojiModifierBase ?? false
        case 0xFE0F: return previous.map { DisplayWidth.of($0) == 1 } ?? false
        default: return false
        }
    }

    /// Whether `clean` may change a scalar (the cheap test before the careful pass).
    static func mayChange(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        if v < 0x61C { return false }
        return isBidiControl(v) || v == 0x200D || v == 0xFE0F || (0x1F3FB...0x1F3FF).contains(v)
    }

    static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
            || v == 0x061C
    }

    /// Cuts `text` to at most `width` columns from the start, beginning with "…" when something
    /// was cut: the end stays in sight (a line being typed).
    public static func truncateLeading(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let room = width - DisplayWidth.of(ellipsis)
        guard room > 0 else { return String(repeating: ".", count: width) }
        var tail: [Character] = []
        var used = 0
        for ch in text.reversed() {
            let w = DisplayWidth.of(ch)
            if used + w > room { break }
            tail.append(ch)
            used += w
        }
        return ellipsis + String(tail.reversed())
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
