#if canImport(Glibc)
import Glibc
#endif
import NearbySQLite

extension Schema {
    /// Refuses a path that cannot hold a database file (empty, a device, a FIFO, a directory)
    /// before SQLite sees it: `/dev/null` would otherwise fail later as "the disk is full", and
    /// an empty path would silently be a throwaway database.
    static func checkPath(_ path: String) throws(StoreError) {
        if path == ":memory:" { return }
        guard !path.isEmpty else { throw .notAFile(path: path, kind: nil) }
        var info = stat()
        guard stat(path, &info) == 0 else { return }  // absent: SQLite creates it
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = "a directory"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        throw .notAFile(path: path, kind: kind)
    }

    /// Makes sure the open file is Nearby's before anything writes to it: a file marked with our
    /// `application_id`, an empty database (which becomes ours), or a Nearby database from before
    /// the mark (marked now). Anything else is another program's and is refused untouched, as
    /// is a Nearby database with a newer schema than this version knows.
    static func claim(_ db: Database, path: String) throws(StoreError) {
        // One read transaction: another process creating the file at once must not be seen half
        // way (no mark and version 0 read before its first step committed, its tables after).
        let (owner, version, names) = try sqlite { () throws(SQLiteError) in
            try db.reading { () throws(SQLiteError) in
                (try db.pragmaInteger("application_id"), try db.pragmaInteger("user_version"), try tableNames(db))
            }
        }
        let ours = owner == Int(applicationID) || (owner == 0 && version >= 1 && tables.isSubset(of: names))
        guard ours || (owner == 0 && names.isEmpty) else {
            throw .foreign(path: path, applicationID: owner, tables: names.sorted())
        }
        if version > latestVersion { throw .newerSchema(found: version, supported: latestVersion) }
        if owner != Int(applicationID) { try sqlite { () throws(SQLiteError) in try db.execute("PRAGMA application_id = \(applicationID)") } }
    }

    /// Runs SQLite statements where the store's own errors are thrown: SQLite's come out as `.sqlite`.
    static func sqlite<T>(_ body: () throws(SQLiteError) -> T) throws(StoreError) -> T {
        do { return try body() } catch { throw .sqlite(error) }
    }

    private static func tableNames(_ db: Database) throws(SQLiteError) -> Set<String> {
        let statement = try db.prepare("SELECT name FROM sqlite_schema WHERE type IN ('table', 'view')")
        var names = Set<String>()
        while try statement.step() { names.insert(statement.text(at: 0)) }
        return names
    }
}
