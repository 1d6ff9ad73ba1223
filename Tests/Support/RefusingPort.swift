#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A port on 127.0.0.1 that refuses connections for as long as this value lives: a socket bound
/// to it but never listening (a connection gets RST: ECONNREFUSED). Holding the socket keeps the
/// port from being handed to another server meanwhile — binding a port and closing it at once
/// let a concurrent test's server take the same port, so "connection refused" sometimes reached
/// a live server instead (a flaky fault-matrix case).
public final class RefusingPort: @unchecked Sendable {
    public let port: Int
    private let socketDescriptor: Int32

    public init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0, named == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        socketDescriptor = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(socketDescriptor) }
}
