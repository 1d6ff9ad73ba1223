extension Paths {
    /// `$XDG_CACHE_HOME/nearby` (default `~/.cache/nearby`).
    static var cacheDirectory: String {
        if let xdg = Platform.environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/nearby" }
        let home = Platform.environment("HOME") ?? "."
        return home + "/.cache/nearby"
    }

    /// The tile cache: an MBTiles file other tools can read.
    static var tileCache: String { cacheDirectory + "/tiles.mbtiles" }
}
