import NearbyCells
import NearbyText

extension MapDrawing {
    /// Writes a name in `style`, each cell it covers keeping its own background: at world spans
    /// a country's name is wider than the coast it starts at, and one background for the whole
    /// name would carry the sea inland (or the land out to sea).
    static func putName(_ text: String, x: Int, y: Int, style: Style, into grid: inout CellGrid, area: Rect) {
        let from = max(area.x, x), to = min(area.maxX, x + DisplayWidth.of(text))
        let backgrounds = (from..<max(from, to)).map { grid[$0, y].style.background }
        grid.put(text, x: x, y: y, style: style, maxX: area.maxX)
        for (i, background) in backgrounds.enumerated() where !grid[from + i, y].isContinuation {
            grid[from + i, y].style.background = background
        }
    }
}
