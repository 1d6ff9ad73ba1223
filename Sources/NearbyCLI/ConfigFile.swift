import NearbyFormats
import NearbyText

/// `$XDG_CONFIG_HOME/nearby/config`: `name = value` lines, `#` comments. Every configurable
/// option can be set; the command line wins. API keys may be stored too, but only in a file
/// nobody else can read: they are ignored (with a warning) otherwise.
///
/// The text rules: UTF-8, an optional byte-order mark, LF or CRLF line ends; a line whose first
/// non-blank character is `#` is a comment, and so is the rest of a line from a `#` that follows
/// a space or tab (`span = 800  # meters`); a `#` inside a word (`C#`, a URL's `#fragment`) or
/// inside a double-quoted value is kept.
public struct ConfigFile: Sendable {
    /// Keys that hold secrets, and the environment variable each one stands for.
    public static let secrets: [String: String] = [
        "foursquare-client-id": "FOURSQUARE_CLIENT_ID",
        "foursquare-client-secret": "FOURSQUARE_CLIENT_SECRET",
        "foursquare-api-key": "FOURSQUARE_API_KEY",
    ]
    /// Larger files are refused: a configuration is a few dozen lines.
    public static let maxBytes = 64 * 1024
    /// Unknown keys beyond this many are summed up in one last warning.
    public static let maxUnknownWarnings = 5

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
        var unknown = 0
        var body = Substring(text)
        if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
        // Split on scalars: in Swift, "\r\n" is one Character, unequal to "\n".
        let lines = body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, scalars) in lines.enumerated() {
            let number = offset + 1
            if scalars.contains("\0") { throw UsageError("\(TerminalSafe.quoted(path)) line \(number): a NUL byte; is this a text file?") }
            let line = Self.withoutComment(Self.trimmed(Substring(scalars.last == "\r" ? scalars.dropLast() : scalars)))
            if line.isEmpty { continue }
            guard let eq = line.firstIndex(of: "=") else {
                throw UsageError("\(TerminalSafe.quoted(path)) line \(number): expected `name = value`, got \(TerminalSafe.quoted(String(line.prefix(60)), always: true))")
            }
            let key = Self.trimmed(line[..<eq])
            var value = Self.trimmed(line[line.index(after: eq)...])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
            if let variable = Self.secrets[String(key)] {
                if isPrivate { secretValues[variable] = String(value) } else { ignoredSecrets = true }
                continue
            }
            guard OptionTable.all.contains(where: { $0.name == key && $0.configurable }) else {
                unknown += 1
                if unknown <= Self.maxUnknownWarnings {
                    warnings.append("\(TerminalSafe.quoted(path)) line \(number): unknown setting \(TerminalSafe.quoted(String(key.prefix(40)), always: true)) ignored")
                }
                continue
            }
            let applicable = command == .import && key == "format" ? nil : OptionTable.spec(named: String(key), for: command)
            guard let applicable, applicable.configurable else { continue }
            // The map's file or `none` says nothing of where to download tiles from.
            if command == .tilesFetch, key == "tiles", !TileChoice(String(value)).isOnline { continue }
            do {
                try applicable.apply(&options, String(value))
            } catch {
                throw UsageError("\(TerminalSafe.quoted(path)) line \(number): \(error.description)")
            }
        }
        if unknown > Self.maxUnknownWarnings {
            warnings.append("\(TerminalSafe.quoted(path)): … and \(unknown - Self.maxUnknownWarnings) more unknown settings ignored")
        }
        if ignoredSecrets {
            warnings.append("\(TerminalSafe.quoted(path)) can be read by other users, so the API keys in it were ignored (chmod 600 it)")
        }
    }

    /// Without spaces and tabs at either end.
    static func trimmed(_ text: Substring) -> Substring {
        var s = text
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }

    /// The line up to its comment (see the type's rules), trimmed again.
    static func withoutComment(_ line: Substring) -> Substring {
        if line.hasPrefix("#") { return "" }
        var quoted = false
        var previous: Character = " "
        for index in line.indices {
            let c = line[index]
            if c == "\"" { quoted.toggle() }
            if c == "#", !quoted, previous == " " || previous == "\t" { return trimmed(line[..<index]) }
            previous = c
        }
        return line
    }
}
