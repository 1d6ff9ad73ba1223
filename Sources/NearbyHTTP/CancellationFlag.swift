import Synchronization

/// Set from any thread to abort transfers that watch it; libcurl's progress callback checks it
/// several times a second.
public final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() { flag.store(true, ordering: .releasing) }
    public func reset() { flag.store(false, ordering: .releasing) }
    public var isCancelled: Bool { flag.load(ordering: .acquiring) }
}
