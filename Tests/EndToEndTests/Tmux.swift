import Foundation
import XCTest
import NearbyTestSupport
import NearbyCLI
import NearbyFormats
import NearbyText

/// Drives the real `nearby` binary in a private tmux server (its own socket, so tests never
/// touch a user's sessions): start, send keys, capture the pane, wait for text.
final class Tmux {
    let socket: String
    let session = "nearby"
    let directory: URL

    /// The package root and the binary under test, as `ChildProcess` finds them.
    static var packageRoot: URL { ChildProcess.packageRoot }
    static var binary: String { ChildProcess.nearbyBinary }

    /// Where the app under test keeps its event log and database, in the test's own folder.
    var logPath: String { directory.appendingPathComponent("events.jsonl").path }
    var databasePath: String { directory.appendingPathComponent("venues.sqlite").path }

    init() throws {
        socket = "nearby-test-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try ChildProcess.requireNearbyBinary()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("home"), withIntermediateDirectories: true)
    }

    /// What the tmux server, and so every pane, starts from: only `ChildProcess.environment`
    /// with HOME and the XDG folders inside the test's folder, a UTF-8 locale and TERM.
    var environment: [String: String] {
        ChildProcess.environment(["LC_ALL": "C.UTF-8", "TERM": "screen-256color",
                                  "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
                                  "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
                                  "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path],
                                 home: directory.appendingPathComponent("home").path)
    }

    /// Starts `command` (a shell command line) in a width × height UTF-8 terminal, in
    /// `self.environment` with `environment` over it (an empty value still sets the variable).
    func start(_ command: String, width: Int = 120, height: Int = 40, environment: [String: String] = [:]) throws {
        let env = self.environment.merging(environment) { _, new in new }
        // The command goes into a script file, so no layer of shell quoting can expand `$?` early.
        let exports = env.sorted { $0.key < $1.key }
            .map { "export \($0.key)='\($0.value.replacingOccurrences(of: "'", with: "'\\''"))'" }.joined(separator: "\n")
        let script = directory.appendingPathComponent("run.sh")
        try (exports + "\n" + command + "\n").write(to: script, atomically: true, encoding: .utf8)
        try run(["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)",
                 "sh '\(script.path)'"])
        try run(["set-option", "-t", session, "remain-on-exit", "on"])
    }

    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", session] + keys)
    }

    /// Sends literal text (no key-name lookup).
    func type(_ text: String) throws {
        try run(["send-keys", "-t", session, "-l", "--", text])
    }

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
    }

    func capture(escapes: Bool = false) throws -> [String] {
        let text = try run(["capture-pane", "-p", "-t", session] + (escapes ? ["-e"] : []))
        return text.components(separatedBy: "\n")
    }

    /// Waits until the screen satisfies `condition`, or fails with the last screen (see `Wait`).
    /// A capture starts tmux, so the screen is read every 50 ms, not more often. tmux shows the
    /// program's output as it reads it, so a frame may be caught half written: `condition` must
    /// hold everything the caller then asserts of the screen, not one sign of it.
    /// `escapes`: the screen with its colours and attributes (`capture-pane -e`).
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 30, escapes: Bool = false, file: StaticString = #filePath,
                 line: UInt = #line, _ condition: ([String]) -> Bool) throws -> [String] {
        var screen: [String] = []
        try Wait.until(what, timeout: timeout, every: 0.05, file: file, line: line,
                       detail: { "screen:\n" + screen.joined(separator: "\n") }) {
            screen = try capture(escapes: escapes)
            return condition(screen)
        }
        return screen
    }

    /// Waits until the screen stays the same over `quiet` seconds: tmux has read what the
    /// program wrote so far (for counting the bytes of what comes next, say).
    func waitForQuiet(_ quiet: TimeInterval = 0.3, timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line) throws {
        var last = try capture(escapes: true)
        var since = Date()
        try Wait.until("the screen to stay the same for \(quiet) s", timeout: timeout, every: 0.05, file: file, line: line,
                       detail: { "screen:\n" + last.joined(separator: "\n") }) {
            let screen = try capture(escapes: true)
            if screen != last {
                last = screen
                since = Date()
            }
            return Date().timeIntervalSince(since) >= quiet
        }
    }

    /// Waits until the event log satisfies `condition`, or fails with the log so far.
    func waitForLog(_ what: String, timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line,
                    _ condition: (LogFile) -> Bool) throws {
        let log = LogFile(logPath)
        try Wait.until(what, timeout: timeout, file: file, line: line, detail: { "log:\n" + log.text }) { condition(log) }
    }

    /// The bytes the program wrote to the terminal while `action` ran (`tmux pipe-pane`). The
    /// pipe is closed after it and the count read once `cat` has written everything and exited.
    func bytesWritten(while action: () throws -> Void) throws -> Int {
        let out = directory.appendingPathComponent("pipe-\(UUID().uuidString.prefix(8))").path
        try run(["pipe-pane", "-t", session, "cat > '\(out)'; touch '\(out).done'"])
        try action()
        try run(["pipe-pane", "-t", session])
        try Wait.until("the pipe-pane to finish writing \(out)") { FileManager.default.fileExists(atPath: out + ".done") }
        return (try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
    }

    /// The screen once the app (started with `--log logPath`) logged a frame with every map tile
    /// loaded — tiles load off the main thread — and built (not left for the next frame by the
    /// frame's budget), with no walk still being worked out (the route worker answers after the
    /// rows: a screen compared later must already show the walking times), and `condition`
    /// holds. The log is read before
    /// the screen, so the screen shows that frame or a later one.
    func waitForSettledMap(_ what: String, timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line,
                           _ condition: ([String]) -> Bool) throws -> [String] {
        var screen: [String] = []
        let log = LogFile(logPath)
        try Wait.until(what, timeout: timeout, every: 0.05, file: file, line: line,
                       detail: { "screen:\n" + screen.joined(separator: "\n") }) {
            guard let last = log.events("frameDrawn").last, last["tilesLoading"] as? Int == 0,
                  (last["unfinished"] as? Int ?? 0) == 0, (last["walking"] as? Int ?? 0) == 0 else { return false }
            screen = try capture()
            return condition(screen)
        }
        return screen
    }

    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try waitFor("'\(text)'", timeout: timeout, file: file, line: line) { $0.joined(separator: "\n").contains(text) }
    }

    /// The pane's title, as escape sequences from the program may have set it.
    func paneTitle() throws -> String {
        try run(["display-message", "-p", "-t", session, "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func kill() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        // The first command starts the server: it gets the hermetic environment, never ours.
        let result = try ChildProcess.run(["tmux", "-u", "-L", socket] + arguments, environment: environment)
        guard result.status == 0 else {
            throw TmuxError(message: "tmux \(arguments.first ?? "") failed with status \(result.status)")
        }
        return result.stdout
    }
}

/// Runs a program to the end (see `ChildProcess`, whose environment it gets): its status,
/// stdout and stderr.
enum Spawn {
    static func run(_ argv: [String], stdin: String? = nil,
                    environment: [String: String]? = nil) throws -> (status: Int32, output: String, error: String) {
        let outcome = try ChildProcess.run(argv, environment: environment, stdin: stdin ?? "")
        return (outcome.status, outcome.stdout, outcome.stderr)
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
