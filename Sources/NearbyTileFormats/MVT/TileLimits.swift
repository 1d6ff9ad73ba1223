/// What one tile may cost, in bytes and parts: the bounds that keep a hostile tile (a gzip bomb,
/// millions of points or keys, a huge stored blob) from taking the memory of thousands of real
/// ones. The largest real tiles (OpenMapTiles and Shortbread at z14 over a dense city) inflate
/// to well under 1 MiB and hold tens of thousands of points.
public enum TileLimits {
    /// A tile may inflate to at most this many bytes (doc/REFERENCE.md names it: 4 MiB).
    public static let maxInflatedBytes = 4 << 20
    /// A stored tile (gzip or not) may be at most this big; its length is checked before it is read.
    public static let maxStoredBytes = 4 << 20
    /// Vertices in one tile, all layers together.
    public static let maxPoints = 500_000
    /// Features in one tile, all layers together.
    public static let maxFeatures = 100_000
    /// Entries of the key and value tables, all layers together.
    public static let maxTableEntries = 200_000
    /// Feature properties (tags) in one tile, all features together.
    public static let maxProperties = 500_000

    /// `bytes` as "4 MiB" (whole mebibytes, the way the limits are set).
    public static func mebibytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }
}
