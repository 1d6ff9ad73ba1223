/// Why the venue store cannot be used, in words a user can act on.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    case newerSchema(found: Int, supported: Int)
    case cannotOpen(path: String, cause: SQLiteError)
    /// The file (or the folder that must hold its WAL files) cannot be written.
    case readOnly(path: String, cause: SQLiteError?)
    case sqlite(SQLiteError)

    public var description: String {
        switch self {
        case .newerSchema(let found, let supported):
            return "the database was written by a newer version of nearby (schema \(found), this one knows up to \(supported)); it was left untouched"
        case .cannotOpen(let path, let cause):
            return "cannot open the database \(path): \(cause.message) (check that the file and its folder exist and are writable)"
        case .readOnly(let path, _):
            return "the database \(path) is read-only: nearby needs to write to the file and to its folder (for the -wal and -shm files)"
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
