
/// What became of one tile request.
public enum TileOutcome: Sendable, Equatable {
    /// A whole tile (gzip or not, as served) that decodes as a vector tile.
    case fetched(bytes: [UInt8], etag: String?)
    /// 304: the copy held is still current; no body was sent.
    case notModified
    /// The service has no tile here: 404, or 200 with an empty body (OpenFreeMap's way).
    case missing
    /// No usable tile, and why (after any retries).
    case failed(TileFailure)
    /// Cancelled before it finished.
    case cancelled
}
