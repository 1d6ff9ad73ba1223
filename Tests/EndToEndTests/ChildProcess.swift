#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The binary under test as a child process with its own environment, output to files, and the
/// figures `wait4` reports (peak RSS). posix_spawn, not Foundation's Process (see `Spawn`).
final class ChildProcess {
    struct Outcome {
        /// The exit status, or 128 + the signal that ended it.
        let status: Int32
        let signalled: Bool
        let stdout: String
        let stderr: String
        /// Peak resident set size in KiB (`ru_maxrss`, getrusage(2)).
        let peakKiB: Int
        let seconds: Double
    }

    let pid: pid_t
    private let out: String
    private let err: String
    private let started = Date()

    /// Starts `argv` with exactly `environment` (plus PATH), stdin from /dev/null.
    init(_ argv: [String], environment: [String: String]) throws {
        let directory = FileManager.default.temporaryDirectory.path
        out = directory + "/child-\(UUID().uuidString).out"
        err = directory + "/child-\(UUID().uuidString).err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var env = environment
        env["PATH"] = env["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawnp(&child, argv[0], &actions, nil, cArgs, cEnv)
        guard rc == 0 else { throw TmuxError(message: "cannot run \(argv[0]): error \(rc)") }
        pid = child
    }

    func kill(_ signal: Int32 = SIGKILL) {
        _ = Glibc.kill(pid, signal)
    }

    /// Waits for the child to end and collects its output and figures.
    func wait() -> Outcome {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Date().timeIntervalSince(started)
        let signalled = (status & 0x7F) != 0
        let code = signalled ? 128 + (status & 0x7F) : (status >> 8) & 0xFF
        let stdout = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        for path in [out, err] { try? FileManager.default.removeItem(atPath: path) }
        return Outcome(status: code, signalled: signalled, stdout: stdout, stderr: stderr,
                       peakKiB: Int(usage.ru_maxrss), seconds: seconds)
    }

    /// Runs to the end.
    static func run(_ argv: [String], environment: [String: String]) throws -> Outcome {
        try ChildProcess(argv, environment: environment).wait()
    }
}
