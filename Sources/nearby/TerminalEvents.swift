#if canImport(Glibc)
import Glibc
#endif
import NearbyApp
import NearbyRuntime
import NearbyTerminal

/// The app's event source: `poll()` on stdin, the bus's wake-up pipe and the signal pipe, and
/// what arrived turned into events (keys, mouse, resizes, quit on a signal or a lost terminal).
public final class TerminalEvents: EventSource {
    private let terminal: Terminal
    private var signalPipe: (read: Int32, write: Int32) = (-1, -1)

    public init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// Routes SIGINT/SIGTERM/SIGHUP/SIGWINCH/SIGCONT into the loop. Call before the terminal starts.
    public func installSignalHandlers() {
        guard let fds = EventBus.makePipe() else { return }
        signalPipe = fds
        SignalForwarding.install(writingTo: fds.write)
    }

    public func wait(timeout: Int32, wake: Int32) -> [Event]? {
        var fds = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        if ready < 0 && errno != EINTR { return nil }
        var events: [Event] = []
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
        return events
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
