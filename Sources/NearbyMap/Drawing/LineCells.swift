import Glibc

/// Which way the map's drawn lines run through each cell of the pane (a bit per 15° of
/// direction), so a street's name is kept off the cells where another street crosses it.
struct LineCells: Sendable, Equatable {
    let columns: Int
    let rows: Int
    private var directions: [UInt16]

    /// Directions are told apart in steps of this many degrees (12 over a half turn).
    static let step = 15.0

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        directions = Array(repeating: 0, count: self.columns * self.rows)
    }

    /// The direction of the segment `a`–`b` in dots (cells are 2×4 dots, so dots are square),
    /// as a bucket 0..<12 of a half turn.
    static func bucket(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Int {
        var degrees = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
        if degrees < 0 { degrees += 180 }
        return min(11, Int(degrees / step) % 12)
    }

    /// Marks every cell the segment passes through (walked a dot at a time) with its direction.
    mutating func add(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) {
        guard !Self.outside(a, b, columns: columns, rows: rows) else { return }
        let bit = UInt16(1) << UInt16(Self.bucket(a, b))
        Self.walk(a, b, columns: columns, rows: rows) { column, row in
            guard column >= 0, row >= 0, column < columns, row < rows else { return }
            directions[row * columns + column] |= bit
        }
    }

    /// Whether a line runs through the cell at more than about 35° from `bucket`'s direction.
    func crosses(column: Int, row: Int, bucket: Int) -> Bool {
        guard column >= 0, row >= 0, column < columns, row < rows else { return false }
        let mask = directions[row * columns + column]
        guard mask != 0 else { return false }
        for other in 0..<12 where mask & (UInt16(1) << UInt16(other)) != 0 {
            let apart = abs(other - bucket)
            if min(apart, 12 - apart) > 2 { return true }
        }
        return false
    }

    /// Whether the segment lies wholly to one side of a pane of `columns` × `rows` cells (most of
    /// a tile's lines do): then it has no cell to walk.
    static func outside(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), columns: Int, rows: Int) -> Bool {
        let width = Double(columns * 2), height = Double(rows * 4)
        return (a.x < 0 && b.x < 0) || (a.y < 0 && b.y < 0) || (a.x >= width && b.x >= width) || (a.y >= height && b.y >= height)
    }

    /// The cells a segment passes through, in order, a dot at a time, where it runs near a pane
    /// of `columns` × `rows` cells: steps further out land on cells off the pane, which every
    /// caller passes over, so leaving them out changes no cell visited on the pane (nor which
    /// visits repeat the cell before, as a cell off the pane is never one on it).
    static func walk(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), columns: Int, rows: Int,
                     _ visit: (Int, Int) -> Void) {
        let length = max(abs(b.x - a.x), abs(b.y - a.y))
        guard length.isFinite, length < 100_000 else { return }
        let steps = max(1, Int(length.rounded(.up)))
        guard let near = nearSteps(a, b, steps: steps, width: Double(columns * 2), height: Double(rows * 4)) else { return }
        var last: (Int, Int)?
        for i in near {
            let t = Double(i) / Double(steps)
            let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
            let cell = (floorInt(x / 2), floorInt(y / 4))
            if let last, last == cell { continue }
            last = cell
            visit(cell.0, cell.1)
        }
    }

    /// `Int(v.rounded(.down))` for a finite `v` in Int's range, without the call to libm's
    /// `floor` that `rounded(.down)` makes on plain x86-64 (twice a step of every walk).
    @inline(__always)
    private static func floorInt(_ v: Double) -> Int {
        let whole = Int(v)
        return Double(whole) > v ? whole - 1 : whole
    }

    /// The steps of ``walk`` that may land on the pane: those of the part of the segment within
    /// two dots of it (a step moves at most a dot along either axis), a step over at each end
    /// for rounding; nil when the segment passes further off.
    static func nearSteps(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), steps: Int, width: Double,
                          height: Double) -> ClosedRange<Int>? {
        var t0 = 0.0, t1 = 1.0
        // Narrows t0...t1 to where one coordinate lies in -2...size + 2; false if nowhere.
        func axis(_ start: Double, _ delta: Double, _ size: Double) -> Bool {
            let low = -2.0, high = size + 2
            guard delta != 0 else { return start >= low && start <= high }
            let enter = (low - start) / delta, leave = (high - start) / delta
            t0 = max(t0, min(enter, leave))
            t1 = min(t1, max(enter, leave))
            return true
        }
        guard axis(a.x, b.x - a.x, width), axis(a.y, b.y - a.y, height), t0 <= t1 else { return nil }
        let from = max(0, Int((t0 * Double(steps)).rounded(.down)) - 1)
        let to = min(steps, Int((t1 * Double(steps)).rounded(.up)) + 1)
        return from...to
    }
}
