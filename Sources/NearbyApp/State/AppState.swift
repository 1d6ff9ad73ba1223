import NearbyFormats
import NearbyGeo

/// Everything the screen shows, as plain values. Only `update` changes it.
///
/// Layout of the state, one value type per concern (each in its own file next to this one):
/// - `viewport: Viewport` — terminal size, map/list split, map centre, heading and span;
///   derives the visible `region` and the pane `layout`.
/// - `list: VenueList` — the listed rows, whether they are all of the region's venues, the
///   clusters drawn instead, selection, scroll, row limit, the name filter and whether it is
///   being edited, and whether a first load has arrived.
/// - `location: LocationStatus` — what the location simulator last reported: the user's
///   position, the move its distance filter holds back, and route loaded/playing.
/// - `fetch: FetchStatus` — fetch in progress, spinner frame, time of the last commit, the
///   error shown in the status bar, and a fetch a rate limit holds back.
/// - `overlays: Overlays` — the help overlay and the `L` preset picker.
/// - `settings: Settings` — provider, interface language, ASCII drawing and colour depth; derives `strings`.
/// - `clock: AppClock` — the app's time: the wall clock or the simulated one (`--time`, `<` `>`).
/// - `hours: HoursBook` — the listed venues' opening hours at that time and the "open now" filter.
/// - `facets: FacetLine` — the facet line (`F`) and the facets (wifi, power, …) the list must have.
/// - `walks: Walks` — walking times, the selected venue's route, the list's order, a walk under way.
/// - `saved: SavedList` — the saved places, the keys that mark rows and pins, the last change's notice.
/// - `places` — the gazetteer the `L` picker searches and the status bar's "near" comes from.
/// `Update` is split the same way: Update.swift (dispatch, keys), Update+List, Update+Viewport,
/// Update+Overlays, Update+Location, Update+Fetch, Update+RateLimit, Update+Mouse, Update+Tiles,
/// Update+Hours, Update+Facets, Update+Walks, Update+Saved.
public struct AppState: Sendable {
    public var viewport: Viewport
    public var list = VenueList()
    public var location: LocationStatus
    public var fetch = FetchStatus()
    public var overlays = Overlays()
    public var settings: Settings
    public var clock = AppClock()
    public var hours = HoursBook()
    public var facets = FacetLine()
    public var walks = Walks()
    /// The saved places (`b`, `B`), as the store last reported them.
    public var saved = SavedList()
    /// The places the `L` picker searches and the status bar names (nil: the presets only).
    /// It answers from memory, so update may ask it.
    public var places: (any PlaceSearch)?

    public init(width: Int, height: Int, provider: ProviderKind, at location: Coordinate, span: Double = 500) {
        viewport = Viewport(width: width, height: height, center: location, span: span)
        self.location = LocationStatus(user: location)
        settings = Settings(provider: provider)
    }

    /// Rows of the list pane that show venues (inside its border and header).
    public var visibleListRows: Int { max(0, viewport.layout.list.height - 1) }
}
