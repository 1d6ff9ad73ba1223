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

/// Settings shared by the app and `nearby list`; defaults are DESIGN.md's.
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

/// A command-line mistake: one clear sentence, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Our own small argument parser: `--opt value` and `--opt=value`, errors naming the option.
enum ArgumentParser {
    static let providers = ["offline", "foursquare", "foursquare-v3", "foursquare-places", "overpass"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var args = arguments[...]
        var isList = false
        var isImport = false
        if args.first == "list" {
            isList = true
            args = args.dropFirst()
        } else if args.first == "import" {
            isImport = true
            args = args.dropFirst()
        }
        var options = Options()
        while let raw = args.first {
            args = args.dropFirst()
            var name = raw
            var inline: String?
            if raw.hasPrefix("--"), let eq = raw.firstIndex(of: "=") {
                name = String(raw[..<eq])
                inline = String(raw[raw.index(after: eq)...])
            }
            func value() throws(UsageError) -> String {
                if let inline { return inline }
                guard let next = args.first else { throw UsageError("option \(name) needs a value") }
                args = args.dropFirst()
                return next
            }
            switch name {
            case "-h", "--help": return .help(isList ? Usage.list : isImport ? Usage.importing : Usage.app)
            case "--version": return .version
            case "--at": options.at = try parseCoordinate(try value(), option: name)
            case "--provider":
                let v = try value()
                guard providers.contains(v) else {
                    throw UsageError("unknown provider '\(v)' for --provider (one of: \(providers.joined(separator: ", ")))")
                }
                options.provider = v
            case "--span": options.span = try parseNumber(try value(), option: name, in: 100...40_000_000)
            case "--radius": options.radius = try parseNumber(try value(), option: name, in: 1...100_000)
            case "--limit": options.limit = Int(try parseNumber(try value(), option: name, in: 1...10_000))
            case "--distance-filter": options.distanceFilter = try parseNumber(try value(), option: name, in: 0...1_000_000)
            case "--db": options.databasePath = try value()
            case "--log": options.logPath = try value()
            case "--near": options.near = try value()
            case "--base-url": options.baseURL = try value()
            case "--query": options.query = try value()
            case "--category": options.category = try value()
            case "--route": options.routePath = try value()
            case "--speed": options.speed = try parseNumber(try value(), option: name, in: 0.01...10_000)
            case "--ascii":
                guard inline == nil else { throw UsageError("option --ascii takes no value") }
                options.ascii = true
            case "--lang":
                let v = try value()
                guard ["en", "zh"].contains(v) else { throw UsageError("unknown language '\(v)' for --lang (one of: en, zh)") }
                options.language = v
            case "--format" where isImport:
                let v = try value()
                guard ["overpass", "geojson", "foursquare", "csv"].contains(v) else {
                    throw UsageError("unknown format '\(v)' for import --format (one of: overpass, geojson, foursquare, csv)")
                }
                options.importFormat = v
            case "--strict" where isImport:
                guard inline == nil else { throw UsageError("option --strict takes no value") }
                options.strict = true
            case "--format" where isList:
                let v = try value()
                guard ["table", "json", "tsv"].contains(v) else {
                    throw UsageError("unknown format '\(v)' for --format (one of: table, json, tsv)")
                }
                options.format = v
            case "--fetch" where isList:
                guard inline == nil else { throw UsageError("option --fetch takes no value") }
                options.fetch = true
            default:
                if raw.hasPrefix("-") && raw != "-" { throw UsageError("unknown option \(name)") }
                if isImport && options.importFile == nil {
                    options.importFile = raw
                    continue
                }
                throw UsageError("unexpected argument '\(raw)'")
            }
        }
        if isImport {
            guard options.importFile != nil else { throw UsageError("import needs a FILE to read") }
            return .importFile(options)
        }
        return isList ? .list(options) : .app(options)
    }

    /// `LAT,LON` in decimal degrees, e.g. `60.1690,24.9435`.
    static func parseCoordinate(_ text: String, option: String) throws(UsageError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let lat = Double(parts[0].trimmingCharacters(in: " ")), let lon = Double(parts[1].trimmingCharacters(in: " ")),
              lat.isFinite, lon.isFinite
        else { throw UsageError("\(option) expects LAT,LON in decimal degrees, like 60.1690,24.9435 (got '\(text)')") }
        guard abs(lat) <= 90 else { throw UsageError("\(option): latitude \(parts[0]) is outside -90…90") }
        guard abs(lon) <= 180 else { throw UsageError("\(option): longitude \(parts[1]) is outside -180…180") }
        return Coordinate(latitude: lat, longitude: lon)
    }

    static func parseNumber(_ text: String, option: String, in range: ClosedRange<Double>) throws(UsageError) -> Double {
        guard let v = Double(text), v.isFinite else { throw UsageError("\(option) expects a number (got '\(text)')") }
        guard range.contains(v) else {
            throw UsageError("\(option) must be between \(JSON.number(range.lowerBound)) and \(JSON.number(range.upperBound)) (got \(text))")
        }
        return v
    }
}

extension Substring {
    func trimmingCharacters(in set: Character) -> Substring {
        var s = self
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return s
    }
}

enum Usage {
    static let app = """
        Usage: nearby [OPTIONS]
               nearby list [OPTIONS]
               nearby --help | --version

        Finds coffee shops around a location you move by hand: a map pane, a venue
        list and a status bar, in the terminal. Works offline by default.

        Location:
          --at LAT,LON            start location (default 60.1690,24.9435, Helsinki)
          --near NAME             start at a preset place: London, Tokyo, New York,
                                  Apple, Helsinki, ... (case-insensitive)
          --distance-filter M     minimum move before a location is delivered (50)
          --route FILE            GPX track, route or waypoints to play with p
                                  (default: the bundled Helsinki café walk)
          --speed N               route playback speed multiplier (1)
          --span M                edge of the visible square region, meters (500)

        Venues:
          --provider NAME         offline (default), foursquare, foursquare-v3,
                                  foursquare-places, overpass
          --radius M              fetch radius, meters (2000)
          --limit N               venues per fetch (50)

        Files:
          --db PATH               database (default $XDG_DATA_HOME/nearby/venues.sqlite)
          --log FILE              JSON-lines event log (default: none)

        Keys: arrows/j k move, Enter recenters, w a s d move you (W A S D 100 m),
        L jump to a place, p play/pause the route, + - zoom, c center, r fetch, q quit.

        Map data © OpenStreetMap contributors (ODbL).
        """
    static let importing = """
        Usage: nearby import FILE [--format overpass|geojson|foursquare|csv] [--strict]

        Loads venues from FILE into the database, in batches, and prints a summary.
        The format is guessed from the content when --format is not given.

          --format F              overpass, geojson, foursquare or csv
          --strict                commit nothing when any row is bad
          --db PATH               database (default $XDG_DATA_HOME/nearby/venues.sqlite)
        """
    static let list = """
        Usage: nearby list [OPTIONS]

        Prints the venues of the visible region around --at, nearest first: exactly
        the rows the app's list pane shows. No full-screen interface.

          --at LAT,LON            location (default 60.1690,24.9435)
          --span M                edge of the region, meters (500)
          --provider NAME         where venues come from (offline)
          --fetch                 fetch from the provider and commit before listing
          --format F              table (default), json or tsv
          --db PATH               database (default $XDG_DATA_HOME/nearby/venues.sqlite)
        """
}
