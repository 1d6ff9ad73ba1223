#if canImport(Glibc)
import Glibc
#endif
import NearbyCLI
import NearbyCore

/// Appends `--log` lines. Owned by the main thread; background work reaches it through the bus.
final class EventLogWriter {
    private let file: UnsafeMutablePointer<FILE>

    init(path: String) throws(UsageError) {
        guard let file = fopen(path, "a") else {
            throw UsageError("cannot open the log file \(path): \(String(cString: strerror(errno)))")
        }
        self.file = file
    }

    deinit { fclose(file) }

    func write(_ event: LogEvent) {
        let line = EventLog.line(event, timestamp: Platform.isoTimestamp()) + "\n"
        _ = line.withCString { fputs($0, file) }
        fflush(file)
    }
}
