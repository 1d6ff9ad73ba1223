/// What a diffing backend has to write to go from one frame to the next, for the bench and
/// tests; `Terminal.draw` does the same walk against ncurses.
extension CellGrid {
    /// A horizontal run of changed cells.
    public struct Run: Sendable, Equatable {
        public var x: Int
        public var y: Int
        public var cells: Int
        /// UTF-8 bytes of the run's text.
        public var textBytes: Int
    }

    /// The runs of cells that differ from `previous` (everything when the size changed).
    public func changedRuns(since previous: CellGrid) -> [Run] {
        let full = previous.width != width || previous.height != height
        var runs: [Run] = []
        for y in 0..<height {
            var x = 0
            while x < width {
                guard full || previous[x, y] != self[x, y] else { x += 1; continue }
                var run = Run(x: x, y: y, cells: 0, textBytes: 0)
                while x < width, full || previous[x, y] != self[x, y] {
                    run.cells += 1
                    run.textBytes += self[x, y].text.utf8.count
                    x += 1
                }
                runs.append(run)
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
