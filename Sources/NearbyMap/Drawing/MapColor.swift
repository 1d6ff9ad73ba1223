import NearbyCells

/// A style's colour on the map, as the terminal palette index nearest to it at each colour depth
/// (found once when the style is compiled; drawing only picks one).
public struct MapColor: Sendable, Hashable {
    /// The nearest of xterm's colours 16...255.
    public var xterm256: UInt8
    /// The nearest of the 16 ANSI colours (0...15).
    public var ansi16: UInt8
    /// The nearest of four grey levels, 0 black ... 3 white (monochrome draws no colour: it
    /// decides only how dense a fill's dot pattern is).
    public var grey: UInt8

    /// The cell colour at `depth`; nil in monochrome.
    public func color(for depth: ColorDepth) -> Color? {
        switch depth {
        case .xterm256: return .indexed(xterm256)
        case .ansi16: return Color(ansi: ansi16)
        case .monochrome: return nil
        }
    }
}
