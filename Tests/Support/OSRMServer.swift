#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// `osrm-routed` on 127.0.0.1 and a free port, over OSRM's foot data for an extract prepared in
/// a temporary folder (`osrm-extract -p foot.lua`, then `osrm-contract` for contraction
/// hierarchies, osrm-routed's default, or `osrm-partition` and `osrm-customize` for multi-level
/// Dijkstra, much quicker to prepare on a big file). Started by the test, never a shared service.
public final class OSRMServer: Sendable {
    /// OSRM's two ways of preparing and searching its graph.
    public enum Algorithm: String, Sendable {
        case contractionHierarchies = "CH"
        case multiLevelDijkstra = "MLD"
    }

    public let port: Int
    /// `http://127.0.0.1:PORT`.
    public var base: String { "http://127.0.0.1:\(port)" }
    /// Seconds `osrm-extract` took on the extract (the bench's baseline for an import).
    public let extractSeconds: Double
    private let child: ChildProcess.Handle

    /// The server for `extract` of this process, prepared and started on first use and stopped
    /// at exit; nil when OSRM is not installed (skip with `RoutingEngines.osrmAbsent`).
    public static func shared(extract: String) throws -> OSRMServer? {
        guard let tools = RoutingEngines.osrm else { return nil }
        let server: OSRMServer = try ProcessLeftovers.once("osrm " + extract) {
            let server = try OSRMServer(extract: extract, tools: tools)
            ProcessLeftovers.stopAtExit(server.child.process)
            return server
        }
        return server
    }

    /// Prepares the data in a temporary folder (removed at exit) and starts the server on it.
    /// `maxTableSize` lifts osrm-routed's limit of 100 locations a table (the app asks for its rows).
    public init(extract: String, tools: OSRMTools, algorithm: Algorithm = .contractionHierarchies, maxTableSize: Int = 1000) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-osrm-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        ProcessLeftovers.removeAtExit(folder)
        // osrm-extract writes its files beside its input: a link to the extract in the folder.
        let name = URL(fileURLWithPath: extract).lastPathComponent
        let input = folder + "/" + name
        try FileManager.default.createSymbolicLink(atPath: input, withDestinationPath: extract)
        let extracted = try RoutingEngines.run([tools.extract, "-p", tools.footProfile, "-t", "2", "-l", "WARNING", input],
                                               what: "osrm-extract")
        extractSeconds = extracted.seconds
        let data = folder + "/" + Self.baseName(name) + ".osrm"
        switch algorithm {
        case .contractionHierarchies:
            _ = try RoutingEngines.run([tools.contract, "-l", "WARNING", data], what: "osrm-contract")
        case .multiLevelDijkstra:
            _ = try RoutingEngines.run([tools.partition, "-l", "WARNING", data], what: "osrm-partition")
            _ = try RoutingEngines.run([tools.customize, "-l", "WARNING", data], what: "osrm-customize")
        }
        (port, child) = try ChildProcess.Handle.serve(what: "osrm-routed", probe: "/nearest/v1/foot/0,0") { port in
            [tools.routed, "--ip", "127.0.0.1", "--port", String(port), "--threads", "1", "--algorithm", algorithm.rawValue,
             "--max-table-size", String(maxTableSize), "-l", "WARNING", data]
        }
    }

    /// `city.osm.pbf` → `city` (OSRM's own naming of its files).
    static func baseName(_ name: String) -> String {
        for suffix in [".osm.pbf", ".osm.bz2", ".osm", ".pbf"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Stops the server (also done at exit for a shared one).
    public func stop() { child.stop() }
}

extension ChildProcess {
    /// A server child owned by a Sendable value: stopped once, by whoever asks first.
    public final class Handle: @unchecked Sendable {
        let process: ChildProcess
        private let lock = NSLock()
        private var stopped = false

        init(_ process: ChildProcess) { self.process = process }

        func stop() {
            lock.lock()
            defer { lock.unlock() }
            guard !stopped else { return }
            stopped = true
            process.kill(SIGTERM)
            _ = process.wait()
        }

        /// Starts `command(port)` on a free port and waits until `GET probe` is answered (any
        /// status); a server that exits first (the port taken meanwhile) is tried on another.
        static func serve(what: String, probe: String, timeout: Double = 60,
                          _ command: (Int) -> [String]) throws -> (Int, Handle) {
            var last = ""
            for _ in 0..<3 {
                let port = try RoutingEngines.freePort()
                let child = try ChildProcess(command(port))
                let handle = Handle(child)
                var exited: ChildProcess.Outcome?
                do {
                    try Wait.until("\(what) answering on 127.0.0.1:\(port)", timeout: timeout, every: 0.05) {
                        if RoutingEngines.status(port: port, path: probe) != nil { return true }
                        var status: Int32 = 0
                        if waitpid(child.pid, &status, WNOHANG) == child.pid {
                            exited = child.wait()
                            return true
                        }
                        return false
                    }
                } catch {
                    handle.stop()
                    throw error
                }
                guard let outcome = exited else { return (port, handle) }
                last = (outcome.stderr + outcome.stdout).split(separator: "\n").suffix(3).joined(separator: " | ")
            }
            throw ChildProcessError(message: "\(what) would not start: \(last)")
        }
    }
}
