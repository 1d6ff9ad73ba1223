extension Paths {
    /// `$XDG_CACHE_HOME/nearby` (default `~/.cache/nearby`).
    static var cacheDirectory: String { xdgDirectory("XDG_CACHE_HOME", fallback: ".cache") }

    /// The tile cache: an MBTiles file other tools can read.
    static var tileCache: String { cacheDirectory + "/tiles.mbtiles" }
}
