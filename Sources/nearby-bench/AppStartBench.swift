import Foundation
import NearbyCLI

/// The real app, started in a private tmux server on a big database: time from its exec to the
/// first complete frame (list rows drawn from the store) on screen, to the whole map (its
/// `mapComplete` in the log), and its peak memory. The server is running and a control client
/// attached before the clock starts, so tmux's own start is not timed; a trivial program shown
/// the same way is the baseline (what the pane and the polling add).
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
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-bench-launch-\(getpid()).log").path
        defer { unlink(log) }
        for (label, path) in databases {
            var times: [Double] = []
            var peaks: [Double] = []
            var maps: [Double] = []
            for _ in 0..<rounds {
                unlink(log)
                guard let run = launch("exec '\(exe)' --db '\(path)' --at \(at) --log '\(log)'", until: ["venues within", "│>a"], log: log)
                else { continue }
                times.append(run.seconds)
                if let peak = run.peakKiB { peaks.append(peak) }
                if let map = run.mapSeconds { maps.append(map) }
            }
            guard !times.isEmpty else {
                results.append(StoreBench.skipped("app: first frame, \(label)", "the app did not draw a frame"))
                continue
            }
            results.append(BenchResult(name: "app: launch to first complete frame, \(label)", value: (median(times) ?? 0) * 1000,
                                       unit: "ms", baselineName: baseline == nil ? nil : "printf in tmux", baseline: baseline.map { $0 * 1000 },
                                       note: "median of \(times.count), 200×60, the list's rows on screen; target < 80 ms"))
            if !maps.isEmpty {
                results.append(BenchResult(name: "app: launch to the whole map (mapComplete), \(label)", value: (median(maps) ?? 0) * 1000,
                                           unit: "ms", baselineName: baseline == nil ? nil : "printf in tmux", baseline: baseline.map { $0 * 1000 },
                                           note: "median of \(maps.count): every tile of the view drawn, by the log's clock (ms)"))
            }
            if !peaks.isEmpty {
                results.append(BenchResult(name: "app: peak memory (VmHWM) after the first frame, \(label)",
                                           value: (peaks.max() ?? 0) / 1024, unit: "MiB",
                                           note: "before the gazetteer, the whole map and the walks: the settled peak is the memory row"))
            }
        }
        return results
    }

    /// Starts `command` in a fresh tmux server and polls the screen until every marker shows,
    /// through one control-mode client (no process started per poll), from when the command is
    /// let go in the running server. With `log`, also waits
    /// for the app's `mapComplete` in that log file and returns its time from the start too.
    static func launch(_ command: String, until markers: [String], log: String? = nil)
        -> (seconds: Double, peakKiB: Double?, mapSeconds: Double?)? {
        let socket = "nearby-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { _ = tmux(["-L", socket, "kill-server"]) }
        // The server, its session and the control client first, the command held by a shell
        // that waits for a line: the clock starts when the command is let go, so it times the
        // command (the app from its exec) and the pane showing it, not tmux's own start.
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-bench-go-\(getpid())").path
        unlink(fifo)
        guard mkfifo(fifo, 0o600) == 0 else { return nil }
        defer { unlink(fifo) }
        let gated = "read line < '\(fifo)'; " + command
        guard tmux(["-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "b", "-x", "200", "-y", "60",
                    "LANG=C.UTF-8 sh -c \"\(gated.replacingOccurrences(of: "\"", with: "\\\""))\""]) != nil,
              let control = TmuxControl(socket: socket, session: "b")
        else { return nil }
        defer { control.close() }
        let wallStart = Date().timeIntervalSince1970
        let start = now()
        let go = open(fifo, O_WRONLY)
        guard go >= 0 else { return nil }
        _ = write(go, "go\n", 3)
        Foundation.close(go)
        while now() - start < 10 {
            guard let screen = control.capture("b") else { return nil }
            if markers.allSatisfy({ screen.contains($0) }) {
                let elapsed = now() - start
                let pid = control.command("display-message -p -t b '#{pane_pid}'")?.trimmingCharacters(in: .whitespacesAndNewlines)
                let peak = pid.flatMap(peakMemoryKiB)
                return (elapsed, peak, log.flatMap { mapCompleteTime(in: $0, since: wallStart) })
            }
            usleep(500)
        }
        return nil
    }

    /// Seconds from `wallStart` (Unix time) to the first `mapComplete` the app logs, waited
    /// for up to 5 s.
    static func mapCompleteTime(in log: String, since wallStart: Double) -> Double? {
        let deadline = now() + 5
        while now() < deadline {
            if let text = readText(log), let line = text.split(separator: "\n").first(where: { $0.contains("\"event\":\"mapComplete\"") }),
               let stamp = line.split(separator: "\"").dropFirst(3).first,
               let date = logClock.date(from: String(stamp)) {
                return date.timeIntervalSince1970 - wallStart
            }
            usleep(2000)
        }
        return nil
    }

    /// The log's clock: ISO 8601 in UTC with milliseconds ("2026-12-02T17:40:44.259Z").
    nonisolated(unsafe) static let logClock: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

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
