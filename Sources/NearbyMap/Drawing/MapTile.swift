import NearbyGeo
import Synchronization

/// One tile's map, styled and ready to draw: what the runtime hands the renderer for a tile of
/// the view (decoded, styled, clipped to the tile's own bounds and in coordinates, so a warm
/// frame only projects). Features are in the style's draw order within each kind.
public struct MapTile: Sendable, Equatable {
    public var key: TileKey { didSet { identity = MapTile.newIdentity() } }
    public var fills: [MapFill] { didSet { identity = MapTile.newIdentity() } }
    public var lines: [MapLine] { didSet { identity = MapTile.newIdentity() } }
    public var labels: [MapLabel] { didSet { identity = MapTile.newIdentity() } }
    /// Features were left out: the tile held more than one tile may (`MapTileBuilder.maxPoints`)
    /// or than its share of the view's (see `MapTileSource`); the pane says so.
    public var isCut = false { didSet { identity = MapTile.newIdentity() } }
    /// Which contents these are: copies share it, any change gives a new one, so a later frame
    /// can reuse what drawing worked out for the same contents (`DrawMemo`) without comparing them.
    private(set) var identity = MapTile.newIdentity()

    /// A number for one tile's contents, counted up process-wide (never given twice).
    typealias Identity = UInt64
    private static let identities = Atomic<UInt64>(0)

    /// A number no tile had before.
    static func newIdentity() -> Identity { identities.add(1, ordering: .relaxed).newValue }

    public init(key: TileKey, fills: [MapFill] = [], lines: [MapLine] = [], labels: [MapLabel] = []) {
        self.key = key
        self.fills = fills
        self.lines = lines
        self.labels = labels
    }

    /// Equal contents; the identity only says when contents are known equal without looking.
    public static func == (a: MapTile, b: MapTile) -> Bool {
        a.identity == b.identity || (a.key == b.key && a.isCut == b.isCut && a.fills == b.fills && a.lines == b.lines && a.labels == b.labels)
    }

    /// Nothing to draw (a tile the source lacks, or whose layers the style draws none of).
    public var isEmpty: Bool { fills.isEmpty && lines.isEmpty && labels.isEmpty }

    /// Points held, for the cache's memory bound.
    public var pointCount: Int {
        fills.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.count } } + lines.reduce(0) { $0 + $1.points.count }
            + labels.reduce(0) { $0 + $1.points.count }
    }
}
