import NearbyCells
import NearbyText

extension CellGrid {
    /// Draws a horizontal border line across `width` cells at row `y`, with `left`/`right` end
    /// glyphs, a title after the left end and a label before the right end.
    mutating func borderLine(
        y: Int, x: Int, width: Int, left: String, right: String, title: String = "", label: String = "",
        style: Style = Style(foreground: .gray)
    ) {
        guard width >= 2 else { return }
        for col in x..<(x + width) { self[col, y] = Cell("─", style: style) }
        self[x, y] = Cell(left, style: style)
        self[x + width - 1, y] = Cell(right, style: style)
        let inner = x + width - 1
        if !label.isEmpty {
            let text = " " + label + " "
            let w = DisplayWidth.of(text)
            let start = inner - 1 - w
            if start > x + 2 { put(text, x: start, y: y, style: style) }
        }
        if !title.isEmpty {
            let labelWidth = label.isEmpty ? 0 : DisplayWidth.of(label) + 3
            let room = max(0, inner - (x + 1) - labelWidth - 2)
            put(" " + TerminalSafe.truncate(title, toWidth: max(0, room - 1)) + " ", x: x + 1, y: y,
                style: Style(foreground: .default, bold: true), maxX: inner)
        }
    }
}
