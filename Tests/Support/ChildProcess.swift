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
    /// The fresh HOME made for this child when the test gave none; removed by `wait()`.
    private let madeHome: String?
    private let started = Date()

    /// The environment a child gets: PATH, `LANG=C.UTF-8`, a HOME and XDG config, data and
    /// cache folders (under HOME unless given), then `given` over them. Nothing else of the
    /// test runner's environment (its config, `FOURSQUARE_*`, `NEARBY_*`, `NO_COLOR`) leaks in.
    public static func environment(_ given: [String: String] = [:], home fallbackHome: String) -> [String: String] {
        let home = given["HOME"] ?? fallbackHome
        let base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
                    "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_DATA_HOME": home + "/.local/share",
                    "XDG_CACHE_HOME": home + "/.cache"]
        return given.merging(base) { given, _ in given }
    }

    /// Starts `argv` (looked up in PATH) in the environment `ChildProcess.environment` makes of
    /// `environment` (nil: only the defaults), with a fresh temporary HOME unless it names one.
    /// `stdin` is the child's whole input (empty by default).
    public init(_ argv: [String], environment: [String: String]? = nil, stdin: String = "") throws {
        let directory = FileManager.default.temporaryDirectory.path
        let tag = UUID().uuidString
        files = (directory + "/child-\(tag).in", directory + "/child-\(tag).out", directory + "/child-\(tag).err")
        guard FileManager.default.createFile(atPath: files.input, contents: Data(stdin.utf8)) else {
            throw ChildProcessError(message: "cannot write \(files.input)")
        }
        let home = environment?["HOME"] ?? directory + "/child-\(tag).home"
        madeHome = environment?["HOME"] == nil ? home : nil
        if let madeHome { try FileManager.default.createDirectory(atPath: madeHome, withIntermediateDirectories: true) }
        let env = Self.environment(environment ?? [:], home: home)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, files.input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, files.out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, files.err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawnp(&child, argv[0], &actions, nil, cArgs, cEnv)
        guard rc == 0 else {
            try? FileManager.default.removeItem(atPath: files.input)
            if let madeHome { try? FileManager.default.removeItem(atPath: madeHome) }
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
        for path in [files.input, files.out, files.err] + [madeHome].compactMap({ $0 }) {
            try? FileManager.default.removeItem(atPath: path)
        }
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
