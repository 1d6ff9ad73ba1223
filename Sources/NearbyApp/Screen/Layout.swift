import NearbyCells

/// The screen's split: a map pane on top, the list pane below, one status line at the bottom.
/// A pure function of the screen size and the split ratio, like ratatui's `Layout`.
public struct Layout: Sendable, Equatable {
    public var map: Rect
    public var list: Rect
    public var status: Rect

    /// The smallest screen the app draws on; below it a "terminal too small" notice is shown.
    public static let minimumWidth = 40
    public static let minimumHeight = 12

    /// Splits `width × height`: the status bar takes the last row; the rest is shared between
    /// map and list, `mapShare` of it (0…1) for the map, at least 3 rows each.
    public init(width: Int, height: Int, mapShare: Double = 0.5) {
        let body = max(0, height - 1)
        let share = mapShare.isFinite ? min(max(mapShare, 0), 1) : 0.5
        var mapHeight = Int((Double(body) * share).rounded())
        mapHeight = min(max(mapHeight, min(3, body)), max(0, body - 3))
        map = Rect(x: 0, y: 0, width: width, height: mapHeight)
        list = Rect(x: 0, y: mapHeight, width: width, height: body - mapHeight)
        status = Rect(x: 0, y: body, width: width, height: height > 0 ? 1 : 0)
    }

    public static func fits(width: Int, height: Int) -> Bool {
        width >= minimumWidth && height >= minimumHeight
    }
}
