import Synchronization

/// Counts requests across the server's threads.
final class RequestCounter: Sendable {
    private let value = Mutex(0)
    func next() -> Int { value.withLock { $0 += 1; return $0 } }
}
