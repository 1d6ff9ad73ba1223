/// What the map pane draws besides the state: the tiles of the view the runtime has at hand
/// (decoded and styled), and whether the source has nothing for this place.
public struct MapData: Sendable, Equatable {
    public var tiles: [MapTile]
    /// The source has no tile here at a useful zoom: the pane says so instead of looking broken.
    public var isMissingHere: Bool
    /// The layers of tiles whose schema no style knows (drawn by a generic style), for the
    /// pane's note; empty when the style knows them.
    public var unknownLayers: [String] = []
    /// The source's shallowest zoom when the view is too far above it to be drawn from deeper
    /// tiles (nil otherwise): the pane asks to zoom in rather than saying there is no data.
    public var startsAtZoom: Int?
    /// Some tile held more than a tile may, or than its share of a view of many tiles: features
    /// were left out, and the pane says so (zoomed in, a view has fewer tiles and each more room).
    public var isCrowded = false
    /// Pieces of the tiles left for the next frames to draw (see `MapDrawing.drawable`).
    public var piecesLeft = 0

    public init(tiles: [MapTile] = [], isMissingHere: Bool = false) {
        self.tiles = tiles
        self.isMissingHere = isMissingHere
    }

    /// No basemap (`--tiles none`, and tests of other panes).
    public static let none = MapData()
}
