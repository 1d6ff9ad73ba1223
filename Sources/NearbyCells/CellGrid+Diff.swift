/// The frame diff: what a terminal must be sent to go from one frame to the next. The terminal
/// backend writes exactly these runs, and the bench measures them (one diff, like ratatui's
/// `Buffer::diff`).
extension CellGrid {
    /// A horizontal run of cells to write in one style, starting at a whole character.
    public struct Run: Sendable, Equatable {
        public var x: Int
        public var y: Int
        public var style: Style
        /// The run's characters (the right halves of wide ones add nothing).
        public var text: String
        /// Columns the run covers.
        public var cells: Int
        /// UTF-8 bytes of the run's text.
        public var textBytes: Int { text.utf8.count }
    }

    /// The runs that bring `previous` up to this frame: every cell when there is no previous
    /// frame or its size differs. A changed right half is rewritten from its wide character;
    /// a run goes on over one unchanged cell when the next one changed (one cursor move costs
    /// more than a cell), and breaks where the style changes.
    public func changedRuns(since previous: CellGrid?) -> [Run] {
        let old = previous.flatMap { $0.width == width && $0.height == height ? $0 : nil }
        func unchanged(_ x: Int, _ y: Int) -> Bool { old.map { $0[x, y] == self[x, y] } ?? false }
        var runs: [Run] = []
        for y in 0..<height {
            var x = 0
            while x < width {
                if unchanged(x, y) {
                    x += 1
                    continue
                }
                var start = x
                while start > 0, self[start, y].isContinuation { start -= 1 }
                let style = self[start, y].style
                var run = Run(x: start, y: y, style: style, text: "", cells: 0)
                var cursor = start
                while cursor < width {
                    let cell = self[cursor, y]
                    if !cell.isContinuation {
                        if cell.style != style { break }
                        if cursor > x, unchanged(cursor, y), cursor + 1 >= width || unchanged(cursor + 1, y) { break }
                        run.text += cell.text
                    }
                    cursor += 1
                }
                run.cells = cursor - start
                if !run.text.isEmpty { runs.append(run) }
                x = max(cursor, x + 1)
            }
        }
        return runs
    }

    /// Bytes a terminal receives for those runs, estimated: the text, one cursor move (CUP,
    /// about 8 bytes) and one attribute change (SGR, about 10 bytes) per run.
    public static func estimatedBytes(_ runs: [Run]) -> Int {
        runs.reduce(0) { $0 + $1.textBytes + 8 + 10 }
    }
}
