import NearbySQLite

extension ServiceCache {
    /// How long an answer is kept: a day, so a map edit reaches the user by the next day while a
    /// day's repeated questions (the same café from the same place) cost no request.
    public static let bodyLifetime = 86_400.0

    /// The body last answered for `key` (the request's URL), when it is younger than `maxAge`.
    public func body(for key: String, now: Double, maxAge: Double = ServiceCache.bodyLifetime) throws(SQLiteError) -> [UInt8]? {
        let statement = try database.prepare("SELECT body FROM bodies WHERE key = ? AND answered_at > ?")
        try statement.bind([.text(key), .double(now - maxAge)])
        return try statement.step() ? statement.blob(at: 0) : nil
    }

    /// Keeps `body` as the answer for `key`, and drops the answers too old to be used.
    public func keep(_ body: [UInt8], for key: String, now: Double, maxAge: Double = ServiceCache.bodyLifetime) throws(SQLiteError) {
        try database.transaction { () throws(SQLiteError) in
            try database.prepare("DELETE FROM bodies WHERE answered_at <= ?").run([.double(now - maxAge)])
            let insert = try database.prepare("INSERT OR REPLACE INTO bodies VALUES (?, ?, ?)")
            try insert.bind(text: key, at: 1)
            try insert.bind(blob: body, at: 2)
            try insert.bind(double: now, at: 3)
            try insert.runBound()
        }
    }
}
