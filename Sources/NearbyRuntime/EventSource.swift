
/// Where the event loop's outside events come from: the terminal and signals in the app
/// (`TerminalEvents`), a script on a manual clock in tests.
public protocol EventSource<Message>: AnyObject {
    associatedtype Message: Sendable

    /// Waits at most `timeout` milliseconds for input or for a wake-up of the bus (whose read end
    /// is `wake`), and returns the events that arrived, maybe none. Nil when waiting failed.
    func wait(timeout: Int32, wake: Int32) -> [Message]?
}
