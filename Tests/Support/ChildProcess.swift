#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NearbyFormats
import NearbyText

/// A program run as a child process with posix_spawn and reaped with waitpid, output to files,
/// optionally with its peak memory measured by GNU time. Foundation's Process is not used: its
/// waitUntilExit never returned here for `tmux new-session` (the forked server keeps inherited
/// descriptors), and pipes would wait on that server too.
///
/// Why not wait4's `ru_maxrss`: posix_spawn is a vfork, so until exec the child runs in this
/// (xctest) process's memory, and at exec Linux copies that memory's high-water mark into the
/// new program's maxrss (`setmax_mm_hiwater_rss`, fs/exec.c). Every child would "peak" at the
/// test process's size (38 MB for `true` here, more as the suite grows). GNU time forks the
/// command from its own small process, so the figure it writes (`%M`) is the command's own.
public final class ChildProcess {
    public struct Outcome: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        public let status: Int32
        public let signalled: Bool
        public let stdout: String
        public let stderr: String
        /// Peak resident set size in KiB of the command and of every process it waited for
        /// (time(1)'s `%M`); nil unless started with `measure: true`, so a memory bound cannot
        /// be asserted on a child that was not measured.
        public let peakKiB: Int?
        public let seconds: Double
    }

    /// The package root, found from this file's path (Tests/Support/ChildProcess.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary under test: `$NEARBY_BIN`, else the debug build.
    public static var nearbyBinary: String {
        ProcessInfo.processInfo.environment["NEARBY_BIN"] ?? packageRoot.appendingPathComponent(".build/debug/nearby").path
    }

    /// Fails (never skips) when the binary under test is not there: every test target that runs
    /// it depends on the `nearby` product, so `swift test` builds it first; only a `NEARBY_BIN`
    /// naming no program, or a build that did not finish, gets here.
    public static func requireNearbyBinary() throws {
        try requireProgram(nearbyBinary, "build it (swift build) or fix NEARBY_BIN")
    }

    /// Fails when no program is at `path`, saying `remedy`.
    public static func requireProgram(_ path: String, _ remedy: String) throws {
        guard access(path, X_OK) == 0 else { throw ChildProcessError(message: "no program at \(path): \(remedy)") }
    }

    /// The child's process id; with `measure`, that of GNU time, which leads its own process group.
    public let pid: pid_t
    /// Where GNU time writes its figures, when measured.
    private let peakFile: String?
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
    /// `stdin` is the child's whole input (empty by default). With `measure` the command runs
    /// under GNU time (`/usr/bin/time`, package `time`), so `Outcome.peakKiB` is its own peak.
    public init(_ argv: [String], environment: [String: String]? = nil, stdin: String = "", measure: Bool = false) throws {
        let directory = FileManager.default.temporaryDirectory.path
        let tag = UUID().uuidString
        files = (directory + "/child-\(tag).in", directory + "/child-\(tag).out", directory + "/child-\(tag).err")
        peakFile = measure ? directory + "/child-\(tag).peak" : nil
        if measure && access(Self.timeProgram, X_OK) != 0 {
            throw ChildProcessError(message: "measuring a child's memory needs GNU time at \(Self.timeProgram): run scripts/install-deps")
        }
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
        // Measured, time leads a process group of its own, so `kill` reaches the command too.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if measure {
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        let command = peakFile.map { [Self.timeProgram, "-f", "%M", "-o", $0, "--"] + argv } ?? argv
        let cArgs = command.map { strdup($0) } + [nil]
        let cEnv = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawnp(&child, command[0], &actions, &attributes, cArgs, cEnv)
        guard rc == 0 else {
            try? FileManager.default.removeItem(atPath: files.input)
            if let madeHome { try? FileManager.default.removeItem(atPath: madeHome) }
            throw ChildProcessError(message: "cannot run \(argv[0]): \(String(cString: strerror(rc)))")
        }
        pid = child
    }

    /// GNU time: it forks the command from its own small process and reports the command's peak.
    static let timeProgram = "/usr/bin/time"

    /// Sends `signal` to the child (measured: to time and the command, its process group).
    public func kill(_ signal: Int32 = SIGKILL) {
        _ = Glibc.kill(peakFile == nil ? pid : -pid, signal)
    }

    /// Waits for the child to end and collects its output and figures.
    public func wait() -> Outcome {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = Date().timeIntervalSince(started)
        var signalled = (status & 0x7F) != 0
        let code = signalled ? 128 + (status & 0x7F) : (status >> 8) & 0xFF
        var peakKiB: Int?
        if let peakFile {
            // time exits 128 + the signal that ended the command and says so on a line before `%M`.
            let lines = ((try? String(contentsOfFile: peakFile, encoding: .utf8)) ?? "").split(separator: "\n")
            signalled = signalled || lines.contains { $0.hasPrefix("Command terminated by signal ") }
            peakKiB = lines.last.flatMap { Int($0) }
        }
        let stdout = (try? String(contentsOfFile: files.out, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: files.err, encoding: .utf8)) ?? ""
        for path in [files.input, files.out, files.err] + [madeHome, peakFile].compactMap({ $0 }) {
            try? FileManager.default.removeItem(atPath: path)
        }
        return Outcome(status: code, signalled: signalled, stdout: stdout, stderr: stderr, peakKiB: peakKiB, seconds: seconds)
    }

    /// Runs to the end; with `measure`, under GNU time (see `init`).
    public static func run(_ argv: [String], environment: [String: String]? = nil, stdin: String = "",
                           measure: Bool = false) throws -> Outcome {
        try ChildProcess(argv, environment: environment, stdin: stdin, measure: measure).wait()
    }
}

public struct ChildProcessError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
