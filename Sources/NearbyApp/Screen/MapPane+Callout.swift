import NearbyCells
import NearbyFormats
import NearbyText

extension MapPane {
    /// A cell of the pane, counted from its top-left corner.
    typealias PaneCell = (column: Int, row: Int)

    /// Where the callout box (`height` rows) goes: next to its pin — above, below, then beside
    /// it — where it covers neither the pin, nor you, nor the view's centre, nor a place's name
    /// (`keepClear`); else in a corner of the pane that covers none of them; else next to the
    /// pin, clear of the pin and you only. Always inside the pane. Nil when nothing fits.
    /// A `hoursLine` (the venue's opening-hours state) makes the box a row taller and at least as wide.
    static func calloutFrame(_ row: VenueRow, pin: PaneCell, avoiding user: PaneCell?, keepClear: [Rect] = [],
                             height: Int = 3, area: Rect, hoursLine: String? = nil, distance: String? = nil) -> Rect? {
        let height = hoursLine == nil ? height : max(height, 4)
        guard area.height >= height + 2, area.width >= 12 else { return nil }
        let text = max(DisplayWidth.of(calloutText(row, area: area, distance: distance)), hoursLine.map { min(DisplayWidth.of($0), area.width - 4) } ?? 0)
        let full = text + 4
        // The whole text first; in a crowded or small pane, a narrower box with the text cut.
        let widths = Set([full, min(full, max(12, area.width / 2))]).sorted(by: >)
        let centre = Rect(x: area.x + area.width / 2, y: area.y + area.height / 2, width: 1, height: 1)
        let clear = [centre] + keepClear.map { Rect(x: area.x + $0.x, y: area.y + $0.y, width: $0.width, height: $0.height) }
        func covers(_ frame: Rect, _ other: Rect) -> Bool {
            frame.x < other.x + other.width && other.x < frame.x + frame.width
                && frame.y < other.y + other.height && other.y < frame.y + frame.height
        }
        func allowed(_ frame: Rect, strict: Bool) -> Bool {
            // The pin and its letter stay visible, and so does the user.
            if frame.contains(x: area.x + pin.column, y: area.y + pin.row)
                || frame.contains(x: area.x + pin.column - 1, y: area.y + pin.row) { return false }
            if let user, frame.contains(x: area.x + user.column, y: area.y + user.row) { return false }
            return !strict || !clear.contains { covers(frame, $0) }
        }
        for width in widths {
            if let frame = nearPin(width: width, height: height, pin: pin, area: area).first(where: { allowed($0, strict: true) }) {
                return frame
            }
        }
        for width in widths {
            if let frame = corners(width: width, height: height, area: area).first(where: { allowed($0, strict: true) }) { return frame }
        }
        for width in widths {
            if let frame = nearPin(width: width, height: height, pin: pin, area: area).first(where: { allowed($0, strict: false) }) {
                return frame
            }
        }
        return nil
    }

    /// The places next to the pin, best first: above, below, then beside it; each centred, then
    /// to the right, then to the left; kept inside the pane (the callout, shown while the user
    /// asks for it, may cover the attribution line).
    private static func nearPin(width: Int, height: Int, pin: PaneCell, area: Rect) -> [Rect] {
        let rows = [pin.row - height, pin.row + 1] + (1..<height).map { pin.row - $0 } + [pin.row]
        let columns = [pin.column - width / 2, pin.column + 2, pin.column - 2 - width]
        var frames: [Rect] = []
        for y in rows where y >= 0 && y + height <= area.height {
            for x in columns {
                frames.append(Rect(x: area.x + min(max(x, 0), area.width - width), y: area.y + y, width: width, height: height))
            }
        }
        return frames
    }

    /// The pane's four corners: top right, top left, bottom right, bottom left.
    private static func corners(width: Int, height: Int, area: Rect) -> [Rect] {
        let right = area.maxX - width, bottom = area.maxY - height
        return [(right, area.y), (area.x, area.y), (right, bottom), (area.x, bottom)].map {
            Rect(x: $0.0, y: $0.1, width: width, height: height)
        }
    }
}
