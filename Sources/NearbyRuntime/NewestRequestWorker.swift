import Synchronization

/// A worker for one kind of request where only the newest matters (a location to fetch around,
/// a query to search): requests that arrive while one is worked on are coalesced, so the next
/// one taken is the newest asked. The loop it runs takes them with `next()`.
public final class NewestRequestWorker<Request: Sendable>: Sendable {
    private let pending = Mutex<Request?>(nil)
    private let worker = Worker()
    private let cancel: @Sendable () -> Void

    /// `cancel` aborts what the loop has in flight (a transfer) when the worker is stopped.
    public init(cancel: @escaping @Sendable () -> Void = {}) {
        self.cancel = cancel
    }

    /// Runs `loop` on the worker's own thread; `loop` returns once `next` says nil.
    public func start(_ loop: @escaping @Sendable () -> Void) throws(JoinableThread.StartError) {
        try worker.start(loop)
    }

    /// Hands `request` over, replacing any not yet taken. Safe from any thread.
    public func ask(_ request: Request) {
        pending.withLock { $0 = request }
        worker.wake()
    }

    /// On the worker's thread: sleeps until a request is waiting and takes it; nil once `stop`
    /// was called.
    public func next() -> Request? {
        while worker.waitForWork() {
            if let request = pending.withLock({ value -> Request? in
                defer { value = nil }
                return value
            }) { return request }
        }
        return nil
    }

    /// Runs `cancel` (to abort what is in flight), ends the loop and waits for it, so what it
    /// was committing is committed whole first.
    public func stop() {
        worker.stop(cancel: cancel)
    }
}
