import NearbyGeo

/// What a frame of the map lacks, as the map source found it while building the frame: tiles
/// drawn from an ancestor meanwhile, or not at all. The frame asks for nothing itself: the app
/// posts this as `mapLacks` and update answers with `loadTiles` and `fetchTiles`.
public struct TileLack: Sendable, Equatable {
    /// The view's own tiles, at the source's deepest zoom, not loaded yet; nearest the centre first.
    public var own: [TileKey]
    /// Every tile to read and decode, most wanted first: `own`, then the ancestors drawn while they load.
    public var load: [TileKey]
    /// What an online source should download, most wanted first: a few ancestors covering the
    /// tiles that have no close stand-in (one or two transfers, and the whole view is drawn
    /// scaled), then `own`. Empty until the source has said its deepest zoom.
    public var fetch: [TileKey]
    /// Source tiles the frame found still loading, each time it met one (the log's `tilesLoading`).
    public var loadingCount: Int

    public init(own: [TileKey] = [], load: [TileKey] = [], fetch: [TileKey] = [], loadingCount: Int = 0) {
        self.own = own
        self.load = load
        self.fetch = fetch
        self.loadingCount = loadingCount
    }
}
