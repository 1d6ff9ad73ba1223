#if canImport(Glibc)
import Glibc
#endif
import CShims
import NearbyCore

/// The main thread's loop, htop-style: wait in `poll()` on stdin, the bus's wake-up pipe and the
/// signal pipe; turn what arrived into events; let the handler say whether to go on.
public final class EventLoop {
    private let terminal: Terminal
    private let bus: NotificationBus
    private var signalPipe: (read: Int32, write: Int32) = (-1, -1)

    public init(terminal: Terminal, bus: NotificationBus) {
        self.terminal = terminal
        self.bus = bus
    }

    /// Routes SIGINT/SIGTERM/SIGHUP/SIGWINCH/SIGCONT into the loop. Call before `start`.
    public func installSignalHandlers() {
        guard let fds = NotificationBus.makePipe() else { return }
        signalPipe = fds
        nb_forward_signals(fds.write)
    }

    /// What the handler wants after an event.
    public enum Next { case proceed, stop }

    /// Runs until the handler answers `.stop`. `tick` is the spinner interval in milliseconds.
    /// `idle` runs once after each batch of events (a wake-up of poll), so a burst of keys is
    /// drawn as one frame.
    public func run(tick: Int32 = 120, handle: (Event) -> Next, idle: () -> Void = {}) {
        var fds = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: bus.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, nfds_t(fds.count), tick)
            var events: [Event] = []
            if ready == 0 { events.append(.ticked) }
            if ready < 0 && errno != EINTR { return }
            if fds[2].revents & Int16(POLLIN) != 0 { events += drainSignals() }
            if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                // The terminal went away: nothing left to draw on.
                events.append(.quitRequested)
            }
            for input in terminal.readInput() {
                switch input {
                case .key(let key): events.append(.key(key))
                case .mouse(let mouse): events.append(.mouse(mouse))
                case .resized:
                    let size = terminal.size
                    events.append(.resized(width: size.width, height: size.height))
                }
            }
            if fds[1].revents & Int16(POLLIN) != 0 { events += bus.drain() }
            for event in events where handle(event) == .stop { return }
            idle()
        }
    }

    private func drainSignals() -> [Event] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var events: [Event] = []
        while true {
            let n = read(signalPipe.read, &buffer, buffer.count)
            guard n > 0 else { break }
            for signo in buffer[0..<n] {
                switch Int32(signo) {
                case SIGWINCH, SIGCONT:
                    terminal.resize()
                    let size = terminal.size
                    events.append(.resized(width: size.width, height: size.height))
                default:
                    events.append(.quitRequested)
                }
            }
        }
        return events
    }
}
