/// Something that happened: a key, a resize, or a fact reported by background work.
/// Update turns events into state changes and effects.
public enum Event: Sendable {
    case key(Key)
    /// A click or wheel turn, in screen cells.
    case mouse(MouseEvent)
    case resized(width: Int, height: Int)
    /// The event loop's ticker fired: the fetch spinner turns and route playback steps (the
    /// runtime follows it with `timePassed`).
    case ticked
    /// A location passed the distance filter.
    case locationDelivered(Location)
    /// The simulated position moved but was not delivered: the filter held it back.
    case locationMoved(Coordinate, heldBack: HeldBackMove)
    /// GPX playback started or stopped (paused, or the route ended).
    case routePlaybackChanged(playing: Bool)
    case fetchStarted(provider: String, at: Coordinate)
    case fetchCommitted(count: Int, clock: String)
    case fetchFailed(reason: String)
    /// A fetch at `at` was refused by a rate limit that lifts at `until` (Unix seconds).
    case fetchRateLimited(reason: String, until: Double, at: Coordinate)
    /// The wall clock read `now` (Unix seconds) at an idle tick: held-back work may be due.
    case timePassed(now: Double)
    /// The store committed new venues; the visible rows must be re-read.
    case venuesUpdated
    /// The rows of the visible region, re-read from the store; `complete` is false when the
    /// region holds more venues than the rows, and `clusters` then counts all of them for the map.
    case venuesLoaded([VenueRow], complete: Bool = true, clusters: [VenueCluster] = [])
    /// A map tile was loaded off the main thread (read, decoded; for an online source fetched
    /// and committed to the tile cache first): the map redraws with it.
    case tilesUpdated(TileKey)
    /// The online tile source answered: its deepest zoom and its attribution (terminal-safe).
    case tileSourceResolved(maxZoom: Int, attribution: String)
    /// The online map cannot work (no source, no cache) or its cache was set aside, in words.
    case tileFailed(reason: String)
    /// `count` map tiles could not be had from an online source, all for `failure` (one event
    /// per reason for a burst, not one per tile).
    case tilesFailed(TileFailure, count: Int)
    /// Reading the store failed.
    case storeFailed(reason: String)
    case quitRequested
}
