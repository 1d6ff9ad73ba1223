/// A style colour in sRGB with alpha, and its nearest colours on terminals, found once when the
/// colour is made (by a perceptual distance, CIELAB ΔE), so drawing only reads them.
public struct StyleColor: Sendable, Equatable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 0 (transparent) ... 1 (opaque).
    public var alpha: Double
    /// The nearest of the xterm 256-colour palette's colours 16...255 (the 6×6×6 cube and the
    /// grey ramp; 0...15 are left out because terminal themes redefine them).
    public let xterm256: UInt8
    /// The nearest of the 16 ANSI colours (0...15, with xterm's default RGB values).
    public let ansi16: UInt8
    /// The nearest of four grey levels for monochrome: 0 black, 1 dark grey, 2 light grey, 3 white.
    public let monochrome: UInt8
}
