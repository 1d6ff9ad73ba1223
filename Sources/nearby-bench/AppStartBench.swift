import Foundation
import NearbyCLI

/// The real app, started in a private tmux server on a big database: time from launch to the
/// first complete frame (list rows drawn from the store) and its peak memory. tmux's own start-up
/// is measured the same way with a trivial program, as the baseline.
enum AppStartBench {
    static let rounds = 5
    /// A city centre of the generated world (Helsinki, CityVenueGenerator's first city).
    static let at = "60.1699,24.9384"

    static func run(databases: [(label: String, path: String)]) -> [BenchResult] {
        guard let exe = siblingExecutable("nearby") else {
            return [StoreBench.skipped("app: first frame", "the release nearby binary is not built next to nearby-bench")]
        }
        guard tmux(["-V"]) != nil else { return [StoreBench.skipped("app: first frame", "tmux not found")] }
        let baseline = median((0..<rounds).compactMap { _ in launch("printf '┌ ready\\n│>a\\n'; sleep 5", until: ["│>a"]).map(\.seconds) })
        var results: [BenchResult] = []
        for (label, path) in databases {
            var times: [Double] = []
            var peaks: [Double] = []
            for _ in 0..<rounds {
                guard let run = launch("exec '\(exe)' --db '\(path)' --at \(at)", until: ["venues within", "│>a"]) else { continue }
                times.append(run.seconds)
                if let peak = run.peakKiB { peaks.append(peak) }
            }
            guard !times.isEmpty else {
                results.append(StoreBench.skipped("app: first frame, \(label)", "the app did not draw a frame"))
                continue
            }
            results.append(BenchResult(name: "app: launch to first complete frame, \(label)", value: (median(times) ?? 0) * 1000,
                                       unit: "ms", baselineName: baseline == nil ? nil : "tmux + printf", baseline: baseline.map { $0 * 1000 },
                                       note: "median of \(times.count), 200×60; target < 80 ms"))
            if !peaks.isEmpty {
                results.append(BenchResult(name: "app: peak memory (VmHWM) after the first frame, \(label)",
                                           value: (peaks.max() ?? 0) / 1024, unit: "MiB",
                                           note: "target < 30 MB; most of it is code pages (our code and the static Swift runtime), not heap"))
            }
        }
        return results
    }

    /// Starts `command` in a fresh tmux server and polls the screen until every marker shows.
    static func launch(_ command: String, until markers: [String]) -> (seconds: Double, peakKiB: Double?)? {
        let socket = "nearby-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { _ = tmux(["-L", socket, "kill-server"]) }
        let start = now()
        guard tmux(["-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "b", "-x", "200", "-y", "60",
                    "LANG=C.UTF-8 sh -c \"\(command.replacingOccurrences(of: "\"", with: "\\\""))\""]) != nil else { return nil }
        while now() - start < 10 {
            if let screen = tmux(["-L", socket, "capture-pane", "-p", "-t", "b"]), markers.allSatisfy({ screen.contains($0) }) {
                let elapsed = now() - start
                let pid = tmux(["-L", socket, "display-message", "-p", "-t", "b", "#{pane_pid}"])?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                return (elapsed, pid.flatMap(peakMemoryKiB))
            }
            usleep(1000)
        }
        return nil
    }

    static func peakMemoryKiB(pid: String) -> Double? {
        guard let status = readText("/proc/\(pid)/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Double(line.split(separator: " ").dropFirst().first ?? "")
        }
        return nil
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        return values.sorted()[values.count / 2]
    }

    static func siblingExecutable(_ name: String) -> String? {
        guard let me = readLink("/proc/self/exe"), let slash = me.lastIndex(of: "/") else { return nil }
        let path = String(me[..<slash]) + "/" + name
        return access(path, X_OK) == 0 ? path : nil
    }

    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs tmux and returns its stdout (nil when it fails). Output goes through a file: a pipe
    /// would be held open by the tmux server that `new-session` forks.
    static func tmux(_ arguments: [String]) -> String? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-bench-tmux-\(getpid())").path
        defer { unlink(out) }
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        guard let status = StoreBench.spawn(["/bin/sh", "-c", "tmux \(quoted) 2>/dev/null"], environment: [], stdout: out),
              status == 0
        else { return nil }
        return readText(out) ?? ""
    }
}
