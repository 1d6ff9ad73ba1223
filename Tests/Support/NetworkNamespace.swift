#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// A network namespace of the test's own, with only a loopback device: 127.0.0.1 and the
/// documentation address 192.0.2.1 (RFC 5737), which is loopback to the kernel there but not
/// to Nearby's rule. Servers made in it (`server`) and commands run in it (`argv`) reach each
/// other and nothing else: no route leaves it, so a test can follow a redirect "to another host"
/// without any packet leaving the machine. Made with `unshare --net=FILE` (a namespace kept by a
/// bind mount), entered with `nsenter` and setns(2); needs CAP_SYS_ADMIN (root).
public final class NetworkNamespace: @unchecked Sendable {
    /// The address that stands for another host.
    public static let otherHost = "192.0.2.1"

    /// The bind-mounted namespace file.
    public let file: String
    private let directory: String

    /// Makes the namespace, or throws why it cannot be made here (for the test to skip with).
    public init() throws {
        directory = FileManager.default.temporaryDirectory.path + "/nearby-netns-\(UUID().uuidString.prefix(8))"
        file = directory + "/net"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: file, contents: nil) else { throw Self.unavailable("cannot create \(file)") }
        do {
            try Self.must(["unshare", "--net=\(file)", "true"])
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        do {
            try Self.must(["nsenter", "--net=\(file)", "ip", "link", "set", "lo", "up"])
            try Self.must(["nsenter", "--net=\(file)", "ip", "addr", "add", Self.otherHost + "/32", "dev", "lo"])
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Unmounts the namespace (it ends with its last process) and removes its folder.
    public func close() {
        _ = try? ChildProcess.run(["umount", file])
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// `argv` run inside the namespace.
    public func argv(_ argv: [String]) -> [String] { ["nsenter", "--net=\(file)", "--"] + argv }

    /// A loopback server listening on `address` inside the namespace: its socket is made on a
    /// thread that entered the namespace (setns(2) moves only the calling thread).
    public func server(address: String = "127.0.0.1",
                       _ handler: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply) throws -> LoopbackServer {
        let result = Mutex<Result<LoopbackServer, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let file = self.file
        let thread = Thread {
            defer { done.signal() }
            let fd = open(file, O_RDONLY)
            guard fd >= 0, Self.enter(fd) == 0 else {
                if fd >= 0 { Glibc.close(fd) }
                result.withLock { $0 = .failure(Self.unavailable("setns: \(String(cString: strerror(errno)))")) }
                return
            }
            Glibc.close(fd)
            result.withLock { $0 = Result { try LoopbackServer(address: address, handler) } }
        }
        thread.start()
        done.wait()
        guard let made = result.withLock({ $0 }) else { throw Self.unavailable("the namespace thread made nothing") }
        return try made.get()
    }

    /// setns(2) for a network namespace, looked up at run time: glibc declares it only under _GNU_SOURCE.
    private static func enter(_ fd: Int32) -> Int32 {
        typealias SetNS = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "setns") else { return -1 }  // nil: RTLD_DEFAULT
        return unsafeBitCast(symbol, to: SetNS.self)(fd, 0x4000_0000)  // CLONE_NEWNET
    }

    private static func must(_ argv: [String]) throws {
        let outcome = try ChildProcess.run(argv)
        guard outcome.status == 0 else {
            throw unavailable("\(argv.joined(separator: " ")) exited \(outcome.status): \(outcome.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }

    private static func unavailable(_ why: String) -> ChildProcessError {
        ChildProcessError(message: "a network namespace cannot be made here (\(why))")
    }
}
