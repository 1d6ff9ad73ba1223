import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyText

extension MapDrawing {
    /// Place, street, water and area names, most important first, each where it overlaps no
    /// label placed before it and no cell already taken in `index` (pins, the callout, the user's
    /// position, the pane's notes): streets along their own line, areas inside their outline,
    /// the rest at their point. A name split across tiles is written once. Width-aware: a CJK
    /// name takes two columns per character.
    package static func drawLabels(_ map: MapData, projection: MapProjection, depth: ColorDepth, index: inout LabelIndex,
                           into grid: inout CellGrid, area: Rect) {
        let labels = DrawMemo.labels(map)
        // By `name`: a name split over tiles (or along a long street) comes many times, placed once.
        var written = [Bool](repeating: false, count: labels.count)
        // Built on the first street name: where the frame's lines run, to keep names off crossings.
        var lines: LineCells?
        let reach = DrawMemo.PaneReach(projection)
        for number in labels.indices {
            // Read field by field until the name is known to be drawn here: most are repeats or
            // streets off the pane, whose points (a street of more than one has a cap) and
            // strings need not be touched.
            guard !written[labels[number].name] else { continue }
            let width = labels[number].width
            guard width > 0, width <= area.width / 2 else { continue }
            if labels[number].label.kind == .street, let cap = labels[number].cap {
                if lines == nil { lines = lineCells(map, projection: projection, columns: area.width, rows: area.height) }
                // A street wholly off the pane passes through none of its cells (nothing to project).
                if DrawMemo.isOffPane(cap, reach: reach) { continue }
            }
            let prepared = labels[number], text = prepared.text
            let placement: LabelPlacement?
            switch prepared.label.kind {
            case .street where prepared.cap != nil:
                let cells = DrawMemo.path(map, label: number, projection: projection) {
                    path(prepared.label, projection: projection, columns: area.width, rows: area.height)
                }
                placement = lines.flatMap { streetPlacement(text, width: width, letters: prepared.letters, path: cells, lines: $0, index: index) }
            case .area where prepared.label.points.count >= 3:
                placement = areaPlacement(text, width: width, ring: prepared.label.points, projection: projection, index: index)
            default:
                placement = pointPlacement(prepared.label, text: text, width: width, projection: projection, index: index)
            }
            guard let placement else { continue }
            for taken in placement.taken { index.take(x: taken.x, y: taken.y, width: taken.width) }
            for piece in placement.pieces {
                let under = grid[area.x + max(0, piece.x), area.y + piece.y].style.background
                putName(piece.text, x: area.x + piece.x, y: area.y + piece.y,
                        style: labelStyle(prepared.label, depth: depth, background: under), into: &grid, area: area)
            }
            written[prepared.name] = true
        }
    }

    /// A point's name centred on its point (one free cell either side keeps two names from
    /// reading as one). A place's name that cannot be centred (your position at the city's
    /// centre, a pin, a name placed before it) tries the places around its point in turn —
    /// right of it, left of it, the row above, the row below — before it gives up.
    static func pointPlacement(_ label: MapLabel, text: String, width: Int, projection: MapProjection,
                               index: LabelIndex) -> LabelPlacement? {
        for anchor in anchors(label, projection: projection) {
            guard anchor.x >= 0, anchor.y >= 0 else { continue }
            let row = Int(anchor.y / 4), column = Int(anchor.x / 2), centred = column - width / 2
            // Each spot with the cells it needs free: the name and a blank cell either side; beside
            // the point, the blank cell next to it is the point's own (your marker keeps it blank too).
            var spots = [(x: centred, y: row, from: centred - 1, cells: width + 2)]
            if label.kind == .place {
                spots += [(column + 2, row, column + 2, width + 1), (column - 1 - width, row, column - 2 - width, width + 1),
                          (centred, row - 1, centred - 1, width + 2), (centred, row + 1, centred - 1, width + 2)]
            }
            for spot in spots where index.isFree(x: spot.from, y: spot.y, width: spot.cells) {
                return LabelPlacement(pieces: [(spot.x, spot.y, text)], taken: [(spot.from, spot.y, spot.cells)])
            }
        }
        return nil
    }

    /// Where a label may go, in dots, best first: a point label at its point; a line label at
    /// the middle of the line's run inside the pane, then a quarter and three quarters along.
    static func anchors(_ label: MapLabel, projection: MapProjection) -> [(x: Double, y: Double)] {
        let inside = label.points.map(projection.project).filter { p in
            p.x >= 0 && p.y >= 0 && p.x < Double(projection.dotWidth) && p.y < Double(projection.dotHeight)
        }
        guard inside.count > 1, label.kind == .street else { return inside.prefix(1).map { $0 } }
        var lengths: [Double] = [0]
        for i in 1..<inside.count {
            let dx = inside[i].x - inside[i - 1].x, dy = inside[i].y - inside[i - 1].y
            lengths.append(lengths[i - 1] + (dx * dx + dy * dy).squareRoot())
        }
        guard let total = lengths.last, total > 0 else { return [inside[0]] }
        return [0.5, 0.25, 0.75].map { fraction in
            let target = total * fraction
            let i = max(1, lengths.firstIndex { $0 >= target } ?? inside.count - 1)
            let span = lengths[i] - lengths[i - 1]
            let t = span > 0 ? (target - lengths[i - 1]) / span : 0
            return (inside[i - 1].x + (inside[i].x - inside[i - 1].x) * t, inside[i - 1].y + (inside[i].y - inside[i - 1].y) * t)
        }
    }

    /// A name in the style's `text-color` at `depth` (places bold), else the palette by kind,
    /// over the background of the cell it starts in.
    static func labelStyle(_ label: MapLabel, depth: ColorDepth, background: Color) -> Style {
        if depth != .monochrome, let color = label.color?.color(for: depth) {
            return Style(foreground: color, bold: label.kind == .place, background: background)
        }
        switch label.kind {
        case .place: return Style(foreground: .default, bold: true, background: background)
        case .street: return Style(foreground: .default, background: background)
        case .water: return Style(foreground: background == .blue ? .white : .cyan, background: background)
        case .area: return Style(foreground: background == .blue ? .white : .default, background: background)
        }
    }
}
