import Foundation
import XCTest

/// Drives the real `nearby` binary in a private tmux server (its own socket, so tests never
/// touch a user's sessions): start, send keys, capture the pane, wait for text.
final class Tmux {
    let socket: String
    let session = "nearby"
    let directory: URL

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary under test: `$NEARBY_BIN`, else the debug build.
    static var binary: String {
        ProcessInfo.processInfo.environment["NEARBY_BIN"] ?? packageRoot.appendingPathComponent(".build/debug/nearby").path
    }

    init() throws {
        socket = "nearby-test-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            throw XCTSkip("no binary at \(Self.binary): run `make test` (it builds first)")
        }
    }

    /// Starts `command` (a shell command line) in a width × height UTF-8 terminal.
    func start(_ command: String, width: Int = 120, height: Int = 40, environment: [String: String] = [:]) throws {
        var env = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "screen-256color",
                   "XDG_DATA_HOME": directory.appendingPathComponent("data").path]
        env.merge(environment) { _, new in new }
        // The command goes into a script file, so no layer of shell quoting can expand `$?` early.
        let exports = env.sorted { $0.key < $1.key }.map { "export \($0.key)='\($0.value)'" }.joined(separator: "\n")
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
        try run(["send-keys", "-t", session, "-l", text])
    }

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
    }

    func capture(escapes: Bool = false) throws -> [String] {
        let text = try run(["capture-pane", "-p", "-t", session] + (escapes ? ["-e"] : []))
        return text.components(separatedBy: "\n")
    }

    /// Waits until the screen satisfies `condition`, or fails with the last screen.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
                 _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var screen: [String] = []
        while Date() < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("timed out waiting for \(what); screen:\n" + screen.joined(separator: "\n"), file: file, line: line)
        throw XCTSkip("gave up waiting for \(what)")
    }

    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try waitFor("'\(text)'", timeout: timeout, file: file, line: line) { $0.joined(separator: "\n").contains(text) }
    }

    func kill() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let result = try Spawn.run(["tmux", "-u", "-L", socket] + arguments)
        guard result.status == 0 else {
            throw TmuxError(message: "tmux \(arguments.first ?? "") failed with status \(result.status)")
        }
        return result.output
    }
}

/// Runs a program and waits for it with posix_spawn + waitpid. Foundation's Process is not
/// used: its waitUntilExit never returned for `tmux new-session` (whose forked server keeps
/// inherited descriptors), and output goes to a file for the same reason.
enum Spawn {
    static func run(_ argv: [String], stdin: String? = nil) throws -> (status: Int32, output: String, error: String) {
        let dir = FileManager.default.temporaryDirectory
        let out = dir.appendingPathComponent("spawn-\(UUID().uuidString).out").path
        let err = dir.appendingPathComponent("spawn-\(UUID().uuidString).err").path
        let input = dir.appendingPathComponent("spawn-\(UUID().uuidString).in").path
        _ = FileManager.default.createFile(atPath: input, contents: Data((stdin ?? "").utf8))
        defer { for p in [out, err, input] { try? FileManager.default.removeItem(atPath: p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var pid: pid_t = 0
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        let rc = posix_spawnp(&pid, argv[0], &actions, nil, cArgs, environ)
        guard rc == 0 else { throw TmuxError(message: "cannot run \(argv[0]): error \(rc)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        return (exit, output, error)
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
