import NearbyCells
import NearbyFormats
import NearbyGeo

extension MapPane {
    /// A cluster's count as drawn: where its text starts and what it says.
    struct PlacedCluster: Equatable {
        var column: Int
        var row: Int
        var count: Int
        var label: String { MapPane.clusterLabel(count) }
    }

    /// Clusters when the list cannot show every venue of the region: the counts that fall in one
    /// cell are added up and written there ("7", "312", "19k"), each clear of the others, of you
    /// and of the selected pin by a blank cell all round; a count that would touch a bigger one
    /// is added to it. The cells beside a count are blanked, so no line of the map runs into it,
    /// and a count the callout (`hiding`) would cover or touch is left out rather than cut.
    static func drawClusters(_ placed: [PlacedCluster], hiding callout: Rect? = nil, into grid: inout CellGrid, area: Rect) {
        let style = Style(foreground: .magenta, bold: true)
        for cluster in placed {
            let x = area.x + cluster.column, y = area.y + cluster.row
            if let callout, callout.intersects(Rect(x: x - 1, y: y, width: cluster.label.count + 2, height: 1)) { continue }
            grid.put(cluster.label, x: x, y: y, style: style, maxX: area.maxX)
            clearBeside(x: x, width: cluster.label.count, y: y, in: &grid, area: area)
        }
    }

    /// Where the counts go: biggest first, each at its cell (moved left to stay inside the pane,
    /// or off your position and the selected pin, `avoiding`, and never on the last row, the
    /// scale bar's); one that would touch a count already placed (less than a blank cell
    /// between them, on its row or the rows above and below) is merged into that one, and the
    /// whole is placed again until nothing touches.
    static func placeClusters(_ clusters: [VenueCluster], projection: MapProjection, avoiding: [PaneCell] = [],
                              width: Int) -> [PlacedCluster] {
        var counts: [Int: Int] = [:]
        let columns = projection.dotWidth / 2
        let rows = projection.dotHeight / 4
        for cluster in clusters {
            guard let cell = projection.cell(of: cluster.coordinate) else { continue }
            counts[markerRow(cell.row, rows: rows) * columns + cell.column, default: 0] += cluster.count
        }
        var cells = counts.map { (cell: (column: $0.key % columns, row: $0.key / columns), count: $0.value) }
        while true {
            cells.sort { ($0.count, $1.cell.row, $1.cell.column) > ($1.count, $0.cell.row, $0.cell.column) }
            var placed: [PlacedCluster] = []
            var sources: [(column: Int, row: Int)] = []
            var merged = false
            // Which placed count holds each cell (its number + 1), so a touch is found in a few lookups.
            var holder = [Int](repeating: 0, count: max(0, width * rows))
            // `row` is inside the pane and `x` at most `width - 1`, so both ranges are whole.
            func touching(_ x: Int, _ row: Int, _ length: Int) -> Int? {
                for r in max(0, row - 1)...min(rows - 1, row + 1) {
                    for c in max(0, x - 1)...min(width - 1, x + length) where holder[r * width + c] > 0 {
                        return holder[r * width + c] - 1
                    }
                }
                return nil
            }
            for item in cells {
                let label = clusterLabel(item.count)
                var x = min(item.cell.column, width - label.count)
                // Your position and the selected pin keep a blank cell round them too: the count
                // moves to their left (or, at the pane's left edge, to their right).
                for obstacle in avoiding where obstacle.row >= item.cell.row - 1 && obstacle.row <= item.cell.row + 1
                    && obstacle.column >= x - 1 && obstacle.column <= x + label.count {
                    x = obstacle.column - 1 - label.count
                    if x < 0 { x = obstacle.column + 2 }
                }
                x = max(0, min(x, width - label.count))
                if item.cell.row >= 0, item.cell.row < rows, width > 0, let i = touching(x, item.cell.row, label.count) {
                    placed[i].count += item.count
                    merged = true
                    continue
                }
                placed.append(PlacedCluster(column: x, row: item.cell.row, count: item.count))
                sources.append(item.cell)
                if item.cell.row >= 0, item.cell.row < rows {
                    for c in x..<min(width, x + label.count) { holder[item.cell.row * width + c] = placed.count }
                }
            }
            guard merged else { return placed }
            // A merged count may have grown a character: place the merged set again.
            cells = zip(sources, placed).map { (cell: $0.0, count: $0.1.count) }
        }
    }

    /// A count in at most three characters: "7", "312", "4k", "19k", "1M".
    static func clusterLabel(_ count: Int) -> String {
        switch count {
        case ..<1000: return String(count)
        case ..<1_000_000: return String(count / 1000) + "k"
        default: return String(count / 1_000_000) + "M"
        }
    }
}
