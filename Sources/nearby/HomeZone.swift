#if canImport(Glibc)
import Glibc
#endif
import NearbyHours

/// The zone the app's clock is shown in and venues of no known place are read in: `TZ` (a
/// zone name, `:Name` or a path into a zoneinfo folder), else the system's (`/etc/timezone`,
/// else where `/etc/localtime` links to), else UTC. The rules come from `/usr/share/zoneinfo`
/// through NearbyHours' own TZif reader.
enum HomeZone {
    static func load() -> ZoneRules {
        for name in candidates() {
            if let zone = try? ZoneRules.load(name) { return zone }
        }
        return .utc
    }

    static func candidates() -> [String] {
        var names: [String] = []
        if let tz = Platform.environment("TZ") { names.append(zoneName(tz.hasPrefix(":") ? String(tz.dropFirst()) : tz)) }
        if let text = Platform.readFile("/etc/timezone"), let word = text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first {
            names.append(String(word))
        }
        var buffer = [CChar](repeating: 0, count: 1024)
        let n = readlink("/etc/localtime", &buffer, buffer.count - 1)
        if n > 0 { names.append(zoneName(String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self))) }
        return names.filter { !$0.isEmpty }
    }

    /// `Europe/Helsinki` from `/usr/share/zoneinfo/Europe/Helsinki` (a name stays a name).
    static func zoneName(_ text: String) -> String {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.lastIndex(of: "zoneinfo") else { return text }
        return parts[(index + 1)...].joined(separator: "/")
    }
}
