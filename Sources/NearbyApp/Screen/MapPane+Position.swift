import NearbyCells
import NearbyGeo

extension MapPane {
    /// The user's position as the map marks it: `◉` for a live position, `○` (hollow, grey,
    /// `O` in ASCII) for an old GPS fix kept while gpsd has none, so the glyph alone tells them
    /// apart without colour.
    static func positionCell(_ state: AppState) -> Cell {
        if state.location.gps?.isStale == true { return Cell("○", style: Style(foreground: .gray, bold: true)) }
        return Cell("◉", style: Style(foreground: .blue, bold: true))
    }

    /// A ring of radius `accuracyRing(_:projection:)` is drawn only from this many dots (three
    /// columns): a smaller one would hide the marker's own neighbours and say nothing more
    /// than the status bar's "GPS ±8 m".
    static let smallestRing = 6.0

    /// The radius, in dots, of the GPS accuracy ring round the position (a phone's circle):
    /// while the location follows a live fix whose accuracy spans at least `smallestRing`
    /// dots at this span; nil otherwise (simulated, an old fix, no accuracy, too small or
    /// too big to show).
    static func accuracyRing(_ state: AppState, projection: MapProjection) -> Double? {
        guard let gps = state.location.gps, gps.following, !gps.isStale,
              case .fix(let accuracy?) = gps.link, accuracy.isFinite else { return nil }
        let radius = accuracy / projection.metersPerDot
        // A ring wider than the pane twice over is no ring on it (and no work for a wild accuracy).
        return radius >= smallestRing && radius <= 2 * Double(projection.dotWidth + projection.dotHeight) ? radius : nil
    }

    /// The cells of the accuracy ring round the position (empty: none), with their glyphs:
    /// braille dots in colour, a dot a cell without colour, `.` in ASCII, as the route does.
    static func accuracyCells(_ state: AppState, projection: MapProjection, area: Rect) -> [RouteCell] {
        guard let radius = accuracyRing(state, projection: projection) else { return [] }
        let center = projection.project(state.location.user)
        let cx = Int(center.x.rounded(.down)), cy = Int(center.y.rounded(.down)), r = Int(radius.rounded())
        // The midpoint circle, eight octants at once: dots off the pane are left out by `set`.
        var canvas = BrailleCanvas(columns: area.width, rows: area.height)
        var x = r, y = 0, err = 1 - r
        while x >= y {
            for (dx, dy) in [(x, y), (y, x), (-y, x), (-x, y), (-x, -y), (-y, -x), (y, -x), (x, -y)] {
                canvas.set(x: cx + dx, y: cy + dy)
            }
            y += 1
            if err < 0 {
                err += 2 * y + 1
            } else {
                x -= 1
                err += 2 * (y - x) + 1
            }
        }
        return glyphCells(canvas, settings: state.settings, ascii: ".", monochrome: "·")
    }

    /// Draws the ring's cells over the map's fills and lines (each keeps its fill's
    /// background), in the position's blue, not bold: names and pins go over it.
    static func drawAccuracy(_ cells: [RouteCell], into grid: inout CellGrid, area: Rect) {
        for cell in cells {
            let x = area.x + cell.column, y = area.y + cell.row
            grid[x, y] = Cell(cell.text, style: Style(foreground: .blue, background: grid[x, y].style.background))
        }
    }
}
