#if canImport(Glibc)
import Glibc
#endif
import NearbyText

/// The few libc calls the executable needs: environment, files, clocks.
enum Platform {
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let s = String(cString: value)
        return s.isEmpty ? nil : s
    }

    static func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Creates a directory and its parents (mode 0700 for new ones, like XDG data dirs).
    static func makeDirectories(_ path: String) -> Bool {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    static func readFile(_ path: String) -> String? {
        guard case .success(let fd) = openRegularFile(path), let file = fdopen(fd, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count { break }
        }
        if ferror(file) != 0 { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Why a file cannot be read: it is missing or unreadable (strerror), or no regular file.
    enum FileProblem: Error, CustomStringConvertible {
        case cannotOpen(String)
        case notRegular(String)

        var description: String {
            switch self {
            case .cannotOpen(let reason): return reason
            case .notRegular(let kind): return "not a regular file (\(kind))"
            }
        }
    }

    /// A descriptor of `path` open for reading, when it is a regular file. Opened with
    /// O_NONBLOCK, so a FIFO is refused at once instead of waiting for a writer (open(2)); the
    /// flag is cleared again before the descriptor is handed back.
    static func openRegularFile(_ path: String) -> Result<Int32, FileProblem> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.cannotOpen(String(cString: strerror(errno)))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            return .failure(.cannotOpen(reason))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(fd)
            return .failure(.notRegular(type == S_IFIFO ? "a FIFO" : type == S_IFDIR ? "a directory" : "a device or socket"))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return .success(fd)
    }

    /// The running executable's path (/proc/self/exe).
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `2026-11-29T13:02:05.123Z`.
    static func isoTimestamp() -> String {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        var t = tm()
        var seconds = ts.tv_sec
        gmtime_r(&seconds, &t)
        func pad(_ v: Int32, _ n: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, n - s.count)) + s
        }
        return "\(pad(t.tm_year + 1900, 4))-\(pad(t.tm_mon + 1, 2))-\(pad(t.tm_mday, 2))T"
            + "\(pad(t.tm_hour, 2)):\(pad(t.tm_min, 2)):\(pad(t.tm_sec, 2)).\(pad(Int32(ts.tv_nsec / 1_000_000), 3))Z"
    }

    static func unixTime() -> Int { Int(time(nil)) }

    /// Unix time with a fraction, for comparing with a service's reset times.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Writes to stderr, every control character but the line break written out: outside text
    /// a message forgot to quote still never reaches the terminal as a control.
    static func printError(_ message: String) {
        var bytes = Array((TerminalSafe.visibleControls(message) + "\n").utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            bytes = bytes.dropFirst(n)
        }
    }
}
