#if canImport(Glibc)
import Glibc
#endif
import NearbyApp
import NearbyCLI
import NearbyFormats
import NearbyRuntime
import Synchronization

/// Reads gpsd (`--gpsd`) on a thread of its own: connects, asks it to watch
/// (`?WATCH={"enable":true,"json":true};`), reads its newline-delimited JSON and reports each
/// TPV, and each line it cannot use, only through `report` (the app posts to its bus). When gpsd
/// cannot be reached or goes away it says so and tries again after 1, 2, 4 … 30 seconds (back
/// to 1 after a connection that worked). Nothing here blocks the main thread; `stop` is seen
/// within a fifth of a second (but for a host name being looked up) and joins the thread.
final class GPSDClient: Sendable {
    private let address: GPSDAddress
    private let report: @Sendable (GPSDReport) -> Void
    private let thread = JoinableThread()
    private let stopped = Atomic<Bool>(false)

    /// Seconds between a failed attempt and the next: doubled each time up to `maxRetry`.
    static let firstRetry = 1.0
    static let maxRetry = 30.0
    static let connectTimeout = 3.0
    /// How long a read waits before looking at the stop flag.
    static let slice = GPSDSocket.slice
    /// `ignored` lines reported in full per connection; past that, one in every 1000 (a flood
    /// of garbage must not flood the bus).
    static let ignoredReported = 20

    init(address: GPSDAddress, report: @escaping @Sendable (GPSDReport) -> Void) {
        self.address = address
        self.report = report
    }

    /// Starts the reader thread; false when the system refused one.
    func start() -> Bool {
        do {
            try thread.start { self.run() }
            return true
        } catch {
            return false
        }
    }

    func stop() {
        stopped.store(true, ordering: .releasing)
        thread.join()
    }

    private var isStopped: Bool { stopped.load(ordering: .acquiring) }

    private func run() {
        var retry = Self.firstRetry
        while !isStopped {
            let reason: String
            do {
                let socket = try GPSDSocket(host: address.host, port: address.port, timeout: Self.connectTimeout) { self.isStopped }
                try socket.send(GPSDMessage.watchCommand, timeout: Self.connectTimeout)
                report(.connected(address: address.description))
                retry = Self.firstRetry
                reason = try read(socket)
            } catch {
                reason = error.description
            }
            if isStopped { return }
            report(.unreachable(reason: reason, retryIn: retry))
            wait(retry)
            retry = min(Self.maxRetry, retry * 2)
        }
    }

    /// Reads reports until gpsd closes the connection (the reason) or the reader stops.
    private func read(_ socket: borrowing GPSDSocket) throws(GPSDSocket.Failure) -> String {
        var lines = GPSDLines()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var ignored = 0
        while !isStopped {
            switch try socket.read(into: &buffer, wait: Self.slice) {
            case .nothing: continue
            case .closed: return "gpsd closed the connection"
            case .bytes(let count):
                for line in lines.take(buffer[..<count]) {
                    let message: GPSDMessage
                    switch line {
                    case .text(let bytes): message = GPSDMessage.parse(bytes)
                    case .tooLong(let length): message = .ignored(reason: "line of \(length) bytes, longer than \(GPSDMessage.maxLineBytes)")
                    }
                    switch message {
                    case .fix(let fix): report(.fix(fix, at: Platform.now()))
                    case .noFix(let mode): report(.noFix(mode: mode))
                    case .other: break
                    case .ignored(let reason):
                        ignored += 1
                        if ignored <= Self.ignoredReported || ignored % 1000 == 0 {
                            report(.ignored(reason: ignored > Self.ignoredReported ? "\(reason) (\(ignored) lines ignored)" : reason))
                        }
                    }
                }
            }
        }
        return "stopped"
    }

    /// Sleeps `seconds`, in slices, so a stop is seen soon.
    private func wait(_ seconds: Double) {
        var left = seconds
        while left > 0, !isStopped {
            let step = min(left, Self.slice)
            var pause = timespec(tv_sec: 0, tv_nsec: Int(step * 1e9))
            nanosleep(&pause, nil)
            left -= step
        }
    }
}
