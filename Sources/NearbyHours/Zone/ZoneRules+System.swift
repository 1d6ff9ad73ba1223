import Glibc

extension ZoneRules {
    /// The zone `TZ` names (`Europe/Helsinki`, `:Europe/Helsinki`, a TZif path, or a POSIX rule
    /// such as `EET-2EEST,M3.5.0/3,M10.5.0/4`), else the system's `/etc/localtime`, else UTC:
    /// the zone a time is read in when nothing better is known (tzset(3)'s order).
    public static func system(tz: String?, localtime: String = "/etc/localtime") -> ZoneRules {
        if var value = tz, !value.isEmpty {
            if value.hasPrefix(":") { value.removeFirst() }
            if value.hasPrefix("/") {
                let slash = value.lastIndex(of: "/") ?? value.startIndex
                let folder = String(value[..<slash]), file = String(value[value.index(after: slash)...])
                if let zone = try? load(file, directory: folder.isEmpty ? "/" : folder) { return zone }
            } else if let zone = try? load(value) {
                return zone
            } else if let rule = PosixZoneRule(value) {
                return ZoneRules(name: value, transitions: [], offsets: [], initialOffset: rule.offset(at: 0), footer: rule)
            }
            if value == "UTC" || value == "UTC0" || value == "GMT" { return .utc }
        }
        let slash = localtime.lastIndex(of: "/") ?? localtime.startIndex
        let folder = String(localtime[..<slash]), file = String(localtime[localtime.index(after: slash)...])
        guard var zone = try? load(file, directory: folder) else { return .utc }
        if let name = linkedName(localtime) { zone = ZoneRules(name: name, transitions: zone.transitions,
                                                               offsets: zone.offsets, initialOffset: zone.initialOffset,
                                                               footer: zone.footer) }
        return zone
    }

    /// The zone name a symbolic link like `/etc/localtime → /usr/share/zoneinfo/Europe/Helsinki` points at.
    private static func linkedName(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let parts = target.split(separator: "/")
        guard let folder = parts.lastIndex(of: "zoneinfo"), folder + 1 < parts.count else { return nil }
        return parts[(folder + 1)...].joined(separator: "/")
    }
}
