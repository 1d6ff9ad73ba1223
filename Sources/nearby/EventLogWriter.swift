#if canImport(Glibc)
import Glibc
#endif
import NearbyApp
import NearbyText

/// Appends `--log` lines. Owned by the main thread; background work reaches it through the bus.
/// Nothing may be printed while curses runs, so the first write error is kept and reported when
/// the app has restored the terminal.
final class EventLogWriter {
    private let file: UnsafeMutablePointer<FILE>
    let path: String
    /// The first write error, as a sentence; later lines are not attempted.
    private(set) var failure: RuntimeFailure?

    init(path: String) throws(RuntimeFailure) {
        guard let file = fopen(path, "a") else {
            throw RuntimeFailure("cannot open the log file \(TerminalSafe.quoted(path)): \(String(cString: strerror(errno)))")
        }
        self.file = file
        self.path = path
    }

    deinit { fclose(file) }

    func write(_ event: LogEvent) {
        guard failure == nil else { return }
        let line = EventLog.line(event, timestamp: Platform.isoTimestamp()) + "\n"
        let written = line.withCString { fputs($0, file) }
        if written < 0 || fflush(file) != 0 {
            failure = RuntimeFailure("cannot write the log file \(TerminalSafe.quoted(path)): \(String(cString: strerror(errno)))")
        }
    }
}
