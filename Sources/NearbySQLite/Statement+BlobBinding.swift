import CSQLite

extension Statement {
    /// Binds bytes as a BLOB (a zero-length blob for none, never NULL); SQLite copies them.
    public func bind(blob: [UInt8], at index: Int32) throws(SQLiteError) {
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        let rc = blob.withUnsafeBytes { raw in
            sqlite3_bind_blob64(handle, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1), sqlite3_uint64(raw.count), transient)
        }
        guard rc == SQLITE_OK else { throw SQLiteError(code: rc, message: database.lastErrorMessage, sql: sql) }
    }
}
