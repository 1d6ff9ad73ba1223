/// Why map tiles from an online source did not arrive: one kind per way a tile server fails,
/// so failures of a burst are counted together and said once, in the user's language
/// (`Strings.tileFailure`). `description` is the English sentence, for the log.
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
    /// Connection refused, or the host name did not resolve.
    case unreachable
    case insecure
    /// Anything else, in the words given (terminal-safe).
    case other(String)

    public var description: String { Strings(.english).tileFailure(self) }
}
