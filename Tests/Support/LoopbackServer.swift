#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization
import NearbyCLI

/// A tiny HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for real requests through libcurl,
/// shared by the provider tests and the end-to-end tests. Every connection is served on its own
/// thread and closed after one response; requests are recorded for assertions. Replies cover
/// the faults a real network produces: silence, a byte a second, a body cut short, a redirect
/// loop, a body far too large (streamed, never held in memory).
public final class LoopbackServer: Sendable {
    public struct Request: Sendable {
        public let method: String
        public let path: String
        /// Raw query string after "?" (still percent-encoded).
        public let rawQuery: String
        /// Header names lowercased.
        public let headers: [String: String]
        public var query: [(name: String, value: String)] { QueryStringForTests.parse(rawQuery) }
    }

    public enum Reply: Sendable {
        case respond(status: Int, headers: [(String, String)], body: [UInt8])
        /// Keep the connection open and never answer, until the server stops.
        case hang
        /// Send the head at once, then the body one byte every `interval` seconds.
        case drip(status: Int, headers: [(String, String)], body: [UInt8], interval: Double)
        /// Announce `claimedLength` bytes (more than `body`), send `body`, then close.
        case truncated(status: Int, headers: [(String, String)], body: [UInt8], claimedLength: Int)
        /// Announce and send `length` bytes generated on the fly: `prefix`, then `filler`
        /// repeated. Stops quietly when the client hangs up.
        case stream(status: Int, headers: [(String, String)], prefix: [UInt8], filler: [UInt8], length: Int)
        /// A status line, then header lines without end (up to `bytes`), never a body.
        case endlessHeaders(bytes: Int)
    }

    public static func json(_ status: Int, _ body: String, headers: [(String, String)] = []) -> Reply {
        .respond(status: status, headers: [("Content-Type", "application/json")] + headers, body: Array(body.utf8))
    }

    /// A redirect to `location` (a path on this server, or any URL).
    public static func redirect(to location: String, status: Int = 302) -> Reply {
        .respond(status: status, headers: [("Location", location)], body: [])
    }

    public let port: Int
    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    private let stopped = Atomic<Bool>(false)
    private let recorded = Mutex<[Request]>([])
    private let finished = DispatchSemaphore(value: 0)

    /// The IPv4 address listened on: 127.0.0.1, or one a `NetworkNamespace` gave its loopback.
    public let address: String
    public var base: String { "http://\(address):\(port)" }
    public var requests: [Request] { recorded.withLock { $0 } }

    public init(address: String = "127.0.0.1", _ handler: @escaping @Sendable (Request) -> Reply) throws {
        let (fd, port) = try LoopbackSocket.listening(backlog: 64, address: address)
        self.address = address
        listener = fd
        self.port = port
        self.handler = handler
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "loopback-server"
        thread.start()
    }

    /// Stops accepting, releases hanging connections, closes the listening socket.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        finished.wait()
        close(listener)
    }

    private func acceptLoop() {
        defer { finished.signal() }
        LoopbackSocket.acceptConnections(on: listener, until: { stopped.load(ordering: .acquiring) }) { [self] in serve($0) }
    }

    private func head(_ status: Int, _ headers: [(String, String)], length: Int) -> [UInt8] {
        var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(length)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        return Array((head + "\r\n").utf8)
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        guard let request = readRequest(fd) else { return }
        recorded.withLock { $0.append(request) }
        switch handler(request) {
        case .hang:
            while !stopped.load(ordering: .acquiring) { usleep(10_000) }
        case .respond(let status, let headers, let body):
            _ = send(fd, head(status, headers, length: body.count) + body)
        case .drip(let status, let headers, let body, let interval):
            guard send(fd, head(status, headers, length: body.count)) else { return }
            for byte in body {
                // Sleep in slices so stop() is prompt.
                var waited = 0.0
                while waited < interval {
                    if stopped.load(ordering: .acquiring) { return }
                    usleep(20_000)
                    waited += 0.02
                }
                guard send(fd, [byte]) else { return }
            }
        case .truncated(let status, let headers, let body, let claimedLength):
            _ = send(fd, head(status, headers, length: claimedLength) + body)
        case .stream(let status, let headers, let prefix, let filler, let length):
            guard send(fd, head(status, headers, length: length) + prefix) else { return }
            var left = length - prefix.count
            let chunk = Array(repeating: filler, count: max(1, 65536 / max(1, filler.count))).flatMap { $0 }
            while left > 0, !stopped.load(ordering: .acquiring) {
                let part = chunk.prefix(left)
                guard send(fd, Array(part)) else { return }
                left -= part.count
            }
        case .endlessHeaders(let bytes):
            sendEndlessHeaders(fd, bytes: bytes)
        }
    }

    private func sendEndlessHeaders(_ fd: Int32, bytes: Int) {
        guard send(fd, Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n".utf8)) else { return }
        var sent = 0, line = 0
        while sent < bytes, !stopped.load(ordering: .acquiring) {
            var chunk: [UInt8] = []
            for _ in 0..<256 {
                line += 1
                chunk += Array("X-Filler-\(line): \(String(repeating: "a", count: 200))\r\n".utf8)
            }
            guard send(fd, chunk) else { return }
            sent += chunk.count
        }
    }

    private func readRequest(_ fd: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while !(bytes.count >= 4 && bytes.suffix(4).elementsEqual(end)), bytes.count < 65536 {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 20) <= 0 {
                if stopped.load(ordering: .acquiring) { return nil }
                continue
            }
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return nil }
            bytes += buffer[0..<n]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        let target = String(parts[1])
        let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
        let rawQuery = target.contains("?") ? String(target[target.index(after: target.firstIndex(of: "?") ?? target.startIndex)...]) : ""
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(method: String(parts[0]), path: path, rawQuery: rawQuery, headers: headers)
    }

    /// Sends all of `bytes`; false when the client has gone.
    private func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }
}

/// The tests decode queries themselves rather than trusting the encoder under test.
public enum QueryStringForTests {
    public static func parse(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return (parts[0].removingPercentEncoding ?? parts[0], parts.count > 1 ? (parts[1].removingPercentEncoding ?? parts[1]) : "")
        }
    }
}
