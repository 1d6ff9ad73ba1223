import NearbySQLite
import NearbyText

/// Why a tile cache or download file cannot be used, in words a user can act on.
public enum TileCacheError: Error, Sendable, CustomStringConvertible {
    /// The file is an MBTiles (or other SQLite) file that Nearby did not make; left untouched.
    case foreign(path: String)
    /// The file is damaged and is the user's own (`--out`), so it is not set aside.
    case damaged(path: String, cause: SQLiteError)
    case sqlite(path: String, cause: SQLiteError)
    /// The damaged cache could not be moved out of the way.
    case cannotSetAside(path: String, reason: String)

    public var description: String {
        switch self {
        case .foreign(let path):
            return "\(TerminalSafe.quoted(path)) is a tile file nearby did not make; it was left untouched (give --out a new file name)"
        case .damaged(let path, let cause):
            return "\(TerminalSafe.quoted(path)) is damaged (\(cause.message)); it was left untouched"
        case .sqlite(let path, let cause):
            switch cause.primaryCode {
            case 13: return "the disk is full writing \(TerminalSafe.quoted(path)); the last tiles were rolled back, nothing was half-written"
            case 8, 14: return "cannot write \(TerminalSafe.quoted(path)): \(cause.message) (check that the file and its folder are writable)"
            case 5, 6: return "\(TerminalSafe.quoted(path)) is locked by another program: \(cause.message)"
            default: return "tile file error in \(TerminalSafe.quoted(path)): \(cause.message)"
            }
        case .cannotSetAside(let path, let reason):
            return "the tile cache \(TerminalSafe.quoted(path)) is damaged and cannot be moved aside: \(reason)"
        }
    }
}
