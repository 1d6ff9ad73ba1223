#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A program run as a child process with posix_spawn and reaped with wait4, output to files,
/// with the figures wait4 reports (peak RSS). Foundation's Process is not used: its
/// waitUntilExit never returned here for `tmux new-session` (the forked server keeps inherited
/// descriptors), and pipes would wait on that server too.
public final class ChildProcess {
    public struct Outcome: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        public let status: Int32
        public let signalled: Bool
        public let stdout: String
        public let stderr: String
        /// Peak resident set size in KiB (`ru_maxrss`, getrusage(2)).
        public let peakKiB: Int
        public let seconds: Double
    }

    /// The package root, found from this file's path (Tests/Support/ChildProcess.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary under test: `$NEARBY_BIN`, else the debug build.
    public static var nearbyBinary: String {
        ProcessInfo.processInfo.environment["NEARBY_BIN"] ?? packageRoot.appendingPathComponent(".build/debug/nearby").path
    }

    public let pid: pid_t
    private let files: (input: String, out: String, err: String)
    private let started = Date()

    /// Starts `argv` (looked up in PATH). `environment` nil inherits ours; otherwise exactly
    /// that environment, plus PATH. `stdin` is the child's whole input (empty by default).
    public init(_ argv: [String], environment: [String: String]? = nil, stdin: String = "") throws {
        let directory = FileManager.default.temporaryDirectory.path
        let tag = UUID().uuidString
        files = (directory + "/child-\(tag).in", directory + "/child-\(tag).out", directory + "/child-\(tag).err")
        guard FileManager.default.createFile(atPath: files.input, contents: Data(stdin.utf8)) else {
            throw ChildProcessError(message: "cannot write \(files.input)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, files.input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, files.out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, files.err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let cArgs = argv.map { strdup($0) } + [nil]
        var cEnv: [UnsafeMutablePointer<CChar>?] = []
        if var env = environment {
            env["PATH"] = env["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        }
        defer { (cArgs + cEnv).forEach { free($0) } }
        var child: pid_t = 0
        let rc = environment == nil
            ? posix_spawnp(&child, argv[0], &actions, nil, cArgs, environ)
            : posix_spawnp(&child, argv[0], &actions, nil, cArgs, cEnv)
        guard rc == 0 else {
            try? FileManager.default.removeItem(atPath: files.input)
            throw ChildProcessError(message: "cannot run \(argv[0]): \(String(cString: strerror(rc)))")
        }
        pid = child
    }

    public func kill(_ signal: Int32 = SIGKILL) {
        _ = Glibc.kill(pid, signal)
    }

    /// Waits for the child to end and collects its output and figures.
    public func wait() -> Outcome {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Date().timeIntervalSince(started)
        let signalled = (status & 0x7F) != 0
        let code = signalled ? 128 + (status & 0x7F) : (status >> 8) & 0xFF
        let stdout = (try? String(contentsOfFile: files.out, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: files.err, encoding: .utf8)) ?? ""
        for path in [files.input, files.out, files.err] { try? FileManager.default.removeItem(atPath: path) }
        return Outcome(status: code, signalled: signalled, stdout: stdout, stderr: stderr,
                       peakKiB: Int(usage.ru_maxrss), seconds: seconds)
    }

    /// Runs to the end.
    public static func run(_ argv: [String], environment: [String: String]? = nil, stdin: String = "") throws -> Outcome {
        try ChildProcess(argv, environment: environment, stdin: stdin).wait()
    }
}

public struct ChildProcessError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
