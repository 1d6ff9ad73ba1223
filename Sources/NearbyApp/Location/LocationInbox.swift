
/// Hands commands to the location simulator in the order update emitted them. One detached task
/// drains a stream, so `d d d` can never overtake each other as three separate Tasks could; the
/// sender (the main thread, parked in `poll()` between events) never awaits.
public final class LocationInbox: Sendable {
    private let continuation: AsyncStream<LocationCommand>.Continuation
    private let task: Task<Void, Never>

    public init(_ simulator: LocationSimulator) {
        let (stream, continuation) = AsyncStream.makeStream(of: LocationCommand.self)
        self.continuation = continuation
        // Detached: a task inheriting the main actor would never run while the main thread polls.
        task = Task.detached {
            for await command in stream { await simulator.perform(command) }
        }
    }

    deinit { continuation.finish() }

    public func send(_ command: LocationCommand) { continuation.yield(command) }

    /// Stops taking commands and waits until those already sent have been performed.
    public func finish() async {
        continuation.finish()
        await task.value
    }
}
