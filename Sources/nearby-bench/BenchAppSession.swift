import Foundation

/// The real app started for a bench as a first start: in a fresh home (its own HOME and XDG
/// folders, `NEARBY_ASSETS` given), logging to `log`, in a 200×60 tmux server of its own.
enum BenchAppSession {
    /// Runs `body` with the log and the tmux socket of an app started as
    /// `exe --log LOG arguments` in session `session`; the server is ended and the home removed
    /// after. nil when the home or the server could not be made.
    static func with<T>(exe: String, assets: String, session: String, arguments: String,
                        _ body: (_ log: String, _ socket: String) -> T?) -> T? {
        var template = Array((FileManager.default.temporaryDirectory.path + "/nearby-bench-\(session)-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let home = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let log = home + "/app.log"
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
                           "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": home + "/state", "NEARBY_ASSETS": assets,
                           "LANG": "C.UTF-8"].map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        // A server of its own each time: one being killed may still hold a socket of the same name.
        let socket = "nearby-bench-\(session)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { _ = AppStartBench.tmux(["-L", socket, "kill-server"]) }
        guard AppStartBench.tmux(["-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "200", "-y", "60",
                                  "exec env \(environment) '\(exe)' --log '\(log)' \(arguments)"]) != nil
        else { return nil }
        return body(log, socket)
    }
}
