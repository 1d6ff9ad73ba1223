import NearbyCells

/// The fill look of every braille dot of the pane (0 none, else its number in the frame's
/// `LookTable`), later fills over earlier ones. A cell whose eight dots agree is an interior
/// and is drawn as a background; a cell where they differ is on an edge and draws the dots of
/// one look over the background of another, so coasts, lakes and parks are smooth to the dot
/// instead of stepping in whole cells.
struct FillDots: Sendable {
    let columns: Int
    let rows: Int
    /// Row-major, `columns * 2` dots across and `rows * 4` down.
    var looks: [UInt16]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        looks = [UInt16](repeating: 0, count: self.columns * 2 * self.rows * 4)
    }

    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    subscript(x: Int, y: Int) -> UInt16 {
        get { looks[y * dotWidth + x] }
        set { looks[y * dotWidth + x] = newValue }
    }

    /// What one cell shows of the fills beneath it.
    struct Cell: Equatable {
        /// The look behind everything (0 none): the whole cell's for an interior.
        var background: UInt16
        /// The look drawn as dots over the background (0: none, an interior).
        var dots: UInt16
        /// Which of the cell's dots have the `dots` look, as braille bits (U+2800 + mask).
        var mask: UInt8
        /// The look most of the cell's dots have (a line drawn in the cell goes over it).
        var majority: UInt16
    }

    /// The cell's fills: its one look when all eight dots agree; else the dots of the most
    /// common fill (counting looks other than none) over the background of the next most
    /// common look. Where a fill meets nothing, the fill is the dots and nothing the background —
    /// "the dots inside the polygon"; where two fills meet, the one with fewer dots there is
    /// drawn over the other (the cell then reads as the neighbour that fills most of it).
    /// A third look in one cell goes to the background's.
    func cell(column c: Int, row r: Int) -> Cell {
        let x0 = c * 2, y0 = r * 4
        let first = self[x0, y0]
        var uniform = true
        for dy in 0..<4 where uniform {
            let row = (y0 + dy) * dotWidth + x0
            if looks[row] != first || looks[row + 1] != first { uniform = false }
        }
        if uniform { return Cell(background: first, dots: 0, mask: 0, majority: first) }
        // Eight dots: each look counted at its first dot, by comparing with the rest (no
        // storage, so nothing is allocated for the many edge cells of a frame).
        func dot(_ i: Int) -> UInt16 { self[x0 + i % 2, y0 + i / 2] }
        var most = (look: UInt16(0), count: -1), next = most, firstFill = most
        var hasNone = false
        for i in 0..<8 {
            let look = dot(i)
            guard !(0..<i).contains(where: { dot($0) == look }) else { continue }
            let entry = (look: look, count: (i..<8).reduce(0) { $0 + (dot($1) == look ? 1 : 0) })
            // Most dots first; between equals the later-numbered look (drawn later, so on top).
            if look == 0 { hasNone = true }
            if look != 0, (entry.count, look) > (firstFill.count, firstFill.look) { firstFill = entry }
            if (entry.count, look) > (most.count, most.look) {
                next = most
                most = entry
            } else if (entry.count, look) > (next.count, next.look) {
                next = entry
            }
        }
        let majority = most.look
        let dots = hasNone ? firstFill.look : next.look
        let background = hasNone ? 0 : most.look
        return Cell(background: background, dots: dots, mask: mask(of: dots, column: c, row: r), majority: majority)
    }

    /// The braille bits of the cell's dots that have `look`.
    func mask(of look: UInt16, column c: Int, row r: Int) -> UInt8 {
        var bits: UInt8 = 0
        for dy in 0..<4 {
            for dx in 0..<2 where self[c * 2 + dx, r * 4 + dy] == look { bits |= BrailleCanvas.dotBits[dy][dx] }
        }
        return bits
    }

    /// Whether the dot at (x, y) has a look unlike one of its four neighbours inside the pane:
    /// the fill's outline, which monochrome draws where colour draws the change of colour.
    func isOutline(x: Int, y: Int) -> Bool {
        let look = self[x, y]
        return (x > 0 && self[x - 1, y] != look) || (x + 1 < dotWidth && self[x + 1, y] != look)
            || (y > 0 && self[x, y - 1] != look) || (y + 1 < dotHeight && self[x, y + 1] != look)
    }
}
