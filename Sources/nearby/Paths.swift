/// Where Nearby keeps its files: XDG base directories, and the Assets shipped with it.
enum Paths {
    /// `$XDG_DATA_HOME/nearby` (default `~/.local/share/nearby`).
    static var dataDirectory: String {
        if let xdg = Platform.environment("XDG_DATA_HOME"), xdg.hasPrefix("/") { return xdg + "/nearby" }
        let home = Platform.environment("HOME") ?? "."
        return home + "/.local/share/nearby"
    }

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
