import CSQLite
#if canImport(Glibc)
import Glibc
#endif

/// One SQLite connection. Not Sendable: it belongs to exactly one thread or actor.
public final class Database {
    let handle: OpaquePointer
    public let path: String
    /// Milliseconds a statement waits for another connection's lock before failing with BUSY.
    public let busyTimeout: Int32
    /// The progress handler's context when `bound` set one; held here so it lives as long as the handle.
    var queryDeadline: StatementDeadline?

    public struct OpenMode: Sendable {
        let flags: Int32
        /// Opened as `file:PATH?immutable=1` (sqlite3_open_v2's URI filenames).
        var immutable = false
        public static let readWriteCreate = OpenMode(flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        public static let readWrite = OpenMode(flags: SQLITE_OPEN_READWRITE)
        public static let readOnly = OpenMode(flags: SQLITE_OPEN_READONLY)
        /// Read-only, for a file that nothing changes while it is open (a bundled asset): SQLite
        /// takes no lock and never checks whether it changed, so a query costs no system call
        /// but its reads (the `immutable` URI parameter).
        public static let immutable = OpenMode(flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, immutable: true)
    }

    /// Opens (or creates) the database at `path`; `":memory:"` for a private in-memory one.
    public init(path: String, mode: OpenMode = .readWriteCreate, busyTimeout: Int32 = 5000) throws(SQLiteError) {
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(mode.immutable ? Self.immutableURI(path) : path, &db, mode.flags | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(rc))
            sqlite3_close_v2(db)
            throw SQLiteError(code: rc, message: message)
        }
        handle = db
        self.path = path
        self.busyTimeout = busyTimeout
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, busyTimeout)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// `file:PATH?immutable=1`, the path's bytes other than letters, digits, `/`, `-`, `.` and
    /// `_` written as `%XX` (a `?`, `#` or `%` in a path would end or change the URI).
    static func immutableURI(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var uri = Array("file:".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                uri.append(byte)
            default:
                uri += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: uri + Array("?immutable=1".utf8), as: UTF8.self)
    }

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws(SQLiteError) {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if rc != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? lastErrorMessage
            sqlite3_free(errorMessage)
            throw SQLiteError(code: rc, message: message, sql: sql)
        }
    }

    /// Compiles a statement.
    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try Statement(database: self, sql: sql)
    }

    /// Statements kept compiled, by their SQL (``cached(_:)``).
    private var statements: [String: Statement] = [:]
    /// Kept statements at most: past it the cache starts again (callers use a fixed few).
    static let cachedStatements = 64

    /// The statement for `sql`, compiled at its first use on this connection and kept: reset
    /// and its bindings cleared. For the statements a search runs every time (compiling them
    /// cost a reload more than many of its rows). Callers reset it when done (an unfinished
    /// statement holds its read snapshot), and never step it while another user of the same
    /// SQL is stepping it.
    public func cached(_ sql: String) throws(SQLiteError) -> Statement {
        if let statement = statements[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql)
        if statements.count >= Self.cachedStatements { statements.removeAll() }
        statements[sql] = statement
        return statement
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    /// `IMMEDIATE` takes the write lock up front, so a busy database fails early, not at COMMIT.
    public func transaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try run(after: "BEGIN IMMEDIATE", body, sqliteError: { $0 })
    }

    /// ``transaction(_:)`` for a body with its own error type `E`: the body's errors come out
    /// as they are, and a failing BEGIN or COMMIT as `sqliteError` makes it.
    public func transaction<T, E: Error>(_ body: () throws(E) -> T, sqliteError: (SQLiteError) -> E) throws(E) -> T {
        try run(after: "BEGIN IMMEDIATE", body, sqliteError: sqliteError)
    }

    /// Runs `body` after `begin` (a BEGIN statement): committed when it returns, rolled back when
    /// it or COMMIT throws. SQLite's own errors reach the caller as the body's error type `E`.
    func run<T, E: Error>(after begin: String, _ body: () throws(E) -> T,
                          sqliteError: (SQLiteError) -> E) throws(E) -> T {
        do { try execute(begin) } catch { throw sqliteError(error) }
        do throws(E) {
            let result = try body()
            do { try execute("COMMIT") } catch { throw sqliteError(error) }
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Switches the file to write-ahead logging, if it is not already. The switch needs an
    /// exclusive lock and SQLite does not call the busy handler for it, so a second process
    /// opening a new file at the same moment would fail at once: retry until `timeout` ms pass.
    public func enableWAL(timeout: Int32) throws(SQLiteError) {
        let check = try prepare("PRAGMA journal_mode")
        if try check.step(), check.text(at: 0).lowercased() == "wal" { return }
        check.reset()
        var waited: Int32 = 0
        while true {
            do {
                try execute("PRAGMA journal_mode = WAL")
                return
            } catch let error where error.isBusy && waited < timeout {
                usleep(10_000)
                waited += 10
            }
        }
    }

    /// The value of a `PRAGMA` that returns one integer.
    public func pragmaInteger(_ name: String) throws(SQLiteError) -> Int {
        let statement = try prepare("PRAGMA \(name)")
        guard try statement.step() else { return 0 }
        return statement.int(at: 0)
    }

    /// Whether the main database is open read-only: SQLite falls back to read-only, silently,
    /// when the file is write-protected (sqlite3_open_v2, SQLITE_OPEN_READWRITE).
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    public var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }
    public var changes: Int { Int(sqlite3_changes(handle)) }
    /// The rowid of the last row this connection inserted.
    public var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// The SQLite library version the process runs on.
    public static var libraryVersion: String { String(cString: sqlite3_libversion()) }
}
