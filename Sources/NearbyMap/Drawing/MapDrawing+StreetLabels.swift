import NearbyGeo
import NearbyText

extension MapDrawing {
    /// Where a name goes: each piece of its text at a cell, and the cells to keep free around it.
    struct LabelPlacement {
        var pieces: [(x: Int, y: Int, text: String)]
        var taken: [(x: Int, y: Int, width: Int)]
    }

    /// One cell a street's line passes through, with the line's direction there (`LineCells.bucket`).
    typealias PathCell = (column: Int, row: Int, bucket: Int)

    /// Every street and railway the frame draws, cell by cell with its direction (footpaths,
    /// outlines and borders are finer than a name and may run under one).
    static func lineCells(_ map: MapData, projection: MapProjection, columns: Int, rows: Int) -> LineCells {
        DrawMemo.lineCells(map, projection: projection) {
            lineCells(map, projected: DrawMemo.projected(map, projection: projection), projection: projection,
                      columns: columns, rows: rows)
        }
    }

    static func lineCells(_ map: MapData, projected: [DrawMemo.Projected], projection: MapProjection, columns: Int,
                          rows: Int) -> LineCells {
        var cells = LineCells(columns: columns, rows: rows)
        for (tile, points) in zip(map.tiles, projected) {
            for run in points.runs {
                let kind = tile.lines[run.line].kind
                guard kind == .major || kind == .minor || kind == .rail else { continue }
                var last = points.lines[run.from]
                for p in points.lines[(run.from + 1)...run.to] {
                    if !projection.wraps(last, p) { cells.add(last, p) }
                    last = p
                }
            }
        }
        return cells
    }

    /// The cells the label's line passes through inside the pane, in order along it.
    static func path(_ label: MapLabel, projection: MapProjection, columns: Int, rows: Int) -> [PathCell] {
        var cells: [PathCell] = []
        var previous: (x: Double, y: Double)?
        for point in label.points {
            let p = projection.project(point)
            defer { previous = p }
            guard let last = previous, !projection.wraps(last, p),
                  !LineCells.outside(last, p, columns: columns, rows: rows) else { continue }
            let bucket = LineCells.bucket(last, p)
            LineCells.walk(last, p, columns: columns, rows: rows) { column, row in
                guard column >= 0, row >= 0, column < columns, row < rows else { return }
                if let end = cells.last, end.column == column, end.row == row { return }
                cells.append((column, row, bucket))
            }
        }
        return cells
    }

    /// A street's name on its own line: level along a stretch that stays in one cell row, else
    /// letter by letter down a steep stretch (one letter a row, each in the cell the street
    /// passes); never off its street, never on a cell another name holds. Nearest the middle
    /// of the street's run in the pane first; nil when no stretch is long enough.
    static func streetPlacement(_ text: String, width: Int, letters: [(text: String, width: Int)], path: [PathCell],
                                lines: LineCells, index: LabelIndex) -> LabelPlacement? {
        guard width > 0, !path.isEmpty else { return nil }
        let middle = Double(path.count) / 2
        // Level: runs of path cells in one row, each window of `width` columns in them.
        var level: [(distance: Double, x: Int, row: Int)] = []
        var start = 0
        while start < path.count {
            var end = start
            while end + 1 < path.count, path[end + 1].row == path[start].row { end += 1 }
            var low = path[start].column, high = low
            for cell in path[start...end] {
                low = min(low, cell.column)
                high = max(high, cell.column)
            }
            // A cell of the street stays in sight at either end of its name.
            if high - low + 1 >= width + 2 {
                for x in (low + 1)...(high - width) {
                    let centre = Double(start) + Double(end - start) * Double(x - low + width / 2) / Double(max(1, high - low))
                    level.append((abs(centre - middle), x, path[start].row))
                }
            }
            start = end + 1
        }
        for candidate in level.sorted(by: { ($0.distance, $0.x) < ($1.distance, $1.x) }) {
            let row = candidate.row
            guard index.isFree(x: candidate.x - 1, y: row, width: width + 2) else { continue }
            let bucketAt = { (column: Int) in path.first { $0.row == row && $0.column == column }?.bucket ?? 0 }
            // The name lies on its own street only; a junction it passes stays a junction, but
            // the name neither starts nor ends on one (it would read as part of the other street).
            let last = candidate.x + width - 1
            if lines.crosses(column: candidate.x, row: row, bucket: bucketAt(candidate.x))
                || lines.crosses(column: last, row: row, bucket: bucketAt(last)) { continue }
            return LabelPlacement(pieces: [(candidate.x, row, text)], taken: [(candidate.x - 1, row, width + 2)])
        }
        return steepPlacement(letters, path: path, lines: lines, index: index)
    }

    /// Letter by letter down the street: the first cell of each row the path enters, over rows
    /// that follow one another, reading top to bottom.
    /// `letters` are the name's characters with their display widths.
    private static func steepPlacement(_ letters: [(text: String, width: Int)], path: [PathCell], lines: LineCells,
                                       index: LabelIndex) -> LabelPlacement? {
        guard letters.count >= 2 else { return nil }
        var steps: [PathCell] = []
        for cell in path where steps.last?.row != cell.row { steps.append(cell) }
        let count = letters.count
        guard steps.count >= count else { return nil }
        let middle = Double(steps.count - count) / 2
        let starts = (0...(steps.count - count)).sorted { (abs(Double($0) - middle), $0) < (abs(Double($1) - middle), $1) }
        for first in starts {
            // The window of steps read top to bottom: as the path runs, or turned round
            // (not copied: most windows fail the first test).
            let down = steps[first + count - 1].row > steps[first].row
            func window(_ i: Int) -> PathCell { down ? steps[first + i] : steps[first + count - 1 - i] }
            // Rows one after another, the street moving at most two columns a row (steep).
            var fits = true
            for i in 1..<count where window(i).row != window(i - 1).row + 1 || abs(window(i).column - window(i - 1).column) > 2 {
                fits = false
                break
            }
            guard fits else { continue }
            var pieces: [(x: Int, y: Int, text: String)] = []
            for (i, letter) in letters.enumerated() {
                let cell = window(i), w = max(1, letter.width)
                guard letter.text == " " || index.isFree(x: cell.column, y: cell.row, width: w) else { fits = false; break }
                if letter.text != " " { pieces.append((cell.column, cell.row, letter.text)) }
            }
            let top = window(0), bottom = window(count - 1)
            guard fits, !lines.crosses(column: top.column, row: top.row, bucket: top.bucket),
                  !lines.crosses(column: bottom.column, row: bottom.row, bucket: bottom.bucket) else { continue }
            // A free cell above and below keeps the name from running into the next.
            guard index.isFree(x: top.column, y: top.row - 1, width: 1) || top.row == 0,
                  index.isFree(x: bottom.column, y: bottom.row + 1, width: 1) || bottom.row + 1 >= index.height else { continue }
            var taken = (0..<count).map { (x: window($0).column, y: window($0).row, width: 2) }
            taken.append((top.column, top.row - 1, 1))
            taken.append((bottom.column, bottom.row + 1, 1))
            return LabelPlacement(pieces: pieces, taken: taken)
        }
        return nil
    }

    /// An area's name inside it: on the row through its middle (then the rows next to it), where
    /// the whole name and a cell either side lie inside the area's outline and are free.
    static func areaPlacement(_ text: String, width: Int, ring: [Coordinate], projection: MapProjection,
                              index: LabelIndex) -> LabelPlacement? {
        guard width > 0, ring.count >= 3 else { return nil }
        let points = ring.map(projection.project)
        for i in 1..<points.count where projection.wraps(points[i - 1], points[i]) { return nil }
        let top = points.map(\.y).min() ?? 0, bottom = points.map(\.y).max() ?? 0
        let firstRow = max(0, Int((top / 4).rounded(.up))), lastRow = min(index.height - 1, Int((bottom / 4).rounded(.down)) - 1)
        guard firstRow <= lastRow else { return nil }
        let middleRow = (firstRow + lastRow) / 2
        let rows = (firstRow...lastRow).sorted { (abs($0 - middleRow), $0) < (abs($1 - middleRow), $1) }.prefix(5)
        for row in rows {
            let y = Double(row * 4) + 2
            var xs: [Double] = []
            var previous = points[points.count - 1]
            for p in points {
                if (previous.y > y) != (p.y > y) {
                    xs.append((previous.x + (y - previous.y) * (p.x - previous.x) / (p.y - previous.y)) / 2)
                }
                previous = p
            }
            xs.sort()
            var i = 0
            while i + 1 < xs.count {
                // Whole cells inside, one spare either side.
                let from = Int(xs[i].rounded(.up)) + 1, to = Int(xs[i + 1].rounded(.down)) - 1
                i += 2
                guard to - from >= width else { continue }
                let x = (from + to - width) / 2
                guard index.isFree(x: x - 1, y: row, width: width + 2) else { continue }
                return LabelPlacement(pieces: [(x, row, text)], taken: [(x - 1, row, width + 2)])
            }
        }
        return nil
    }
}
