import NearbyText

/// An in-memory frame: what the terminal should show, cell by cell. Panes draw into it; the
/// terminal backend diffs it against the previous frame and writes only what changed.
public struct CellGrid: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public internal(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// A cell. Setting one keeps wide characters whole, as a terminal does: writing over
    /// either half of a wide character blanks its other half.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set {
            guard x >= 0, x < width, y >= 0, y < height else { return }
            let i = y * width + x
            if cells[i].isContinuation, !newValue.isContinuation, x > 0, !cells[i - 1].isContinuation {
                cells[i - 1].text = " "
            }
            if x + 1 < width, cells[i + 1].isContinuation,
               newValue.isContinuation || DisplayWidth.of(newValue.text) < 2
            {
                cells[i + 1].text = " "
            }
            cells[i] = newValue
        }
    }

    /// Writes `text` at (x, y), clipped to `maxX` (exclusive, default the grid's width).
    /// Text is made terminal-safe first. Returns the column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxX: Int? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let limit = min(maxX ?? width, width)
        var col = x
        for ch in TerminalSafe.clean(text) {
            let w = DisplayWidth.of(ch)
            if w == 0 {
                // A combining mark joins the grapheme drawn before it; alone it is dropped.
                var target = col - 1
                while target >= x, target >= 0, self[target, y].isContinuation { target -= 1 }
                if target >= x, target >= 0 { cells[y * width + target].text.unicodeScalars.append(contentsOf: ch.unicodeScalars) }
                continue
            }
            if col + w > limit { break }
            if col >= 0 {
                self[col, y] = Cell(String(ch), style: style)
                for extra in 1..<max(1, w) { self[col + extra, y] = .continuation }
            }
            col += w
        }
        return col
    }

    /// Fills a rectangle with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                self[x, y] = cell
            }
        }
    }

    /// Applies a style to every cell of a rectangle, keeping the text.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                change(&cells[y * width + x].style)
            }
        }
    }

    /// The rows as plain strings (continuation cells skipped), for tests and `--dump`.
    public var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width where !self[x, y].isContinuation {
                line += self[x, y].text
            }
            return line
        }
    }
}
