import NearbyGeo

/// What the tile loader's thread reports after each tile it was asked for; the app turns each
/// into the bus event of the same name.
public enum TileLoadReport: Sendable, Equatable {
    /// The tile is shelved, decoded (or known to be empty): the map redraws with it.
    case tilesUpdated(TileKey)
    /// Reading or decoding the tile failed, in words (it is then drawn as empty).
    case tileReadFailed(TileKey, reason: String)
}
