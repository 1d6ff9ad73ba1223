import NearbyCells
import NearbyMap

/// The map pane alone, as `nearby snap` prints it: the same drawing as in the app, into a grid
/// of the pane's own size instead of the screen's top half.
extension MapPane {
    /// The tiles the pane draws when it fills `area`.
    public static func tileCover(_ state: AppState, area: Rect) -> TileCover? {
        let inner = innerArea(area)
        guard !inner.isEmpty else { return nil }
        return TileCover(projection(state, inner: inner))
    }

    /// One frame of the pane, `width` × `height` cells, in ASCII when the settings ask (as the
    /// screen converts it).
    public static func frame(_ state: AppState, map: MapData, width: Int, height: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        render(state, map: map, into: &grid, area: Rect(x: 0, y: 0, width: width, height: height))
        if state.settings.ascii { grid.convertToASCII() }
        return grid
    }
}
