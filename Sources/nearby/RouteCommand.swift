import NearbyCLI
import NearbyFormats
import NearbyGeo
import NearbyPlaces
import NearbyRoute
import NearbyStore
import NearbyText

/// `nearby route`: the walk between two ends, as text, OSRM's JSON, GeoJSON or GPX on stdout.
/// No walk is one sentence and exit status 1; an end that names nothing is exit status 2.
enum RouteCommand {
    /// An end that names no venue and no place: one sentence, exit status 2, no usage hint
    /// (the command line was well formed).
    struct UnknownEnd: Error, CustomStringConvertible {
        let description: String
    }

    /// An end found: where it is, and what to call it in words (nil for a bare coordinate).
    struct End {
        var coordinate: Coordinate
        var name: String?
        /// How the sentences name it: its name, else its coordinate.
        var label: String { name.map(TerminalSafe.clean) ?? Self.text(coordinate) }

        static func text(_ c: Coordinate) -> String { JSON.number(c.latitude) + "," + JSON.number(c.longitude) }
    }

    static func run(_ options: Options) throws {
        guard let fromText = options.routeFrom, let toText = options.routeTo else {
            throw UsageError("route needs --from and --to")
        }
        let setup = try Setup(options: options)
        _ = try Setup.onlineRouter(options)  // a bad --router-url: exit 2
        var store: VenueStore?
        var places: Gazetteer?
        let from = try resolve(fromText, option: "--from", options: options, setup: setup, store: &store, places: &places)
        let to = try resolve(toText, option: "--to", options: options, setup: setup, store: &store, places: &places)
        guard let router = setup.walkRouter(options) else {
            throw RuntimeFailure("no walking graph to route on: import an OpenStreetMap extract with nearby import FILE.osm.pbf, "
                                 + "or use --router osrm or valhalla")
        }
        switch router.route(from: from.coordinate, to: to.coordinate) {
        case .success(let walk):
            try StandardOutput.write(output(walk, format: options.routeFormat, to: to))
        case .failure(let failure):
            throw RuntimeFailure(sentence(failure, from: from, to: to))
        }
    }

    /// The walk in the format asked for.
    static func output(_ walk: WalkRoute, format: String, to: End) -> String {
        switch format {
        case "json": return walk.osrmResponse() + "\n"
        case "geojson": return walk.geoJSONFeature() + "\n"
        case "gpx": return walk.gpx(name: "Walk to " + (to.name ?? End.text(to.coordinate)))
        default: return walk.directions(destination: to.name, destinationAt: to.coordinate)
        }
    }

    /// Why there is no walk, in one sentence naming the ends (and, for an end off the graphs,
    /// the areas the imported extracts cover).
    static func sentence(_ failure: RouteFailure, from: End, to: End) -> String {
        "no walk from \(from.label) to \(to.label): " + WalkWords.reason(failure)
    }

    /// An end: a coordinate as given; a name is a venue id of the store, else a place as
    /// `--near` finds it (a preset, the gazetteer, then `--geocoder nominatim`).
    static func resolve(_ end: RouteEnd, option: String, options: Options, setup: Setup,
                        store: inout VenueStore?, places: inout Gazetteer?) throws -> End {
        let text: String
        switch end {
        case .coordinate(let c): return End(coordinate: c, name: nil)
        case .name(let name): text = name
        }
        let opened = try store ?? setup.openStore()
        store = opened
        if let venue = try opened.venue(id: text) {
            return End(coordinate: venue.coordinate, name: venue.name.isEmpty ? venue.id : venue.name)
        }
        var asked = options
        asked.near = text
        do {
            let (found, note) = try resolvingNear(asked, places: &places)
            if let note { Platform.printError("nearby: " + note) }
            return End(coordinate: found.at, name: text)
        } catch let unknown as BundledPlaces.Unknown {
            // An id-like name is more likely a venue the database lacks than a misspelt place.
            if text.contains("/") {
                throw UnknownEnd(description: "\(option): no venue '\(TerminalSafe.clean(text))' in the database "
                                 + "(nearby list --format json shows the ids)")
            }
            throw UnknownEnd(description: option + ": " + unknown.description)
        }
    }
}
