#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The one way back to `update`: every effect's result (a venue load, a fetch, a location report)
/// is posted here as an event (a Sendable queue) with one byte written to a self-pipe, so the main
/// thread, parked in `poll()`, wakes and drains the queue. Like NSNotificationCenter in the
/// original app, but it never runs code on the poster's thread.
public final class NotificationBus<Message: Sendable>: Sendable {
    private let queue = Mutex<[Message]>([])
    /// Read end: poll it for readability.
    public let wakeDescriptor: Int32
    private let writeDescriptor: Int32

    /// Fails only when the process is out of file descriptors.
    public init() throws(BusError) {
        guard let fds = Self.makePipe() else { throw BusError(errno: errno) }
        wakeDescriptor = fds.read
        writeDescriptor = fds.write
    }

    deinit {
        close(wakeDescriptor)
        close(writeDescriptor)
    }

    /// A non-blocking, close-on-exec pipe (pipe2 needs _GNU_SOURCE, which Swift's Glibc lacks).
    public static func makePipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }

    /// Queues a message and wakes the main loop. Safe from any thread.
    public func post(_ event: Message) {
        queue.withLock { $0.append(event) }
        var byte: UInt8 = 1
        // A full pipe already guarantees a wake-up, so EAGAIN is fine to ignore.
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Whether a message waiting to be drained satisfies `predicate`. Safe from any thread.
    public func hasPending(where predicate: (Message) -> Bool) -> Bool {
        queue.withLock { $0.contains(where: predicate) }
    }

    /// Takes every queued message, in posting order, and empties the wake-up pipe.
    public func drain() -> [Message] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
        return queue.withLock { events in
            defer { events.removeAll(keepingCapacity: true) }
            return events
        }
    }
}

public struct BusError: Error, Sendable {
    public let errno: Int32
}
