import NearbyGeo

/// One tile to ask for, with the ETag of the copy already held (sent as `If-None-Match`).
public struct TileRequest: Sendable, Equatable {
    public var tile: TileKey
    public var etag: String?

    public init(tile: TileKey, etag: String? = nil) {
        self.tile = tile
        self.etag = etag
    }
}
