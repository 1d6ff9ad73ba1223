/// What the map pane draws besides the state: the tiles of the view the runtime has at hand
/// (decoded and styled), and whether the source has nothing for this place.
public struct MapData: Sendable, Equatable {
    public var tiles: [MapTile]
    /// The source has no tile here at a useful zoom: the pane says so instead of looking broken.
    public var isMissingHere: Bool
    /// The layers of tiles whose schema no style knows (drawn by a generic style), for the
    /// pane's note; empty when the style knows them.
    public var unknownLayers: [String] = []

    public init(tiles: [MapTile] = [], isMissingHere: Bool = false) {
        self.tiles = tiles
        self.isMissingHere = isMissingHere
    }

    /// No basemap (`--tiles none`, and tests of other panes).
    public static let none = MapData()
}
