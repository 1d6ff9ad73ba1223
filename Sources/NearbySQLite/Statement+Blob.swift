import CSQLite

extension Statement {
    /// A BLOB column's bytes (empty for NULL or a zero-length blob).
    public func blob(at column: Int32) -> [UInt8] {
        // sqlite3_column_blob first, then _bytes: the order sqlite3_column_blob(3) asks for.
        guard let pointer = sqlite3_column_blob(handle, column) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, column))
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }
}
