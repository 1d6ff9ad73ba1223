/// How a fill or a line looks: its kind, and the style's colour (nil: the built-in palette by
/// kind). Features that look alike share one entry of the frame's look table.
public struct MapLook<Kind: Hashable & Sendable>: Sendable, Hashable {
    public var kind: Kind
    public var color: MapColor?

    public init(kind: Kind, color: MapColor? = nil) {
        self.kind = kind
        self.color = color
    }
}
