/// `$XDG_CONFIG_HOME/nearby/config`: `name = value` lines, `#` comments. Every configurable
/// option can be set; the command line wins. API keys may be stored too, but only in a file
/// nobody else can read: they are ignored (with a warning) otherwise.
public struct ConfigFile: Sendable {
    /// Keys that hold secrets, and the environment variable each one stands for.
    public static let secrets: [String: String] = [
        "foursquare-client-id": "FOURSQUARE_CLIENT_ID",
        "foursquare-client-secret": "FOURSQUARE_CLIENT_SECRET",
        "foursquare-api-key": "FOURSQUARE_API_KEY",
    ]

    /// The options after the file's settings, and the warnings to print.
    public var options: Options
    public var warnings: [String] = []
    /// Secrets read from the file (environment variable → value); the environment wins.
    public var secretValues: [String: String] = [:]

    /// Applies `text` (the file at `path`) to `base` for `command`. `isPrivate` tells whether
    /// only the owner can read the file.
    public init(text: String, path: String, command: Subcommand, isPrivate: Bool, base: Options = Options()) throws(UsageError) {
        options = base
        var ignoredSecrets = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: "\r").trimmingCharacters(in: " ")
            let number = offset + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let eq = line.firstIndex(of: "=") else {
                throw UsageError("\(path) line \(number): expected `name = value`, got '\(line)'")
            }
            let key = line[..<eq].trimmingCharacters(in: " ").trimmingCharacters(in: "\t")
            var value = line[line.index(after: eq)...].trimmingCharacters(in: " ").trimmingCharacters(in: "\t")
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            if let variable = Self.secrets[key] {
                if isPrivate { secretValues[variable] = value } else { ignoredSecrets = true }
                continue
            }
            guard let spec = OptionTable.all.first(where: { $0.name == key }), spec.configurable else {
                warnings.append("\(path) line \(number): unknown setting '\(key)' ignored")
                continue
            }
            let applicable = command == .import && key == "format" ? nil : OptionTable.spec(named: key, for: command)
            guard let applicable, applicable.configurable else { continue }
            do {
                try applicable.apply(&options, value)
            } catch {
                throw UsageError("\(path) line \(number): \(error.description)")
            }
        }
        if ignoredSecrets {
            warnings.append("\(path) can be read by other users, so the API keys in it were ignored (chmod 600 it)")
        }
    }
}
