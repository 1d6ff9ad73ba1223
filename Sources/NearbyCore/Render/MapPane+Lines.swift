extension MapPane {
    /// Streets and coastlines into a braille canvas, then into the grid, colored by the most
    /// important class in each cell.
    public static func drawLines(_ streets: StreetMap, projection: MapProjection, into grid: inout CellGrid, area: Rect) {
        var canvas = BrailleCanvas(columns: area.width, rows: area.height)
        for line in streets.lines {
            guard projection.mayShow(south: line.minLatitude, north: line.maxLatitude, west: line.minLongitude,
                                     east: line.maxLongitude) else { continue }
            let isCoast = line.lineClass == .coast
            var previous: Coordinate?
            var previousPoint: (x: Double, y: Double) = (0, 0)
            for point in line.points {
                let p = projection.project(point)
                if let last = previous, !projection.wraps(previousPoint, p),
                   !(isCoast && isArtificialEdge(last, point))
                {
                    canvas.line(from: previousPoint, to: p, layer: line.lineClass.rawValue)
                }
                previous = point
                previousPoint = p
            }
        }
        for row in 0..<area.height {
            for column in 0..<area.width {
                guard let ch = canvas.character(column: column, row: row) else { continue }
                let style: Style
                switch LineClass(rawValue: canvas.layer(column: column, row: row)) {
                case .major: style = Style(foreground: .yellow, bold: true)
                case .minor: style = .plain
                case .coast: style = Style(foreground: .cyan)
                default: style = Style(foreground: .gray, dim: true)
                }
                grid[area.x + column, area.y + row] = Cell(String(ch), style: style)
            }
        }
    }

    /// Natural Earth closes polygons cut at the antimeridian and Antarctica's along lat −90 and
    /// lon ±180: edges that are no coast at all.
    static func isArtificialEdge(_ a: Coordinate, _ b: Coordinate) -> Bool {
        let edge = 179.9999
        if abs(a.longitude) >= edge && abs(b.longitude) >= edge { return true }
        if a.latitude <= -89.9999 && b.latitude <= -89.9999 { return true }
        return false
    }
}
