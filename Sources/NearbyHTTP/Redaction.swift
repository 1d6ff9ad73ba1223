
/// Keeps secrets and terminal-hostile text out of anything shown or logged.
package enum Redaction {
    /// Text from a server, made safe for one status-bar line: control characters dropped,
    /// length bounded, and every given secret replaced.
    package static func clean(_ text: String, secrets: [String] = [], maxLength: Int = 160) -> String {
        var out = String(text.unicodeScalars.filter { !($0.properties.generalCategory == .control) }.map(Character.init))
        for secret in secrets where secret.count >= 4 {
            out = out.replacing(secret, with: "REDACTED")
        }
        if out.count > maxLength { out = String(out.prefix(maxLength - 1)) + "…" }
        return out
    }
}
