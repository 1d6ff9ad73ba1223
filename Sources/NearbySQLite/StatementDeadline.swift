import CSQLite
#if canImport(Glibc)
import Glibc
import NearbyRuntime
#endif

/// How long one query of a connection may run: armed before each query, watched by SQLite's
/// progress handler, which interrupts a statement past it (SQLITE_INTERRUPT). For files that
/// may be hostile, where a view or a generated column could make a query run for ever.
final class StatementDeadline {
    let seconds: Double
    private var deadline = Double.infinity

    init(seconds: Double) { self.seconds = seconds }

    func arm() { deadline = MonotonicClock.seconds() + seconds }

    var isPast: Bool { MonotonicClock.seconds() > deadline }

}

extension Database {
    /// Bounds every later statement of this connection: no value longer than `valueBytes`
    /// (SQLITE_LIMIT_LENGTH: longer ones fail with SQLITE_TOOBIG instead of being built), and
    /// no query running longer than `querySeconds` after `armDeadline()`. Also stops the
    /// schema's views and triggers from calling functions with side effects (`trusted_schema`).
    public func bound(valueBytes: Int, querySeconds: Double) throws(SQLiteError) {
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, Int32(clamping: valueBytes))
        let deadline = StatementDeadline(seconds: querySeconds)
        deadline.arm()
        queryDeadline = deadline
        sqlite3_progress_handler(handle, 1000, { context in
            guard let context else { return 0 }
            return Unmanaged<StatementDeadline>.fromOpaque(context).takeUnretainedValue().isPast ? 1 : 0
        }, Unmanaged.passUnretained(deadline).toOpaque())
        try execute("PRAGMA trusted_schema = OFF")
    }

    /// Starts the time of the next query set by `bound(valueBytes:querySeconds:)`.
    public func armDeadline() { queryDeadline?.arm() }
}
