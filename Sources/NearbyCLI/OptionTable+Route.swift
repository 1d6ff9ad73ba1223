import NearbyGeo
import NearbyText

/// The options of `nearby route`; `--router`, `--router-url`, `--db`, `--geocoder` and
/// `--timeout` are the shared ones of the table.
extension OptionTable {
    /// `--router`: the imported extracts' graphs, or an online service.
    static let routers = ["offline", "osrm", "valhalla"]

    static let routeOptions: [OptionSpec] = [
        OptionSpec(name: "from", placeholder: "LAT,LON|PLACE", commands: [.route], configurable: false) {
            o, v throws(UsageError) in
            o.routeFrom = try routeEnd(v, option: "--from")
        },
        OptionSpec(name: "to", placeholder: "LAT,LON|VENUE-ID|PLACE", commands: [.route], configurable: false) {
            o, v throws(UsageError) in
            o.routeTo = try routeEnd(v, option: "--to")
        },
        OptionSpec(name: "format", placeholder: "F", commands: [.route], configurable: false) { o, v throws(UsageError) in
            o.routeFormat = try oneOf(v, ["text", "json", "geojson", "gpx"], option: "--format")
        },
    ]

    /// A coordinate when the text is two numbers (out of range is a mistake said now), else a
    /// name for the command to look up.
    static func routeEnd(_ text: String, option: String) throws(UsageError) -> RouteEnd {
        let trimmed = text.trimmedWhitespace
        guard !trimmed.isEmpty else { throw UsageError("\(option) needs LAT,LON, a place or a venue id") }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
        let numeric = parts.count == 2 && parts.allSatisfy { DecimalNumber.parse(String($0).trimmedWhitespace) != nil }
        return numeric ? .coordinate(try parseCoordinate(trimmed, option: option)) : .name(trimmed)
    }
}

extension ArgumentParser {
    /// `nearby route`: both ends are needed, and nothing else.
    static func routeCommand(_ options: Options, positional: [String]) throws(UsageError) -> Options {
        if let extra = positional.first {
            throw UsageError("route takes no argument '\(TerminalSafe.clean(extra))'; give the ends as --from and --to")
        }
        guard options.routeFrom != nil else { throw UsageError("route needs --from LAT,LON or a place") }
        guard options.routeTo != nil else { throw UsageError("route needs --to LAT,LON, a venue id or a place") }
        return options
    }
}
