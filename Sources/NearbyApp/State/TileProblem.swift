import NearbyMap

/// What the status bar says about the map's online tiles (cleared when a tile arrives).
public enum TileProblem: Sendable, Equatable {
    /// Tiles failed, `count` of them since the last tile arrived, all for this reason.
    case failed(TileFailure, count: Int)
    /// The map cannot work online at all, in words.
    case note(String)
    /// The damaged tile cache was moved aside to this path: said until the user quits, since
    /// tiles arriving afterwards are no answer to it.
    case cacheSetAside(String)
}
