
/// Our own small argument parser: `--opt value` and `--opt=value`, errors naming the option.
public enum ArgumentParser {
    /// Which command the arguments ask for (so the config file can be read for it first).
    public static func subcommand(of arguments: [String]) -> Subcommand {
        split(arguments).command
    }

    /// The command, and the arguments without its word. The command is the first word that is
    /// not an option or an option's value, so options may come before it (`--db X list`).
    static func split(_ arguments: [String]) -> (command: Subcommand, rest: ArraySlice<String>) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            if word == "--" || !word.hasPrefix("-") || word == "-" {
                guard let command = Subcommand(word: word) else { break }
                var rest = arguments
                rest.remove(at: index)
                return (command, rest[...])
            }
            let name = String(word.drop { $0 == "-" })
            let takesValue = !name.contains("=") && OptionTable.all.contains { $0.name == name && $0.takesValue }
            index += takesValue ? 2 : 1
        }
        return (.app, arguments[...])
    }

    /// Parses `arguments` (without the program name) on top of `base` (defaults, then the
    /// config file), so the command line wins.
    public static func parse(_ arguments: [String], base: Options = Options()) throws(UsageError) -> Command {
        let (command, rest) = split(arguments)
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
                if OptionTable.all.contains(where: { $0.name == name }) {
                    throw UsageError("option --\(name) does not apply to \(command == .app ? "the app" : "nearby \(command.rawValue)")")
                }
                throw UsageError("unknown option \(raw.split(separator: "=").first.map(String.init) ?? raw)")
            }
            if spec.takesValue {
                let value: String
                if let inline {
                    value = inline
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
        switch command {
        case .import:
            guard let file = positional.first else { throw UsageError("import needs a FILE to read") }
            guard positional.count == 1 else { throw UsageError("unexpected argument '\(positional[1])'") }
            options.importFile = file
            return .importFile(options)
        case .list, .app:
            if let extra = positional.first { throw UsageError("unexpected argument '\(extra)'") }
            return command == .list ? .list(options) : .app(options)
        }
    }
}
