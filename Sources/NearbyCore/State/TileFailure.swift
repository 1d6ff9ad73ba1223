/// Why map tiles from an online source did not arrive: one kind per way a tile server fails,
/// so failures of a burst are counted together and said once, in the user's language
/// (`Strings.tileFailure`). The downloader produces the kind itself; `description` is the
/// English sentence, for the log and `tiles fetch`.
public enum TileFailure: Sendable, Hashable, CustomStringConvertible {
    /// A final HTTP status that is not a tile: `503 Service Unavailable`.
    case answered(status: Int, phrase: String)
    /// A 429/503 whose Retry-After was too long to wait.
    case askedToWait(seconds: Int)
    /// No complete answer within the timeout (silence, or a byte now and then).
    case timedOut
    /// The tile went past the size cap; the transfer was cut there.
    case tooLarge(mebibytes: Int)
    case redirectLoop
    /// The bytes arrived whole but their gzip is damaged or cut off.
    case damaged
    /// The bytes are not a vector tile (an HTML page, garbage).
    case notATile
    /// The connection closed before the whole tile came.
    case cutOff
    /// Nothing listens at the server's address (connection refused).
    case refused
    /// The server's host name did not resolve.
    case unresolved
    /// TLS failed: the certificate did not verify, or the handshake broke.
    case insecure
    /// Anything else, in the words given (curl's own message; terminal-safe).
    case other(String)

    public var description: String { Strings(.english).tileFailure(self) }
}
