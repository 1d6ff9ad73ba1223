import NearbySQLite
import NearbyText

/// Why the venue store cannot be used, in words a user can act on.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    case newerSchema(found: Int, supported: Int)
    case cannotOpen(path: String, cause: SQLiteError)
    /// The file (or the folder that must hold its WAL files) cannot be written.
    case readOnly(path: String, cause: SQLiteError?)
    case sqlite(SQLiteError)
    /// The file is another program's SQLite database; it was not changed.
    case foreign(path: String, applicationID: Int, tables: [String])
    /// The path cannot hold a database: empty, or a device, FIFO or directory (`kind`).
    case notAFile(path: String, kind: String?)
    /// A write SQLite reported done left no row to show for it (`what` names the row): not an
    /// error of SQLite's, so it carries no SQLite code. The transaction was rolled back.
    case rowMissing(what: String)

    public var description: String {
        switch self {
        case .newerSchema(let found, let supported):
            return "the database was written by a newer version of nearby (schema \(found), this one knows up to \(supported)); it was left untouched"
        case .cannotOpen(let path, let cause):
            return "cannot open the database \(TerminalSafe.quoted(path)): \(cause.message) (check that the file and its folder exist and are writable)"
        case .readOnly(let path, _):
            return "the database \(TerminalSafe.quoted(path)) is read-only: nearby needs to write to the file and to its folder (for the -wal and -shm files)"
        case .foreign(let path, let applicationID, let tables):
            let what = applicationID != 0
                ? "application_id 0x" + String(UInt32(truncatingIfNeeded: applicationID), radix: 16)
                : "tables " + tables.prefix(3).joined(separator: ", ") + (tables.count > 3 ? ", …" : "")
            return "\(TerminalSafe.quoted(path)) is another program's SQLite database (\(what)), not nearby's; it was left untouched (give --db a new file or a nearby database)"
        case .notAFile(let path, let kind):
            guard let kind else { return "the database path is empty (give --db a file name)" }
            return "the database \(TerminalSafe.quoted(path)) is \(kind), not a regular file (give --db a file name)"
        case .rowMissing(let what):
            return "the database kept no row for \(what) although SQLite reported the write done; the change was rolled back"
        case .sqlite(let error):
            if error.isBusy { return "the database is locked by another program: \(error.message)" }
            if error.isReadOnly { return "the database is read-only: \(error.message)" }
            switch error.primaryCode {
            case 13:  // SQLITE_FULL
                return "the disk is full: \(error.message); the change was rolled back, nothing was half-written"
            case 10:  // SQLITE_IOERR: on a full filesystem the -shm/-wal writes fail this way
                return "cannot write the database to disk (is it full?): \(error.message); the change was rolled back"
            case 11, 26:  // SQLITE_CORRUPT, SQLITE_NOTADB
                return "the file is not a nearby database or is damaged (\(error.message)); it was left untouched"
            default:
                return "database error: \(error.message)"
            }
        }
    }
}
