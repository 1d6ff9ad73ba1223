import NearbyCells
import NearbyFormats
import NearbyGeo

extension MapPane {
    /// Clusters when the list cannot show every venue of the region: the counts that fall in one
    /// cell are added up and written there ("7", "312", "19k"), the biggest drawn last so it is
    /// never covered.
    static func drawClusters(_ clusters: [VenueCluster], projection: MapProjection, into grid: inout CellGrid,
                             area: Rect) {
        var counts: [Int: Int] = [:]
        let columns = projection.dotWidth / 2
        for cluster in clusters {
            guard let cell = projection.cell(of: cluster.coordinate) else { continue }
            counts[cell.row * columns + cell.column, default: 0] += cluster.count
        }
        let style = Style(foreground: .magenta, bold: true)
        for (key, count) in counts.sorted(by: { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }) {
            let column = key % columns, row = key / columns
            let label = clusterLabel(count)
            let x = min(area.x + column, area.maxX - label.count)
            grid.put(label, x: max(area.x, x), y: area.y + row, style: style, maxX: area.maxX)
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
