import NearbyCLI
import NearbyPlaces
import NearbyText

/// The bundled gazetteer (`Assets/places.sqlite`) and what `--near NAME` resolves through it.
enum BundledPlaces {
    /// A name that no place has: one sentence with the nearest spellings, exit status 2, no
    /// usage hint (the command line was well formed).
    struct Unknown: Error, CustomStringConvertible {
        let description: String
    }

    /// Opens the gazetteer in the Assets folder.
    static func open() throws -> Gazetteer {
        guard let assets = Paths.assets() else {
            throw RuntimeFailure("cannot find nearby's Assets folder (set NEARBY_ASSETS to the folder holding places.sqlite)")
        }
        do {
            return try Gazetteer(path: assets + "/places.sqlite")
        } catch {
            throw RuntimeFailure(error.description)
        }
    }

    /// `--near NAME` resolved: a preset by its exact name (presets win), else the gazetteer's
    /// place; when several places share the name, the most populous, with the note that says
    /// so ("Portland, Oregon, US — 2 more: `nearby places Portland`").
    static func resolveNear(_ options: Options, places: () throws -> Gazetteer) throws -> (options: Options, note: String?) {
        let resolved = options.resolvingPreset()
        guard let name = resolved.near else { return (resolved, nil) }
        switch try places().resolve(name) {
        case .found(let place, let others):
            var options = resolved
            options.at = place.coordinate
            options.near = nil
            let bare = String(name.prefix { $0 != "," }).trimmedWhitespace
            return (options, others == 0 ? nil : "\(place.label) — \(others) more: `nearby places \(bare)`")
        case .unknown(let suggestions):
            guard options.geocoder == "nominatim" else { throw Unknown(description: unknownSentence(name, suggestions)) }
            guard let found = try OnlineGeocoding.lookUp(name, options: options) else {
                throw Unknown(description: unknownSentence(name, suggestions) + " (Nominatim found nothing either)")
            }
            var options = resolved
            options.at = found.coordinate
            options.near = nil
            // A server's text: its controls written out, and cut to a line's length.
            let name = found.name.unicodeScalars.contains { TerminalSafe.needsEscape($0) }
                ? TerminalSafe.quoted(found.name) : TerminalSafe.truncate(found.name, toWidth: 200)
            return (options, "found online: " + name)
        }
    }

    /// "no place called 'Helsnki' — did you mean Helsinki, FI?"; two places of one short label
    /// are told apart by their division. `hint`: with no spelling near, point to `nearby places`.
    static func unknownSentence(_ name: String, _ suggestions: [GazetteerPlace], hint: Bool = true) -> String {
        let short = suggestions.map(\.shortLabel)
        let labels = suggestions.map { place in short.filter { $0 == place.shortLabel }.count > 1 ? place.label : place.shortLabel }
        let said = "no place called \(TerminalSafe.quoted(name, always: true))"
        guard let last = labels.last else { return said + (hint ? " (nearby places NAME lists the names that start so)" : "") }
        let choices = labels.count == 1 ? last : labels.dropLast().joined(separator: ", ") + " or " + last
        return said + " — did you mean \(choices)?"
    }
}
