#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A TCP socket bound to an ephemeral port on 127.0.0.1 (or another local IPv4 address), not
/// listening yet: the loopback server listens on it, a refusing port holds it without listening.
enum LoopbackSocket {
    /// The descriptor and the port the kernel chose; throws (closing the socket) when it cannot bind.
    static func bind(reuseAddress: Bool, address ip: String = "127.0.0.1") throws -> (descriptor: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        if reuseAddress {
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr(ip)
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0, named == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A socket bound as `bind` does and listening with `backlog`, for a test server.
    static func listening(backlog: Int32, address ip: String = "127.0.0.1") throws -> (descriptor: Int32, port: Int) {
        let (fd, port) = try bind(reuseAddress: true, address: ip)
        guard listen(fd, backlog) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        return (fd, port)
    }

    /// Accepts connections on `listener` (polling every 20 ms, so a stop is seen) until
    /// `stopped`, serving each on a thread of its own.
    static func acceptConnections(on listener: Int32, until stopped: () -> Bool, serve: @escaping @Sendable (Int32) -> Void) {
        while !stopped() {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            Thread { serve(client) }.start()
        }
    }
}
