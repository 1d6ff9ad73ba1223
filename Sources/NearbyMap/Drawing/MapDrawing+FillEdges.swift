import NearbyCells

extension MapDrawing {
    /// A cell on a fill's edge: the dots inside the fill as braille in the fill's colour over
    /// the colour of what lies beneath, or with `ascii` the character whose ink sits where those
    /// dots are (`BrailleShade`). Nil where the dots would not show: in monochrome without
    /// `ascii` (the patterns draw the edge there), or a fill that has no colour at this depth.
    static func edgeCell(_ fill: FillDots.Cell, look: MapFill.Look?, background: Color, depth: ColorDepth,
                         ascii: Bool) -> Cell? {
        guard let look else { return nil }
        let foreground = color(look, depth: depth)
        guard depth == .monochrome ? ascii : foreground != .default else { return nil }
        let text = ascii ? String(BrailleShade.ascii(fill.mask)) : Unicode.Scalar(0x2800 + UInt32(fill.mask)).map { String(Character($0)) } ?? " "
        return Cell(text, style: Style(foreground: depth == .monochrome ? .default : foreground, background: background))
    }

    /// A fill's colour at `depth` (see ``background(_:depth:)``); none for no fill.
    static func color(_ look: MapFill.Look?, depth: ColorDepth) -> Color {
        look.map { background($0, depth: depth) } ?? .default
    }

    /// Monochrome fills as dot patterns, dot by dot: a fill sets the dots of its pattern that
    /// lie inside it, and water and parks also their outline (the dots next to a dot of another
    /// look), so a coast is drawn to the dot where colour would change.
    static func drawPatterns(_ fills: FillDots, looks: LookTable<MapFill.Look>, into canvas: inout BrailleCanvas) {
        for y in 0..<fills.dotHeight {
            for x in 0..<fills.dotWidth {
                guard let look = looks.look(Int(fills[x, y])) else { continue }
                if patternHas(look, x: x, y: y) || (look.kind != .area && fills.isOutline(x: x, y: y)) {
                    canvas.set(x: x, y: y, layer: 0)
                }
            }
        }
    }

    /// Whether a fill's pattern sets the dot at (x, y): water a dot in every other cell, parks
    /// one on a diagonal every third cell, other fills one dot in every fourth cell where the
    /// style's colour is light (dark fills vanish into a dark terminal, as they would in colour).
    static func patternHas(_ look: MapFill.Look, x: Int, y: Int) -> Bool {
        let c = x / 2, r = y / 4
        switch look.kind {
        case .water: return x % 4 == 0 && y % 4 == 1
        case .park: return x % 2 == 1 && y % 4 == 2 && (c + r) % 3 == 0
        case .area: return x % 2 == 0 && y % 4 == 3 && (c + 2 * r) % 4 == 0 && (look.color?.grey ?? 0) >= 2
        }
    }
}
