import CSQLite

extension Database {
    /// Runs `body` in one deferred (read) transaction: its statements share one snapshot and
    /// one lock instead of each taking and releasing its own. Inside a transaction already open,
    /// `body` simply runs in it.
    public func reading<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
        return try run(after: "BEGIN DEFERRED", body, sqliteError: { $0 })
    }
}
