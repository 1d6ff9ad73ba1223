#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// A plain TCP server on 127.0.0.1 for line protocols (a stand-in for gpsd): each connection
/// is read until its first newline (the client's command, recorded), then sent `lines`, each
/// with a newline, and held open until the server stops; `push` sends more lines to the
/// connections held open, when the caller chooses (a fix, timed).
public final class LineServer: Sendable {
    public let port: Int
    private let listener: Int32
    private let lines: [[UInt8]]
    private let stopped = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private let received = Mutex<[String]>([])
    /// The connections sent their `lines` and held open, for `push`.
    private let held = Mutex<[Int32]>([])

    /// The first line each connection sent, in order.
    public var commands: [String] { received.withLock { $0 } }

    public init(lines: [[UInt8]]) throws {
        let (fd, port) = try LoopbackSocket.listening(backlog: 16)
        listener = fd
        self.port = port
        self.lines = lines
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// A port on 127.0.0.1 free a moment ago, for a server the test starts as a program
    /// (`gpsfake -P PORT`): bound by the kernel's choice and released.
    public static func freePort() throws -> Int {
        let (fd, port) = try LoopbackSocket.bind(reuseAddress: true)
        close(fd)
        return port
    }

    /// How many connections are held open (each sent its command and `lines`).
    public var connections: Int { held.withLock { $0.count } }

    /// Sends `line` and a newline to every connection held open; returns how many took it whole.
    @discardableResult
    public func push(_ line: [UInt8]) -> Int {
        held.withLock { fds in fds.filter { Self.send(line + [UInt8(ascii: "\n")], to: $0) }.count }
    }

    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        finished.wait()
        close(listener)
    }

    deinit { stop() }

    private func acceptLoop() {
        defer { finished.signal() }
        LoopbackSocket.acceptConnections(on: listener, until: { stopped.load(ordering: .acquiring) }) { [self] in serve($0) }
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        var command: [UInt8] = []
        var byte: UInt8 = 0
        while command.count < 4096, recv(fd, &byte, 1, 0) == 1, byte != UInt8(ascii: "\n") { command.append(byte) }
        received.withLock { $0.append(String(decoding: command, as: UTF8.self)) }
        for line in lines {
            guard Self.send(line + [UInt8(ascii: "\n")], to: fd) else { return }
        }
        held.withLock { $0.append(fd) }
        while !stopped.load(ordering: .acquiring) { usleep(10_000) }
        held.withLock { $0.removeAll { $0 == fd } }
    }

    /// Writes all of `bytes` to `fd`; false when the peer is gone.
    private static func send(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}
