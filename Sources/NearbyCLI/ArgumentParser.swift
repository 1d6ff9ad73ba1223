/// Our own small argument parser: `--opt value` and `--opt=value`, errors naming the option.
public enum ArgumentParser {
    /// Parses `arguments` (without the program name) on top of `base` (defaults, then the
    /// config file), so the command line wins.
    /// Which command the arguments ask for (so the config file can be read for it first).
    public static func subcommand(of arguments: [String]) -> Subcommand {
        switch arguments.first {
        case "list": return .list
        case "import": return .import
        default: return .app
        }
    }

    public static func parse(_ arguments: [String], base: Options = Options()) throws(UsageError) -> Command {
        var args = arguments[...]
        var command = Subcommand.app
        if let first = args.first, first == "list" || first == "import" {
            command = first == "list" ? .list : .import
            args = args.dropFirst()
        }
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
