#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to gpsd, our own socket code: the connect waits at most `timeout` seconds
/// (a non-blocking connect and poll), reads wait at most a slice of a second, so the reader
/// thread sees a stop soon; a write never raises SIGPIPE.
struct GPSDSocket: ~Copyable {
    private let fd: Int32
    /// How long one wait lasts before the stop flag is looked at, seconds.
    static let slice = 0.2

    /// Why a connection could not be made or went away, in words for the log.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Connects to the first of `host`'s addresses that answers, giving up when `stopped`
    /// turns true (looked at every fifth of a second).
    init(host: String, port: Int, timeout: Double, stopped: () -> Bool) throws(Failure) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let first = found else {
            throw Failure(description: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(first) }
        var reason = "no address for \(host)"
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let entry = next {
            next = entry.pointee.ai_next
            let fd = socket(entry.pointee.ai_family, entry.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue),
                            entry.pointee.ai_protocol)
            guard fd >= 0 else { reason = String(cString: strerror(errno)); continue }
            if let problem = Self.connect(fd, entry.pointee.ai_addr, entry.pointee.ai_addrlen, timeout: timeout, stopped: stopped) {
                reason = problem
                close(fd)
                continue
            }
            self.fd = fd
            return
        }
        throw Failure(description: reason)
    }

    deinit { close(fd) }

    /// Nil when connected; else why not.
    private static func connect(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t,
                                timeout: Double, stopped: () -> Bool) -> String? {
        if Glibc.connect(fd, address, length) == 0 { return nil }
        guard errno == EINPROGRESS else { return String(cString: strerror(errno)) }
        var waited = 0.0
        while true {
            guard !stopped() else { return "stopped" }
            var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&entry, 1, Int32(slice * 1000))
            if ready > 0 { break }
            if ready < 0, errno != EINTR { return String(cString: strerror(errno)) }
            waited += slice
            if waited >= timeout { return "no answer within \(Int(timeout)) s" }
        }
        var error: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0 else { return String(cString: strerror(errno)) }
        return error == 0 ? nil : String(cString: strerror(error))
    }

    /// Writes all of `bytes` (waiting at most `timeout` seconds for room).
    func send(_ bytes: [UInt8], timeout: Double) throws(Failure) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 { sent += count; continue }
            guard count < 0, errno == EAGAIN || errno == EINTR else { throw Failure(description: String(cString: strerror(errno))) }
            var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            guard poll(&entry, 1, Int32(timeout * 1000)) > 0 else { throw Failure(description: "gpsd does not read") }
        }
    }

    /// What one read brings.
    enum Read {
        case bytes(Int)
        /// Nothing arrived within the wait.
        case nothing
        /// gpsd closed the connection.
        case closed
    }

    /// Reads into `buffer`, waiting at most `wait` seconds for bytes.
    func read(into buffer: inout [UInt8], wait: Double) throws(Failure) -> Read {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, Int32(wait * 1000))
        if ready < 0 {
            if errno == EINTR { return .nothing }
            throw Failure(description: String(cString: strerror(errno)))
        }
        if ready == 0 { return .nothing }
        let count = buffer.withUnsafeMutableBytes { Glibc.recv(fd, $0.baseAddress, $0.count, 0) }
        if count > 0 { return .bytes(count) }
        if count == 0 { return .closed }
        if errno == EAGAIN || errno == EINTR { return .nothing }
        throw Failure(description: String(cString: strerror(errno)))
    }
}
