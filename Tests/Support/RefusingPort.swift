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
        (socketDescriptor, port) = try LoopbackSocket.bind(reuseAddress: false)
    }

    deinit { close(socketDescriptor) }
}
