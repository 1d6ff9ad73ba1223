import NearbyMap

/// What the status bar says about the map's online tiles (cleared when a tile arrives).
public enum TileProblem: Sendable, Equatable {
    /// Tiles failed, `count` of them since the last tile arrived, all for this reason.
    case failed(TileFailure, count: Int)
    /// The map cannot work online at all, or its cache was set aside, in words.
    case note(String)
}
