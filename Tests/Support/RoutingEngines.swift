#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The routing engines `scripts/install-tools` puts into `.build/tools312` where a Python 3.12 or
/// later exists: OSRM (PyPI `osrm-bindings` 26.10.0: `osrm/bin/osrm-extract`, `osrm-contract`,
/// `osrm-routed`, `osrm/share/profiles/foot.lua`) and Valhalla (PyPI `pyvalhalla` 3.9.1: the
/// programs in `valhalla/bin`, which its console scripts only wrap). Tests skip with `absent`
/// where they are not there.
public enum RoutingEngines {
    /// The venv's site-packages folder, when the venv is there.
    static var sitePackages: String? {
        let lib = ChildProcess.packageRoot.appendingPathComponent(".build/tools312/lib").path
        guard let versions = try? FileManager.default.contentsOfDirectory(atPath: lib) else { return nil }
        return versions.filter { $0.hasPrefix("python3") }.sorted().last.map { lib + "/" + $0 + "/site-packages" }
    }

    /// The one reason a test gives when it skips for want of OSRM.
    public static let osrmAbsent = OptionalTools.absent("osrm-bindings 26.10.0 (OSRM, for Python 3.12 or later)")
    /// The one reason a test gives when it skips for want of Valhalla.
    public static let valhallaAbsent = OptionalTools.absent("pyvalhalla 3.9.1 (Valhalla, for Python 3.12 or later)")

    /// OSRM's programs and foot profile, when installed.
    public static var osrm: OSRMTools? {
        guard let site = sitePackages else { return nil }
        let tools = OSRMTools(folder: site + "/osrm/bin", footProfile: site + "/osrm/share/profiles/foot.lua")
        let all = [tools.extract, tools.contract, tools.partition, tools.customize, tools.routed]
        guard all.allSatisfy({ access($0, X_OK) == 0 }), access(tools.footProfile, R_OK) == 0 else { return nil }
        return tools
    }

    /// Valhalla's programs, when installed.
    public static var valhalla: ValhallaTools? {
        guard let site = sitePackages else { return nil }
        let tools = ValhallaTools(folder: site + "/valhalla/bin")
        guard access(tools.buildTiles, X_OK) == 0, access(tools.service, X_OK) == 0 else { return nil }
        return tools
    }

    /// A port on 127.0.0.1 free a moment ago (the kernel's choice), for a server to bind.
    static func freePort() throws -> Int {
        let (descriptor, port) = try LoopbackSocket.bind(reuseAddress: true)
        close(descriptor)
        return port
    }

    /// The status of `GET path` on 127.0.0.1:`port` (HTTP/1.0, one connection), or nil while
    /// nothing answers there.
    public static func status(port: Int, path: String, timeout: Double = 2) -> Int? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - floor(timeout)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else { return nil }
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while head.count < 64 {
            let got = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard got > 0 else { break }
            head += buffer[0..<got]
        }
        // "HTTP/1.1 200 OK"
        let words = String(decoding: head, as: UTF8.self).split(separator: " ", maxSplits: 2)
        return words.count >= 2 && words[0].hasPrefix("HTTP/") ? Int(words[1]) : nil
    }

    /// Runs a preparation step to its end; a failure names the program and its last words.
    static func run(_ argv: [String], what: String) throws -> ChildProcess.Outcome {
        let outcome = try ChildProcess.run(argv)
        guard outcome.status == 0 else {
            let said = (outcome.stderr + outcome.stdout).split(separator: "\n").suffix(5).joined(separator: " | ")
            throw ChildProcessError(message: "\(what) failed with status \(outcome.status): \(said)")
        }
        return outcome
    }
}

/// OSRM's programs and profile in the venv.
public struct OSRMTools: Sendable {
    public let extract: String
    public let contract: String
    public let partition: String
    public let customize: String
    public let routed: String
    public let footProfile: String

    init(folder: String, footProfile: String) {
        extract = folder + "/osrm-extract"
        contract = folder + "/osrm-contract"
        partition = folder + "/osrm-partition"
        customize = folder + "/osrm-customize"
        routed = folder + "/osrm-routed"
        self.footProfile = footProfile
    }
}

/// Valhalla's programs in the venv.
public struct ValhallaTools: Sendable {
    public let buildTiles: String
    public let service: String

    init(folder: String) {
        buildTiles = folder + "/valhalla_build_tiles"
        service = folder + "/valhalla_service"
    }
}

/// What the tests do once a process: the engines' data and servers are made on first use and
/// kept to the end (removed and stopped by an `atexit` handler), so each test class does not
/// prepare the same extract again.
enum ProcessLeftovers {
    private static let state = NSLock()
    nonisolated(unsafe) private static var folders: [String] = []
    nonisolated(unsafe) private static var children: [ChildProcess] = []
    nonisolated(unsafe) private static var registered = false

    static func removeAtExit(_ folder: String) { add { folders.append(folder) } }
    static func stopAtExit(_ child: ChildProcess) { add { children.append(child) } }

    private static func add(_ change: () -> Void) {
        state.lock()
        defer { state.unlock() }
        change()
        if !registered {
            registered = true
            atexit { ProcessLeftovers.cleanUp() }
        }
    }

    private static func cleanUp() {
        state.lock()
        defer { state.unlock() }
        for child in children {
            child.kill(SIGTERM)
            _ = child.wait()
        }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// The value made once for `key` in this process (`make` runs under the lock: two tests
    /// asking at once wait for one preparation).
    static func once<T>(_ key: String, _ make: () throws -> T) throws -> T {
        made.lock()
        defer { made.unlock() }
        if let known = values[key] as? T { return known }
        let value = try make()
        values[key] = value
        return value
    }

    private static let made = NSLock()
    nonisolated(unsafe) private static var values: [String: Any] = [:]
}
