/// Where Nearby keeps its files: XDG base directories, and the Assets shipped with it.
enum Paths {
    /// `$variable/nearby`, or `$HOME/fallback/nearby` when the variable is unset or relative (the
    /// XDG base directory rule: a relative path there is to be ignored).
    static func xdgDirectory(_ variable: String, fallback: String) -> String {
        if let xdg = Platform.environment(variable), xdg.hasPrefix("/") { return xdg + "/nearby" }
        return (Platform.environment("HOME") ?? ".") + "/" + fallback + "/nearby"
    }

    /// `$XDG_DATA_HOME/nearby` (default `~/.local/share/nearby`).
    static var dataDirectory: String { xdgDirectory("XDG_DATA_HOME", fallback: ".local/share") }

    static var defaultDatabase: String { dataDirectory + "/venues.sqlite" }

    /// The Assets directory: `$NEARBY_ASSETS`, then `PREFIX/share/nearby/Assets` next to an
    /// installed binary, then an `Assets` folder above the binary (the build tree).
    static func assets() -> String? {
        let probe = "/helsinki-cafes.csv"
        if let explicit = Platform.environment("NEARBY_ASSETS") {
            return Platform.fileExists(explicit + probe) ? explicit : nil
        }
        guard let exe = Platform.executablePath() else { return nil }
        var dir = String(exe[..<(exe.lastIndex(of: "/") ?? exe.startIndex)])
        let installed = dir + "/../share/nearby/Assets"
        if Platform.fileExists(installed + probe) { return installed }
        for _ in 0..<6 {
            if Platform.fileExists(dir + "/Assets" + probe) { return dir + "/Assets" }
            guard let slash = dir.lastIndex(of: "/"), slash != dir.startIndex else { break }
            dir = String(dir[..<slash])
        }
        return nil
    }
}
