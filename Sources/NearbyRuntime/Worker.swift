import Dispatch
import Synchronization

/// A background worker: one joinable thread that sleeps until work is handed to it, and a stop
/// flag that ends its loop. The fetch worker, the tile loader and the tile downloader are each
/// one of these around their own queue of work (kept by them, under their own lock).
public final class Worker: Sendable {
    private let thread = JoinableThread()
    private let stopping = Atomic<Bool>(false)
    private let wakeUp = DispatchSemaphore(value: 0)

    public init() {}

    /// Runs `loop` on the worker's own thread; `loop` returns once `waitForWork` says false.
    public func start(_ loop: @escaping @Sendable () -> Void) throws(JoinableThread.StartError) {
        try thread.start(loop)
    }

    /// Wakes the thread: work was handed over. Safe from any thread.
    public func wake() { wakeUp.signal() }

    /// On the worker's thread: sleeps until woken; false once `stop` was called.
    public func waitForWork() -> Bool {
        wakeUp.wait()
        return !isStopping
    }

    /// True once `stop` was called: a loop working through its queue leaves it.
    public var isStopping: Bool { stopping.load(ordering: .acquiring) }

    /// Raises the stop flag, runs `cancel` (to abort what is in flight), wakes the thread and
    /// waits for it to end, so whatever it was committing is committed whole first.
    public func stop(cancel: () -> Void = {}) {
        stopping.store(true, ordering: .releasing)
        cancel()
        wakeUp.signal()
        thread.join()
    }
}
