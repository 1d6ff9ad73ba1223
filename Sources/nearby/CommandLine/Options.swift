import NearbyCore

/// What the command line asked for.
enum Command {
    case app(Options)
    case list(Options)
    /// `nearby import FILE`: the file is in `options.importFile`.
    case importFile(Options)
    case help(String)
    case version
}

/// Which command an option belongs to.
enum Subcommand: String, Sendable {
    case app, list, `import`
}

/// Settings shared by the app, `nearby list` and `nearby import`; defaults are DESIGN.md's.
struct Options {
    var at = Coordinate(latitude: 60.1690, longitude: 24.9435)
    var provider = "offline"
    var span = 500.0
    var radius = 2000.0
    var limit = 50
    var distanceFilter = 50.0
    var databasePath: String?
    var logPath: String?
    var format = "table"
    var fetch = false
    /// `--near NAME`: a preset location (resolved by the location code).
    var near: String?
    /// `--base-url URL`: scheme, host and port replacing the provider's real service.
    var baseURL: String?
    var query: String?
    var category: String?
    /// `--route FILE`: a GPX route to play with `p` (default: the bundled walk).
    var routePath: String?
    var speed = 1.0
    var ascii = false
    /// `--lang en|zh` (default: from the locale).
    var language: String?
    /// `import`: the file, its format (nil = guess from the content) and strictness.
    var importFile: String?
    var importFormat: String?
    var strict = false
}

/// A command-line or configuration mistake: one clear sentence, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
