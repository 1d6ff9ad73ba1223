import CSQLite
#if canImport(Glibc)
import Glibc
#endif

/// A prepared statement with typed binding and reading. Reset it to run it again.
public final class Statement {
    let handle: OpaquePointer
    unowned let database: Database
    public let sql: String

    // SQLITE_TRANSIENT: SQLite copies the bound text before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(database: Database, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil)
        guard rc == SQLITE_OK, let statement else {
            throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql)
        }
        handle = statement
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// A value to bind.
    public enum Value: Sendable {
        case integer(Int)
        case double(Double)
        case text(String)
        case null
    }

    /// Binds values to the parameters in order (1-based in SQLite).
    public func bind(_ values: [Value]) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds text without boxing it in a `Value` (the import's per-row path).
    public func bind(text: String, at index: Int32) throws(SQLiteError) {
        let rc = sqlite3_bind_text(handle, index, text, -1, Self.transient)
        guard rc == SQLITE_OK else { throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql) }
    }

    public func bind(double: Double, at index: Int32) throws(SQLiteError) {
        let rc = sqlite3_bind_double(handle, index, double)
        guard rc == SQLITE_OK else { throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql) }
    }

    public func bind(integer: Int, at index: Int32) throws(SQLiteError) {
        let rc = sqlite3_bind_int64(handle, index, Int64(integer))
        guard rc == SQLITE_OK else { throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql) }
    }

    /// Runs a statement whose values are already bound to completion, then resets it (keeping
    /// the bindings, which the next run overwrites).
    public func runBound() throws(SQLiteError) {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    public func bind(_ value: Value, at index: Int32) throws(SQLiteError) {
        let rc: Int32
        switch value {
        case .integer(let i): rc = sqlite3_bind_int64(handle, index, Int64(i))
        case .double(let d): rc = sqlite3_bind_double(handle, index, d)
        case .text(let s): rc = sqlite3_bind_text(handle, index, s, -1, Self.transient)
        case .null: rc = sqlite3_bind_null(handle, index)
        }
        guard rc == SQLITE_OK else { throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql) }
    }

    /// Advances to the next row: true when a row is available, false when done.
    @discardableResult
    public func step() throws(SQLiteError) -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql)
        }
    }

    /// Resets the statement and clears its bindings, ready to run again.
    public func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds, runs to completion and resets: for statements that return no rows.
    public func run(_ values: [Value]) throws(SQLiteError) {
        defer { reset() }
        try bind(values)
        while try step() {}
    }

    public func int(at column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }
    public func double(at column: Int32) -> Double { sqlite3_column_double(handle, column) }
    public func text(at column: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }
    public func isNull(at column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// Whether the column's text holds the bytes of `needle`: SQL's `instr(column, needle) > 0`
    /// for UTF-8 text (a match of whole characters is a match of their bytes), read where SQLite
    /// holds the text, without making a String. NULL holds nothing.
    public func text(at column: Int32, contains needle: [UInt8]) -> Bool {
        guard let text = sqlite3_column_text(handle, column) else { return false }
        let count = Int(sqlite3_column_bytes(handle, column))
        guard let first = needle.first else { return true }
        guard count >= needle.count else { return false }
        return needle.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset <= count - bytes.count {
                if text[offset] == first, memcmp(text + offset, bytes.baseAddress!, bytes.count) == 0 { return true }
                offset += 1
            }
            return false
        }
    }
}
