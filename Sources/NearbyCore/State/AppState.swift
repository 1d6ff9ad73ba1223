/// Everything the screen shows, as plain values. Only `update` changes it.
public struct AppState: Sendable {
    public var width: Int
    public var height: Int
    /// Share of the body rows given to the map pane.
    public var mapShare: Double = 0.5

    public var provider: String
    /// The simulated position of the user, as the location simulator last reported it.
    public var user: Coordinate
    /// How far the simulator's distance filter holds the position back from the last delivery
    /// (nil right after a delivery). The simulator owns the filter; this is only what is shown.
    public var heldBack: HeldBackMove?
    /// The `L` picker's highlighted preset while it is open.
    public var presetPicker: Int?
    /// Whether a GPX route is loaded, and whether it is playing.
    public var hasRoute = false
    public var routePlaying = false
    /// Center of the visible region.
    public var mapCenter: Coordinate
    /// The azimuth that points up on the map: 0, or 180 after panning over a pole (see `Update.pan`).
    public var mapHeading: Double = 0
    /// Edge of the visible square region, meters.
    public var span: Double
    public var listLimit: Int = 500

    public var venues: [VenueRow] = []
    /// False when the region holds more venues than `venues` (the list's title says "500+").
    public var venuesComplete = true
    /// All of the region's venues counted per cell, drawn instead of pins when the list is not complete.
    public var clusters: [VenueCluster] = []
    public var selection: VenueKey?
    /// First visible row of the list.
    public var scroll: Int = 0

    public var fetching = false
    public var spinner = 0
    public var lastFetch: String?
    public var error: String?
    /// The fetch a rate limit holds back, run when the limit lifts (Update+RateLimit.swift).
    public var heldFetch: HeldFetch?
    public var hasLoaded = false

    /// Interface language (strings from `Strings`).
    public var language: Language = .english
    /// Draw with plain ASCII only (`--ascii`).
    public var ascii = false
    /// No colours (NO_COLOR): the map marks water and parks with a dot pattern instead.
    public var monochrome = false
    /// The name filter typed after `/` (empty: no filter).
    public var filter = ""
    /// Whether keys are going into the filter line.
    public var editingFilter = false
    /// Whether the help overlay is shown.
    public var showingHelp = false

    public init(width: Int, height: Int, provider: String, at location: Coordinate, span: Double = 500) {
        self.width = width
        self.height = height
        self.provider = provider
        user = location
        mapCenter = location
        self.span = span
    }

    /// The visible region: a `span` × `span` meter square around the map's center.
    public var region: Region {
        Region(center: mapCenter, latitudinalMeters: span, longitudinalMeters: span)
    }

    public var layout: Layout { Layout(width: width, height: height, mapShare: mapShare) }

    /// The interface strings in the chosen language (English when drawing in ASCII).
    public var strings: Strings { Strings(ascii ? .english : language) }

    /// Index of the selected row, if the selected venue is listed.
    public var selectedIndex: Int? {
        guard let selection else { return nil }
        return venues.firstIndex { $0.venue.key == selection }
    }

    /// Rows of the list pane that show venues (inside its border and header).
    public var visibleListRows: Int { max(0, layout.list.height - 1) }
}
