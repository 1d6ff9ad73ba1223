import NearbyFormats
import NearbyGeo
import NearbyHours
import NearbyText

/// One option of the command line (and, when `configurable`, of the config file).
struct OptionSpec: Sendable {
    let name: String
    /// Nil for a flag; else the value's placeholder in help (`LAT,LON`).
    let placeholder: String?
    let commands: Set<Subcommand>
    let configurable: Bool
    /// The value may be left out on the command line (`--gpsd` alone): `apply` then gets "".
    var valueOptional = false
    let apply: @Sendable (inout Options, String) throws(UsageError) -> Void

    var takesValue: Bool { placeholder != nil }
}

/// Every option `nearby --help` and nearby(1) list, with its parsing and validation, in one
/// table that the command-line parser and the config file share.
enum OptionTable {
    static let everywhere: Set<Subcommand> = [.app, .list, .import, .route]
    static let viewing: Set<Subcommand> = [.app, .list]
    /// The commands that fetch over the network.
    static let fetching: Set<Subcommand> = [.app, .list, .tilesFetch, .route]
    /// The commands that walk: the app's and the list's walking times, `nearby route`.
    static let walking: Set<Subcommand> = [.app, .list, .route]
    /// `--timeout` and `NEARBY_HTTP_TIMEOUT`, seconds.
    static let timeoutRange = 0.1...3600.0

    static let all: [OptionSpec] = [
        OptionSpec(name: "at", placeholder: "LAT,LON", commands: viewing, configurable: true) { o, v throws(UsageError) in
            o.at = try parseCoordinate(v, option: "--at")
        },
        OptionSpec(name: "near", placeholder: "NAME", commands: viewing, configurable: true) { o, v in o.near = v },
        OptionSpec(name: "geocoder", placeholder: "NAME", commands: viewing.union([.route]), configurable: true) {
            o, v throws(UsageError) in
            o.geocoder = try oneOf(v, ["offline", "nominatim"], option: "--geocoder")
        },
        OptionSpec(name: "geocoder-url", placeholder: "URL", commands: viewing.union([.route]), configurable: true) { o, v in
            o.geocoderURL = v
        },
        OptionSpec(name: "provider", placeholder: "NAME", commands: viewing, configurable: true) { o, v throws(UsageError) in
            o.provider = try oneOf(v, ProviderKind.allCases, \.name, option: "--provider")
        },
        OptionSpec(name: "base-url", placeholder: "URL", commands: viewing, configurable: true) { o, v in o.baseURL = v },
        OptionSpec(name: "query", placeholder: "TEXT", commands: viewing, configurable: true) { o, v in o.query = v },
        OptionSpec(name: "category", placeholder: "ID", commands: viewing, configurable: true) { o, v in o.category = v },
        OptionSpec(name: "radius", placeholder: "M", commands: viewing, configurable: true) { o, v throws(UsageError) in
            o.radius = try parseNumber(v, option: "--radius", in: 1...100_000)
        },
        OptionSpec(name: "limit", placeholder: "N", commands: viewing.union([.places]), configurable: true) { o, v throws(UsageError) in
            o.limit = Int(try parseNumber(v, option: "--limit", in: 1...10_000, integer: true))
            o.limitGiven = true
        },
        OptionSpec(name: "span", placeholder: "M", commands: viewing, configurable: true) { o, v throws(UsageError) in
            o.span = try parseNumber(v, option: "--span", in: 100...40_000_000)
        },
        OptionSpec(name: "distance-filter", placeholder: "M", commands: viewing, configurable: true) { o, v throws(UsageError) in
            o.distanceFilter = try parseNumber(v, option: "--distance-filter", in: 0...1_000_000)
        },
        OptionSpec(name: "db", placeholder: "PATH", commands: everywhere, configurable: true) { o, v throws(UsageError) in
            // SQLite takes "" as a private throwaway database: nothing would be kept.
            guard !v.isEmpty else { throw UsageError("--db needs a file path, not an empty string") }
            o.databasePath = v
        },
        OptionSpec(name: "route", placeholder: "FILE", commands: [.app], configurable: true) { o, v in o.routePath = v },
        OptionSpec(name: "speed", placeholder: "N", commands: [.app], configurable: true) { o, v throws(UsageError) in
            o.speed = try parseNumber(v, option: "--speed", in: 0.01...10_000)
        },
        // Not in the config file: a clock that starts at the same moment every time is a test's wish, not a setting.
        OptionSpec(name: "time", placeholder: "\"YYYY-MM-DD HH:MM\"", commands: [.app], configurable: false) { o, v throws(UsageError) in
            let text = v.trimmingCharacters(in: " ")
            guard let (written, offset) = LocalTimeText.withOffset(text), localTimeFields(written) != nil, let time = LocalTime(written)
            else {
                throw UsageError("--time expects a local date and time like \"2026-12-24 10:00\" or \"2026-10-25 03:30+02:00\" "
                                 + "(got \(TerminalSafe.quoted(v, always: true)))")
            }
            o.time = time
            o.timeOffset = offset
        },
        OptionSpec(name: "gpsd", placeholder: "HOST:PORT", commands: [.app], configurable: true, valueOptional: true) {
            o, v throws(UsageError) in
            o.gpsd = try parseGPSD(v)
        },
        OptionSpec(name: "log", placeholder: "FILE", commands: viewing, configurable: true) { o, v in o.logPath = v },
        OptionSpec(name: "ascii", placeholder: nil, commands: [.app], configurable: true) { o, v throws(UsageError) in
            o.ascii = try parseBool(v, option: "--ascii")
        },
        OptionSpec(name: "style", placeholder: "FILE", commands: [.app], configurable: true) { o, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError("--style needs the path of a MapLibre style JSON file") }
            o.stylePath = v
        },
        OptionSpec(name: "tiles", placeholder: "SOURCE", commands: viewing.union([.tilesFetch]), configurable: true) { o, v throws(UsageError) in
            guard !v.isEmpty else {
                throw UsageError("--tiles needs bundled, none, an .mbtiles or .pmtiles file, openfreemap, versatiles or a URL")
            }
            o.tiles = TileChoice(v)
            o.tilesChosen = true
        },
        OptionSpec(name: "lang", placeholder: "en|zh", commands: [.app], configurable: true) { o, v throws(UsageError) in
            o.language = try oneOf(v, ["en", "zh"], option: "--lang")
        },
        OptionSpec(name: "map-language", placeholder: "local|CODE", commands: [.app], configurable: true) { o, v throws(UsageError) in
            let value = v.lowercased()
            guard value == "local" || value.count >= 2 && value.count <= 3 && value.allSatisfy({ $0 >= "a" && $0 <= "z" }) else {
                throw UsageError("--map-language must be local or a two- or three-letter language code such as en or de (got \(TerminalSafe.quoted(v, always: true)))")
            }
            o.mapLanguage = value
        },
        OptionSpec(name: "tile-cache-mb", placeholder: "N", commands: [.app, .tilesFetch], configurable: true) { o, v throws(UsageError) in
            o.tileCacheMegabytes = Int(try parseNumber(v, option: "--tile-cache-mb", in: 1...1_000_000, integer: true))
        },
        OptionSpec(name: "timeout", placeholder: "SECONDS", commands: fetching, configurable: true) { o, v throws(UsageError) in
            o.timeout = try parseNumber(v, option: "--timeout", in: timeoutRange)
        },
        OptionSpec(name: "fetch", placeholder: nil, commands: [.list], configurable: false) { o, v throws(UsageError) in
            o.fetch = try parseBool(v, option: "--fetch")
        },
        OptionSpec(name: "format", placeholder: "F", commands: [.list, .places], configurable: true) { o, v throws(UsageError) in
            o.format = try oneOf(v, ["table", "json", "tsv"], option: "--format")
        },
        OptionSpec(name: "strict", placeholder: nil, commands: [.import], configurable: false) { o, v throws(UsageError) in
            o.strict = try parseBool(v, option: "--strict")
        },
        OptionSpec(name: "router", placeholder: "NAME", commands: walking, configurable: true) { o, v throws(UsageError) in
            o.router = try oneOf(v, routers, option: "--router")
        },
        OptionSpec(name: "router-url", placeholder: "URL", commands: walking, configurable: true) { o, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError("--router-url needs the routing service's URL") }
            o.routerURL = v
        },
        OptionSpec(name: "order", placeholder: "walk|distance", commands: [.list], configurable: true) {
            o, v throws(UsageError) in
            o.order = try oneOf(v, ["walk", "distance"], option: "--order")
        },
    ]

    /// `import --format` takes other values than `list --format`.
    static let importFormat = OptionSpec(name: "format", placeholder: "F", commands: [.import], configurable: false) {
        o, v throws(UsageError) in
        o.importFormat = try oneOf(v, ["overpass", "geojson", "foursquare", "csv", "osm"], option: "--format")
    }

    /// The spec of `name` for `command`: a subcommand's own meaning of a shared name (`import
    /// --format`, `tiles fetch --radius`) before the shared one.
    static func spec(named name: String, for command: Subcommand) -> OptionSpec? {
        if command == .import && name == "format" { return importFormat }
        if let own = commandsOwn.first(where: { $0.name == name && $0.commands.contains(command) }) { return own }
        return all.first { $0.name == name && $0.commands.contains(command) }
    }

    /// The options some commands give a meaning of their own, looked up before the shared ones.
    static var commandsOwn: [OptionSpec] { tilesOptions + snapOptions + hoursOptions + routeOptions + facetOptions }

    /// Whether an option `name` may be given without its value.
    static func valueOptional(_ name: String) -> Bool {
        (all + commandsOwn).contains { $0.name == name && $0.valueOptional }
    }

    /// Whether any command has an option `name` (taking a value when `withValue`).
    static func exists(_ name: String, withValue: Bool = false) -> Bool {
        (all + commandsOwn).contains { $0.name == name && (!withValue || $0.takesValue) }
    }

    // MARK: Value parsing

    /// `LAT,LON` in decimal degrees, e.g. `60.1690,24.9435`.
    static func parseCoordinate(_ text: String, option: String) throws(UsageError) -> Coordinate {
        let result: Result<Coordinate, Coordinate.ParseError> = Result { () throws(Coordinate.ParseError) in
            try Coordinate.parse(text)
        }
        switch result {
        case .success(let coordinate):
            return coordinate
        case .failure(.notACoordinate):
            throw UsageError("\(option) expects LAT,LON in decimal degrees, like 60.1690,24.9435 (got \(TerminalSafe.quoted(text, always: true)))")
        case .failure(.latitudeOutOfRange(let lat)):
            throw UsageError("\(option): latitude \(lat) is outside -90…90")
        case .failure(.longitudeOutOfRange(let lon)):
            throw UsageError("\(option): longitude \(lon) is outside -180…180")
        }
    }

    /// `--gpsd`'s value: empty or a yes (`gpsd = yes` in the config file) for localhost:2947, a
    /// no for none, else `HOST:PORT`.
    static func parseGPSD(_ text: String) throws(UsageError) -> GPSDAddress? {
        let word = text.trimmingCharacters(in: " ").lowercased()
        if ["", "yes", "true", "on", "1"].contains(word) { return .standard }
        if ["no", "false", "off", "0"].contains(word) { return nil }
        guard let address = GPSDAddress(text) else {
            throw UsageError("--gpsd expects HOST:PORT, like localhost:2947 (got \(TerminalSafe.quoted(text, always: true)))")
        }
        return address
    }

    static func parseNumber(_ text: String, option: String, in range: ClosedRange<Double>, integer: Bool = false)
        throws(UsageError) -> Double
    {
        // Plain decimal only: `Double` alone would take 0x10, 1e3, inf and nan.
        guard let v = DecimalNumber.parse(text.trimmingCharacters(in: " ")) else {
            throw UsageError("\(option) expects a decimal number (got \(TerminalSafe.quoted(text, always: true)))")
        }
        if integer && v != v.rounded() { throw UsageError("\(option) expects a whole number (got \(TerminalSafe.quoted(text, always: true)))") }
        guard range.contains(v) else {
            throw UsageError("\(option) must be between \(JSON.number(range.lowerBound)) and \(JSON.number(range.upperBound)) (got \(text))")
        }
        return v
    }

    static func oneOf(_ value: String, _ choices: [String], option: String) throws(UsageError) -> String {
        try oneOf(value, choices, \.self, option: option)
    }

    /// The choice whose `name` is `value`; the error lists the names in the table's order.
    static func oneOf<Choice>(_ value: String, _ choices: [Choice], _ name: (Choice) -> String, option: String)
        throws(UsageError) -> Choice
    {
        guard let choice = choices.first(where: { name($0) == value }) else {
            throw UsageError("unknown value \(TerminalSafe.quoted(value, always: true)) for \(option) (one of: \(choices.map(name).joined(separator: ", ")))")
        }
        return choice
    }

    /// Flags: "true" on the command line; `yes/no/true/false/1/0/on/off` in the config file.
    static func parseBool(_ value: String, option: String) throws(UsageError) -> Bool {
        switch value.lowercased() {
        case "true", "yes", "1", "on": return true
        case "false", "no", "0", "off": return false
        default: throw UsageError("\(option) expects yes or no (got \(TerminalSafe.quoted(value, always: true)))")
        }
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}
