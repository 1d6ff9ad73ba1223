import NearbyGeo

/// A pane of braille dots: each cell holds 2 × 4 dots (U+2800…U+28FF). Lines are clipped to the
/// pane, then stepped dot by dot. Each cell remembers the most important layer drawn into it,
/// so major roads keep their color where they cross minor ones.
public struct BrailleCanvas: Sendable, Equatable {
    public let columns: Int
    public let rows: Int
    private var bits: [UInt8]
    private var layers: [UInt8]

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        bits = Array(repeating: 0, count: self.columns * self.rows)
        layers = Array(repeating: 0, count: self.columns * self.rows)
    }

    public var dotWidth: Int { columns * 2 }
    public var dotHeight: Int { rows * 4 }

    /// Bit of each dot within a cell, indexed [row][column] (Unicode braille patterns).
    public static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Sets one dot; outside the pane it is ignored.
    public mutating func set(x: Int, y: Int, layer: UInt8 = 1) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let i = (y / 4) * columns + x / 2
        // `dotBits[y % 4][x % 2]` worked out (this runs for every dot of every line): the
        // first three rows are bits 0–2 and 3–5 by column, the fourth bits 6 and 7.
        let row = y % 4, column = x % 2
        bits[i] |= row == 3 ? UInt8(0x40) << column : UInt8(1) << (row + 3 * column)
        if layer > layers[i] { layers[i] = layer }
    }

    /// Draws a line between two points in dot coordinates, clipped to the pane.
    public mutating func line(from a: (x: Double, y: Double), to b: (x: Double, y: Double), layer: UInt8 = 1) {
        // The pane is [0, width) × [0, height): the far edges stop just short of the next dot.
        let pane = LineClipper(minX: 0, minY: 0, maxX: Double(dotWidth) - 1e-9, maxY: Double(dotHeight) - 1e-9)
        guard let (p, q) = pane.clip(a, b) else { return }
        var x0 = Int(p.x.rounded(.down)), y0 = Int(p.y.rounded(.down))
        let x1 = Int(q.x.rounded(.down)), y1 = Int(q.y.rounded(.down))
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var err = dx + dy
        while true {
            set(x: x0, y: y0, layer: layer)
            if x0 == x1 && y0 == y1 { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x0 += sx }
            if e2 <= dx { err += dx; y0 += sy }
        }
    }

    /// The braille character of a cell, or nil when no dot is set.
    public func character(column: Int, row: Int) -> Character? {
        let b = bits[row * columns + column]
        guard b != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(b)) else { return nil }
        return Character(scalar)
    }

    /// The most important layer drawn into a cell (0 when empty).
    public func layer(column: Int, row: Int) -> UInt8 { layers[row * columns + column] }
}
