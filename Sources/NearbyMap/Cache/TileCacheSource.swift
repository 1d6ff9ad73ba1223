import NearbyTileFormats

/// Whose tiles a tile file holds: the source's URL (the TileJSON's or the template, as the user
/// named it) and, where it is known, the schema its tiles follow. The cache keeps each source's
/// tiles apart under one size bound, so one source's tiles are never served for another's.
public struct TileCacheSource: Sendable, Equatable {
    public var url: String
    /// nil: not known (a TileJSON URL or template of the user's own).
    public var schema: TileSchema?

    public init(url: String, schema: TileSchema? = nil) {
        self.url = url
        self.schema = schema
    }

    /// The key of an online source, with the schema known for it (the named services').
    public init(_ source: TileSource, schema: TileSchema? = nil) {
        self.init(url: source.identity, schema: schema)
    }
}
