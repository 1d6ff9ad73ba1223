/// A tile as the cache holds it: the bytes as served (gzip or not), the server's ETag, and
/// when it was last fetched or revalidated (Unix seconds).
public struct CachedTile: Sendable, Equatable {
    /// Empty when the server said there is no tile here (a 404, or OpenFreeMap's empty 200).
    public var data: [UInt8]
    public var etag: String?
    public var fetchedAt: Int

    public init(data: [UInt8], etag: String?, fetchedAt: Int) {
        self.data = data
        self.etag = etag
        self.fetchedAt = fetchedAt
    }

    /// Whether the server has no tile at this address.
    public var isEmpty: Bool { data.isEmpty }
}
