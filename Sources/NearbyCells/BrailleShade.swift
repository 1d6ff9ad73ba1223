/// A cell's braille dots in printable ASCII, by where the dots are (`--ascii` draws a fill's
/// edge with these): the cell is read as four quarters of 2 × 2 dots, a quarter counting when
/// both its dots in a column are set, and each set of quarters has the character whose ink sits
/// there — `'` a top quarter, `.` `,` a bottom one, `"` the top half, `_` the bottom half, `[`
/// `]` the left and right halves, `/` `\` the diagonals, and `d` `b` `q` `p` three quarters
/// (the letter's bowl and stem leave out the fourth); `%` all four (which an edge never has).
public enum BrailleShade {
    /// The character for the braille bits `mask` (U+2800 + mask); a space for none.
    public static func ascii(_ mask: UInt8) -> Character {
        guard mask != 0 else { return " " }
        let bits = BrailleCanvas.dotBits
        func both(_ column: Int, _ top: Int) -> Bool {
            let pair = bits[top][column] | bits[top + 1][column]
            return mask & pair == pair
        }
        let quarters = (both(0, 0) ? 8 : 0) | (both(1, 0) ? 4 : 0) | (both(0, 2) ? 2 : 0) | (both(1, 2) ? 1 : 0)
        if quarters == 0 {
            // Single dots: a mark at their height.
            let top = bits[0][0] | bits[0][1] | bits[1][0] | bits[1][1]
            return mask & ~top == 0 ? "'" : "."
        }
        return table[quarters]
    }

    /// Indexed by quarters: top-left 8, top-right 4, bottom-left 2, bottom-right 1.
    private static let table: [Character] = [
        " ", ".", ",", "_", "'", "]", "/", "d", "'", "\\", "[", "b", "\"", "q", "p", "%",
    ]
}
