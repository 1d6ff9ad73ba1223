import Foundation

/// The app as a new user first starts it (an empty home, the offline default at Helsinki, in a
/// 200×60 tmux pane): its peak memory (VmHWM) once it has settled — the gazetteer read
/// (`placesLoaded`), the map drawn whole (`mapComplete`), a frame with no tile loading and no
/// walk pending — and then sat idle for 10 s. The first start is the heavier one: it also
/// imports the bundled extract's walking graph and cafés.
enum SettledMemoryBench {
    static let rounds = 3
    static let idleSeconds: UInt32 = 10
    static let targetMiB = 24.0
    /// How long the app may take to settle before the round is given up.
    static let settleLimit = 30.0

    static func run() -> [BenchResult] {
        let name = "app: peak memory (VmHWM) settled, gazetteer read, 10 s idle, 200×60"
        guard let exe = AppStartBench.siblingExecutable("nearby") else {
            return [StoreBench.skipped(name, "the release nearby binary is not built next to nearby-bench")]
        }
        guard let assets = assetsDirectory() else { return [StoreBench.skipped(name, "no Assets folder")] }
        guard AppStartBench.tmux(["-V"]) != nil else { return [StoreBench.skipped(name, "tmux not found")] }
        let peaks = (0..<rounds).compactMap { _ in settledPeakKiB(exe: exe, assets: assets) }
        guard let peak = peaks.max() else { return [StoreBench.skipped(name, "the app did not settle")] }
        let spread = peaks.map { BenchResult.format($0 / 1024) }.joined(separator: ", ")
        return [BenchResult(name: name, value: peak / 1024, unit: "MiB",
                            note: "max of \(peaks.count) first starts (\(spread)); target ≤ \(BenchResult.format(targetMiB)) MiB")]
    }

    /// One first start in a fresh home: VmHWM in KiB after it settled and idled, or nil.
    static func settledPeakKiB(exe: String, assets: String) -> Double? {
        BenchAppSession.with(exe: exe, assets: assets, session: "settled", arguments: "") { log, socket in
            guard let pid = AppStartBench.tmux(["-L", socket, "display-message", "-p", "-t", "settled", "#{pane_pid}"])?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            else { return nil }
            return peakKiB(pid: pid, log: log)
        }
    }

    /// VmHWM in KiB of the app `pid` logging to `log`, once it settled and idled; nil when it did not settle.
    private static func peakKiB(pid: String, log: String) -> Double? {
        let deadline = now() + settleLimit
        while !settled(log) {
            guard now() < deadline else { return nil }
            usleep(20_000)
        }
        sleep(idleSeconds)
        guard settled(log) else { return nil }  // still there (not quit on an error)
        return AppStartBench.peakMemoryKiB(pid: pid)
    }

    /// Whether the log shows the gazetteer read, the map whole, and a last frame with no tile
    /// loading and no walk pending.
    static func settled(_ log: String) -> Bool {
        guard let text = readText(log), text.contains("\"event\":\"placesLoaded\""), text.contains("\"event\":\"mapComplete\""),
              !text.contains("\"event\":\"stopped\""),
              let frame = text.split(separator: "\n").last(where: { $0.contains("\"event\":\"frameDrawn\"") })
        else { return false }
        return frame.contains("\"tilesLoading\":0") && frame.contains("\"walking\":0")
    }
}
