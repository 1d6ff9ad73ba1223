import NearbyGeo

/// What the command line asked for.
public enum Command {
    case app(Options)
    case list(Options)
    /// `nearby import FILE`: the file is in `options.importFile`.
    case importFile(Options)
    case help(String)
    case version
}

/// Which command an option belongs to.
public enum Subcommand: String, Sendable {
    case app, list, `import`

    /// The word that names a subcommand on the command line.
    init?(word: String) {
        switch word {
        case "list": self = .list
        case "import": self = .import
        default: return nil
        }
    }
}

/// Settings shared by the app, `nearby list` and `nearby import`; the defaults are the ones
/// `nearby --help`, README.md and nearby(1) document.
public struct Options: Sendable {
    public init() {}

    public var at = Coordinate(latitude: 60.1690, longitude: 24.9435)
    public var provider = "offline"
    public var span = 500.0
    public var radius = 2000.0
    public var limit = 50
    /// Whether `--limit` was given (command line or config): then `nearby list` prints at most
    /// that many rows, not only fetches that many.
    public var limitGiven = false
    public var distanceFilter = 50.0
    public var databasePath: String?
    public var logPath: String?
    public var format = "table"
    public var fetch = false
    /// `--near NAME`: a preset location (resolved by the location code).
    public var near: String?
    /// `--base-url URL`: scheme, host and port replacing the provider's real service.
    public var baseURL: String?
    public var query: String?
    public var category: String?
    /// `--route FILE`: a GPX route to play with `p` (default: the bundled walk).
    public var routePath: String?
    public var speed = 1.0
    public var ascii = false
    /// `--tiles bundled|none|FILE.mbtiles|FILE.pmtiles|openfreemap|versatiles|URL`: the vector
    /// tiles the map draws and the `tiles` provider reads its venues from (one source for both).
    public var tiles = "bundled"
    /// Whether `--tiles` was given (or set in the config file): without it an online venue
    /// provider's map comes from OpenFreeMap.
    public var tilesChosen = false
    /// `--style FILE`: a MapLibre style JSON for the map (default: the bundled style for the
    /// tiles' schema).
    public var stylePath: String?
    /// `--lang en|zh` (default: from the locale).
    public var language: String?
    /// `--tile-cache-mb N`: the tile cache's size bound, MiB; least recently used tiles go first.
    public var tileCacheMegabytes = 256
    /// `import`: the file, its format (nil = guess from the content) and strictness.
    public var importFile: String?
    public var importFormat: String?
    public var strict = false
}

/// A command-line or configuration mistake: one clear sentence, exit status 2.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
