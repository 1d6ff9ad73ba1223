/// Why the venue store cannot be used, in words a user can act on.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    case newerSchema(found: Int, supported: Int)
    case cannotOpen(path: String, cause: SQLiteError)
    case sqlite(SQLiteError)

    public var description: String {
        switch self {
        case .newerSchema(let found, let supported):
            return "the database was written by a newer version of nearby (schema \(found), this one knows up to \(supported)); it was left untouched"
        case .cannotOpen(let path, let cause):
            return "cannot open the database \(path): \(cause.message)"
        case .sqlite(let error):
            if error.isBusy { return "the database is locked by another program: \(error.message)" }
            if error.isReadOnly { return "the database is read-only: \(error.message)" }
            return "database error: \(error.message)"
        }
    }
}
