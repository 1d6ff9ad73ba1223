import CSQLite

/// A failed SQLite call: the result code, SQLite's message and the statement that failed.
public struct SQLiteError: Error, Sendable, CustomStringConvertible {
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code (extended codes carry it in the low byte).
    public var primaryCode: Int32 { code & 0xFF }

    /// Primary result codes callers branch on (so they need not import the C module).
    public static let cantOpen = SQLITE_CANTOPEN
    public static let readOnly = SQLITE_READONLY
    public static let interrupted = SQLITE_INTERRUPT
    public static let tooBig = SQLITE_TOOBIG

    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
    public var isReadOnly: Bool { primaryCode == SQLITE_READONLY }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " (in: \(sql))" }
        return text
    }
}
