import NearbyFormats
import NearbyGeo
import NearbyHours

/// What the command line asked for.
public enum Command {
    case app(Options)
    case list(Options)
    /// `nearby import FILE`: the file is in `options.importFile`.
    case importFile(Options)
    /// `nearby tiles info FILE`: the file is in `options.tileFile`.
    case tilesInfo(Options)
    /// `nearby tiles fetch`: the area is in `options.at`, `fetchRadius` and `zooms`.
    case tilesFetch(Options)
    /// `nearby snap`: one map frame on stdout, its size and format in `snapWidth`,
    /// `snapHeight` and `snapFormat`.
    case snap(Options)
    /// `nearby places QUERY`: the words are in `options.placeQuery`.
    case places(Options)
    /// `nearby hours VALUE`: the value and its range and place are in `options.hours`.
    case hours(Options)
    /// `nearby route`: its ends in `routeFrom` and `routeTo`, its output in `routeFormat`.
    case route(Options)
    case help(String)
    case version
}

/// Which command an option belongs to.
public enum Subcommand: String, Sendable {
    case app, list, `import`, snap, places
    /// `nearby tiles` with no command it knows after it (only `--help` is fine there).
    case tiles
    case tilesInfo = "tiles info"
    case tilesFetch = "tiles fetch"
    case hours
    case route

    /// The subcommands a word names on the command line (`tiles` takes a second word).
    private static let words: [Subcommand] = [.list, .import, .tiles, .snap, .places, .hours, .route]

    /// The subcommand `word` names.
    init?(word: String) {
        guard let named = Self.words.first(where: { $0.rawValue == word }) else { return nil }
        self = named
    }

    /// The subcommand `tiles` and the word after it name.
    init(tilesVerb word: String?) {
        switch word {
        case "info": self = .tilesInfo
        case "fetch": self = .tilesFetch
        default: self = .tiles
        }
    }
}

/// Settings shared by the app, `nearby list` and `nearby import`; the defaults are the ones
/// `nearby --help`, doc/REFERENCE.md and nearby(1) document.
public struct Options: Sendable {
    public init() {}

    public var at = Coordinate(latitude: 60.1690, longitude: 24.9435)
    public var provider = ProviderKind.offline
    public var span = 500.0
    public var radius = 2000.0
    public var limit = 50
    /// Whether `--limit` was given (command line or config): then `nearby list` prints at most
    /// that many rows, not only fetches that many.
    public var limitGiven = false
    public var distanceFilter = 50.0
    public var databasePath: String?
    public var logPath: String?
    /// `--gpsd [HOST:PORT]`: the location follows gpsd there (nil: simulated only).
    public var gpsd: GPSDAddress?
    public var format = "table"
    public var fetch = false
    /// `--near NAME`: a preset or a gazetteer place (resolved before the command runs).
    public var near: String?
    /// `nearby places QUERY`: what to look up.
    public var placeQuery: String?
    /// `--geocoder offline|nominatim`: where a `--near` name the gazetteer does not know is
    /// looked up (offline: nowhere), and `--geocoder-url URL`, a self-hosted Nominatim.
    public var geocoder = "offline"
    public var geocoderURL: String?
    /// `--base-url URL`: scheme, host and port replacing the provider's real service.
    public var baseURL: String?
    public var query: String?
    public var category: String?
    /// `--route FILE`: a GPX route to play with `p` (default: the bundled walk).
    public var routePath: String?
    public var speed = 1.0
    /// `--time "YYYY-MM-DD HH:MM"`: the app's clock starts at this local time and runs on
    /// (nil: the wall clock).
    public var time: LocalTime?
    /// The UTC offset written after `--time` (seconds east), for a time the clocks show twice.
    public var timeOffset: Int?
    public var ascii = false
    /// `--tiles bundled|none|FILE.mbtiles|FILE.pmtiles|openfreemap|versatiles|URL`: the vector
    /// tiles the map draws and the `tiles` provider reads its venues from (one source for both).
    public var tiles = TileChoice.bundled
    /// Whether `--tiles` was given (or set in the config file): without it an online venue
    /// provider's map comes from OpenFreeMap.
    public var tilesChosen = false
    /// `--style FILE`: a MapLibre style JSON for the map (default: the bundled style for the
    /// tiles' schema).
    public var stylePath: String?
    /// `--lang en|zh` (default: from the locale).
    public var language: String?
    /// `--map-language local|CODE`: the language of the map's names (default: `--lang`, else the
    /// locale's language); `local` keeps the names as written locally.
    public var mapLanguage: String?
    /// `--tile-cache-mb N`: the tile cache's size bound, MiB; least recently used tiles go first.
    public var tileCacheMegabytes = 256
    /// `import`: the file, its format (nil = guess from the content) and strictness.
    public var importFile: String?
    public var importFormat: String?
    public var strict = false
    /// `--timeout SECONDS`: how long a fetch may take in all, retries included (nil: the
    /// environment's `NEARBY_HTTP_TIMEOUT`, else each provider's default; see `httpTimeout`).
    public var timeout: Double?
    /// `tiles info`: the file, the tile to count (`--tile Z/X/Y`, checked by the tile code) and
    /// `--format json`.
    public var tileFile: String?
    public var tileText: String?
    public var tileInfoJSON = false
    /// `tiles fetch`: whether `--at` was given (it and `--near` exclude each other), the area's
    /// radius in kilometres, its zooms, `--out`, `--yes` and `--connections`.
    public var atGiven = false
    public var fetchRadius: Double?
    public var zooms: ClosedRange<Int>?
    public var out: String?
    public var yes = false
    public var connections = 4
    /// `snap`: the frame's size in cells (`--size WxH`) and `--format ansi|text` (nil: ansi
    /// on a terminal, text otherwise).
    public var snapWidth = 80
    public var snapHeight = 24
    public var snapFormat: String?
    /// `nearby hours` (its value, range, place and format) and `list --open-now`/`--open-at`.
    public var hours = HoursOptions()
    /// `list --where FACET=VALUE,…`: only venues whose facets pass (empty: every venue).
    public var facets = FacetFilter()
    /// `nearby route`: `--from` and `--to` (nil until given) and `--format text|json|geojson|gpx`.
    public var routeFrom: RouteEnd?
    public var routeTo: RouteEnd?
    public var routeFormat = "text"
    /// `--router offline|osrm|valhalla`: who answers walks (offline: the imported extracts'
    /// walking graphs), and `--router-url URL`, a self-hosted OSRM or Valhalla.
    public var router = "offline"
    public var routerURL: String?
    /// `list --order walk|distance` (nil: by walking time where a walking graph covers the
    /// location, else by distance).
    public var order: String?
}

/// A command-line or configuration mistake: one clear sentence, exit status 2.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
