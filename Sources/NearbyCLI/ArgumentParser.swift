import NearbyText


/// Our own small argument parser: `--opt value` and `--opt=value`, errors naming the option.
public enum ArgumentParser {
    /// Which command the arguments ask for (so the config file can be read for it first).
    public static func subcommand(of arguments: [String]) -> Subcommand {
        split(arguments).command
    }

    /// The command, and the arguments without its word (or, for `tiles info` and `tiles fetch`,
    /// its two words). The command is the first word that is not an option or an option's value,
    /// so options may come before it (`--db X list`).
    static func split(_ arguments: [String]) -> (command: Subcommand, rest: ArraySlice<String>) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            if word == "--" || !word.hasPrefix("-") || word == "-" {
                guard var command = Subcommand(word: word) else { break }
                var rest = arguments
                rest.remove(at: index)
                if command == .tiles {
                    command = Subcommand(tilesVerb: index < rest.endIndex ? rest[index] : nil)
                    if command != .tiles { rest.remove(at: index) }
                }
                return (command, rest[...])
            }
            let name = String(word.drop { $0 == "-" })
            var takesValue = !name.contains("=") && OptionTable.exists(name, withValue: true)
            // `--gpsd list`: an optional value is not a command's word.
            if takesValue, OptionTable.valueOptional(name), index + 1 < arguments.endIndex,
               !optionalValue(arguments[index + 1]) { takesValue = false }
            index += takesValue ? 2 : 1
        }
        return (.app, arguments[...])
    }

    /// Parses `arguments` (without the program name) on top of `base` (defaults, then the
    /// config file), so the command line wins.
    public static func parse(_ arguments: [String], base: Options = Options()) throws(UsageError) -> Command {
        let (command, rest) = split(arguments)
        if command == .tiles { return try tilesWithoutCommand(rest) }
        var args = rest
        var options = base
        var positional: [String] = []
        var onlyPositional = false
        while let raw = args.first {
            args = args.dropFirst()
            if onlyPositional || !raw.hasPrefix("-") || raw == "-" {
                positional.append(raw)
                continue
            }
            if raw == "--" { onlyPositional = true; continue }
            if raw == "-h" || raw == "--help" { return .help(Usage.text(for: command)) }
            if raw == "--version" { return .version }
            var name = String(raw.drop { $0 == "-" })
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard raw.hasPrefix("--"), let spec = OptionTable.spec(named: name, for: command) else {
                if OptionTable.exists(name) {
                    throw UsageError("option --\(name) does not apply to \(command == .app ? "the app" : "nearby \(command.rawValue)")")
                }
                throw UsageError("unknown option \(TerminalSafe.quoted(raw.split(separator: "=").first.map(String.init) ?? raw))")
            }
            if spec.takesValue {
                let value: String
                if let inline {
                    value = inline
                } else if spec.valueOptional {
                    value = args.first.map(optionalValue) == true ? args.removeFirst() : ""
                } else {
                    guard let next = args.first else { throw UsageError("option --\(name) needs a value") }
                    args = args.dropFirst()
                    value = next
                }
                try spec.apply(&options, value)
            } else {
                guard inline == nil else { throw UsageError("option --\(name) takes no value") }
                try spec.apply(&options, "true")
            }
        }
        return try finish(command, options, positional: positional)
    }

    /// Whether `word` after an option whose value may be left out is that value: not an
    /// option and not a command's word.
    static func optionalValue(_ word: String) -> Bool {
        !word.hasPrefix("-") && Subcommand(word: word) == nil
    }

    /// The command for the words that are not options.
    private static func finish(_ command: Subcommand, _ options: Options, positional: [String]) throws(UsageError) -> Command {
        var options = options
        switch command {
        case .import:
            guard let file = positional.first else { throw UsageError("import needs a FILE to read") }
            guard positional.count == 1 else { throw UsageError("unexpected argument \(TerminalSafe.quoted(positional[1], always: true))") }
            options.importFile = file
            return .importFile(options)
        case .list, .app:
            if let extra = positional.first { throw UsageError("unexpected argument \(TerminalSafe.quoted(extra, always: true))") }
            return command == .list ? .list(options) : .app(options)
        case .snap:
            if let extra = positional.first { throw UsageError("snap takes no FILE (\(TerminalSafe.quoted(extra, always: true))); it writes to standard output") }
            return .snap(options)
        case .tilesInfo:
            if positional.count > 1 { throw UsageError("tiles info takes one FILE, got \(TerminalSafe.quoted(positional[1], always: true)) too") }
            guard let file = positional.first else { throw UsageError("tiles info needs a FILE (an .mbtiles, .pmtiles or tile file)") }
            options.tileFile = file
            return .tilesInfo(options)
        case .tilesFetch:
            if let extra = positional.first { throw UsageError("tiles fetch takes no FILE (\(TerminalSafe.quoted(extra, always: true))); use --out FILE.mbtiles") }
            switch (options.atGiven, options.near) {
            case (true, .some): throw UsageError("give --near or --at, not both")
            case (false, .none): throw UsageError("tiles fetch needs a centre: --near NAME or --at LAT,LON")
            default: break
            }
            guard options.fetchRadius != nil else { throw UsageError("tiles fetch needs --radius KM") }
            guard options.zooms != nil else { throw UsageError("tiles fetch needs --zooms A-B (for example 10-14)") }
            return .tilesFetch(options.resolvingPreset())
        case .tiles:
            return try tilesWithoutCommand(positional[...])
        case .places:
            let query = positional.joined(separator: " ")
            guard !query.trimmingCharacters(in: " ").isEmpty else {
                throw UsageError("places needs a NAME to look up, like: nearby places portland")
            }
            options.placeQuery = query
            return .places(options)
        case .hours:
            return .hours(try hoursCommand(options, positional: positional))
        case .route:
            return .route(try routeCommand(options, positional: positional))
        case .saved:
            return .saved(try savedCommand(options, positional: positional))
        }
    }

    /// `nearby tiles` followed by no command it knows: help, or the mistake in words.
    private static func tilesWithoutCommand(_ rest: ArraySlice<String>) throws(UsageError) -> Command {
        guard let verb = rest.first else { throw UsageError("tiles needs a command: nearby tiles info FILE") }
        if verb == "--help" || verb == "-h" { return .help(Usage.text(for: .tilesInfo)) }
        throw UsageError("unknown tiles command \(TerminalSafe.quoted(verb, always: true)) (try 'nearby tiles info FILE' or 'nearby tiles fetch')")
    }
}
