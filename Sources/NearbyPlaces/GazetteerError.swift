import NearbySQLite
import NearbyText

/// The gazetteer file could not be read: where, and SQLite's reason.
public struct GazetteerError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let cause: SQLiteError

    public var description: String { "cannot read the places file \(TerminalSafe.quoted(path)): \(cause.message)" }
}
