import NearbyText

/// The options of `nearby saved`: `--at` and `--near` (the same specs as the list's, so the
/// table is nearest first from where `nearby list` would stand) and its own `--format`;
/// `--db` is the shared one.
extension OptionTable {
    static let savedFormats = ["table", "json", "gpx", "geojson", "kml"]

    static let savedOptions: [OptionSpec] = all.filter { ["at", "near"].contains($0.name) }.map { spec in
        OptionSpec(name: spec.name, placeholder: spec.placeholder, commands: [.saved], configurable: spec.configurable,
                   apply: spec.apply)
    } + [
        OptionSpec(name: "format", placeholder: "F", commands: [.saved], configurable: false) { o, v throws(UsageError) in
            o.savedFormat = try oneOf(v, savedFormats, option: "--format")
        },
    ]
}

extension ArgumentParser {
    /// `nearby saved`, `saved import FILE`, `saved note ID TEXT…` (the words joined by spaces;
    /// `""` clears the note) and `saved remove ID`.
    static func savedCommand(_ options: Options, positional: [String]) throws(UsageError) -> Options {
        var options = options
        guard let verb = positional.first else { return options }
        let rest = Array(positional.dropFirst())
        func number(_ what: String) throws(UsageError) -> Int {
            guard let text = rest.first else { throw UsageError("saved \(what) needs the ID of a saved place (nearby saved lists them)") }
            guard text.count <= 18, text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text), number > 0 else {
                throw UsageError("saved \(what): the ID must be a saved place's number, like 3 (got \(TerminalSafe.quoted(text, always: true)))")
            }
            return number
        }
        switch verb {
        case "import":
            guard let file = rest.first else { throw UsageError("saved import needs a FILE (GPX, GeoJSON, KML or KMZ)") }
            guard rest.count == 1 else { throw UsageError("saved import takes one FILE, got \(TerminalSafe.quoted(rest[1], always: true)) too") }
            options.saved = .importFile(file)
        case "note":
            let id = try number("note")
            guard rest.count >= 2 else { throw UsageError("saved note needs the TEXT of the note after the ID (\"\" clears it)") }
            options.saved = .note(number: id, text: rest.dropFirst().joined(separator: " "))
        case "remove":
            let id = try number("remove")
            guard rest.count == 1 else { throw UsageError("saved remove takes one ID, got \(TerminalSafe.quoted(rest[1], always: true)) too") }
            options.saved = .remove(number: id)
        default:
            throw UsageError("unknown saved command \(TerminalSafe.quoted(verb, always: true)) (import FILE, note ID TEXT or remove ID; nothing to list them)")
        }
        if options.saved != .list, options.savedFormat != "table" {
            throw UsageError("--format applies to listing the saved places, not to saved \(verb)")
        }
        return options
    }
}
