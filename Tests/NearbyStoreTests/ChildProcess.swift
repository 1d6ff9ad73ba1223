#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

/// The real `nearby` binary run as a child process with posix_spawn and reaped with waitpid
/// (Foundation's Process.waitUntilExit can hang in this environment).
final class ChildProcess {
    let pid: pid_t
    let stdoutPath: String
    let stderrPath: String

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `$NEARBY_BIN`, else the debug build.
    static var binary: String {
        ProcessInfo.processInfo.environment["NEARBY_BIN"] ?? packageRoot.appendingPathComponent(".build/debug/nearby").path
    }

    static func requireBinary() throws {
        guard access(binary, X_OK) == 0 else {
            throw XCTSkip("no binary at \(binary): run `swift build` first")
        }
    }

    /// Starts `arguments[0]` with the rest as its arguments; stdout and stderr go to files in `directory`.
    init(_ arguments: [String], directory: String) throws {
        let tag = UUID().uuidString.prefix(8)
        stdoutPath = directory + "/out-\(tag).txt"
        stderrPath = directory + "/err-\(tag).txt"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, arguments[0], &actions, nil, argv, environ)
        guard rc == 0 else { throw XCTSkip("posix_spawn \(arguments[0]) failed: \(String(cString: strerror(rc)))") }
        pid = child
    }

    /// Runs `nearby` with `arguments` to the end.
    static func nearby(_ arguments: [String], directory: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try run([binary] + arguments, directory: directory)
    }

    static func run(_ arguments: [String], directory: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let child = try ChildProcess(arguments, directory: directory)
        let status = child.wait()
        return (status, child.output(child.stdoutPath), child.output(child.stderrPath))
    }

    /// Waits for the child; its exit status, or 128 + the signal that ended it.
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    func kill(_ signal: Int32 = SIGKILL) { _ = Glibc.kill(pid, signal) }

    func output(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
}

/// A fresh folder under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws -> String {
        let path = file(name)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
