import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyHTTP
import NearbyMap
import NearbyRoute
import NearbyRuntime

/// Something that happened: a key, a resize, or a fact reported by background work.
/// Update turns events into state changes and effects.
public enum Event: Sendable {
    case key(Key)
    /// A click or wheel turn, in screen cells.
    case mouse(MouseEvent)
    case resized(width: Int, height: Int)
    /// The loop's clock ticked at `now` (Unix seconds): the spinner turns, route playback steps,
    /// and work a rate limit held back may be due.
    case ticked(now: Double)
    /// A location passed the distance filter.
    case locationDelivered(Location)
    /// The simulated position moved but was not delivered: the filter held it back.
    case locationMoved(Coordinate, heldBack: HeldBackMove)
    /// The gpsd reader (`--gpsd`) connected, read a report, or lost gpsd.
    case gpsd(GPSDReport)
    /// GPX playback or a walk started or stopped (paused, or the route ended).
    case routePlaybackChanged(playing: Bool)
    /// The walk to a venue (`f`) reached its door.
    case walkArrived
    /// The router opened off the main thread (false: there is none, or it could not open):
    /// walking times and routes are asked from now on.
    case walkRouterOpened(available: Bool)
    /// The answer to route request `request` (an older one than the newest is dropped).
    case routeFound(request: Int, result: Result<WalkRoute, RouteFailure>)
    /// The answer to walking-times request `request`: each venue's walk, none for a venue no
    /// walk reaches; `failure` when the router could not answer at all.
    case walkTimesFound(request: Int, times: [VenueKey: WalkTime], failure: RouteFailure? = nil)
    case fetchStarted(provider: String, at: Coordinate)
    /// A fetch's answer arrived and was decoded: `count` venues, being committed now (a slow disk
    /// or another writer's lock is the time until `fetchCommitted`).
    case fetchReceived(count: Int)
    /// A fetch committed `count` venues at `at` (Unix seconds; the status bar shows its local time).
    case fetchCommitted(count: Int, at: Double)
    case fetchFailed(FetchFailure)
    /// A fetch at `at` was refused by a rate limit that lifts at `until` (Unix seconds).
    case fetchRateLimited(FetchFailure, until: Double, at: Coordinate)
    /// The store committed new venues; the visible rows must be re-read.
    case venuesUpdated
    /// The rows of the visible region, re-read from the store; `complete` is false when the
    /// region holds more venues than the rows, and `clusters` then counts all of them for the map;
    /// `hours` gives the rows' places and what an "open now" reload looked at, `facets` the facet
    /// filter it was read with and the count without it.
    case venuesLoaded([VenueRow], complete: Bool = true, clusters: [VenueCluster] = [], hours: HoursLoad = HoursLoad(),
                      facets: FacetLoad = FacetLoad())
    /// The frame just built drew what was loaded and lacks the rest (drawn from ancestors
    /// meanwhile): update asks for it.
    case mapLacks(TileLack)
    /// A map tile was loaded off the main thread (read, decoded; for an online source fetched
    /// and committed to the tile cache first): the map redraws with it.
    case tilesUpdated(TileKey)
    /// An online source committed these tiles to the tile cache: the loader reads them again.
    case tilesCommitted([TileKey])
    /// The loader could not read or decode a tile (it is left out of the map), in words.
    case tileReadFailed(TileKey, reason: String)
    /// The online tile source answered: its zooms, bounds and attribution (terminal-safe).
    case tileSourceResolved(maxZoom: Int, attribution: String, minZoom: Int = 0, bounds: [Double]? = nil)
    /// The online tile source's TileJSON named its layers (`vector_layers`): the map's style
    /// follows their schema.
    case tileLayersDeclared([String])
    /// The online map cannot work (no source, no cache) or its cache was set aside, in words.
    case tileFailed(reason: String)
    /// The tile cache was damaged and moved aside to `path` (a fresh one replaces it).
    case tileCacheSetAside(path: String)
    /// `count` map tiles could not be had from an online source, all for `failure` (one event
    /// per reason for a burst, not one per tile).
    case tilesFailed(TileFailure, count: Int)
    /// When the store last wrote a venue from a fetch (Unix seconds; nil: not known, as for the bundled dataset).
    case fetchTimeRead(VenueKey, at: Double?)
    /// Reading the store failed.
    case storeFailed(reason: String)
    /// The gazetteer was read (off the main thread, at start): the `L` picker searches it and
    /// the status bar names the nearest place.
    case placesLoaded(any PlaceSearch)
    /// The online geocoder answered the picker's search for `query` (off the main thread,
    /// cached): the places it found, best first.
    case placesFoundOnline(query: String, [PickerRow])
    /// The online geocoder could not answer the picker's search for `query`.
    case onlineSearchFailed(query: String, FetchFailure)
    /// The online geocoder's cache was damaged and moved aside (a fresh one replaces it), in words.
    case geocoderCacheSetAside(String)
    /// The store's saved places after `change` (at start, and after each change asked with
    /// `Effect.saved`): the marks, the overlay and the status bar follow them.
    case savedLoaded([SavedPlace], change: SavedChange)
    /// The store could not make a change to the saved places (or read them), in words: nothing
    /// changed, and the status bar says so.
    case savedFailed(reason: String)
    case quitRequested
}

/// The app's notification bus: every background result comes back to `update` on it.
public typealias EventBus = NotificationBus<Event>
