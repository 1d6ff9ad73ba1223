import Foundation

/// One tmux control-mode client (`tmux -C`) attached to the bench's private server: the pane is
/// captured by writing a command and reading its reply block, with no process started per
/// capture. Polling by spawning `sh` and `tmux` every millisecond cost a few milliseconds of
/// CPU each time on a 2-core machine, taken from the very app being timed.
final class TmuxControl {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []

    init?(socket: String, session: String) {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `ignore-size`: the client's own size (80×24 by default) must not resize the pane;
        // `no-output`: the pane's output is not copied to the client (only replies are read).
        process.arguments = ["tmux", "-L", socket, "-C", "attach-session", "-f", "ignore-size,no-output", "-t", session]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // The attach command's own reply comes first; the marker's reply says the client is ready.
        guard send("display-message -p ready") else {
            close()
            return nil
        }
        var ready = false
        for _ in 0..<4 where !ready {
            guard let reply = block() else { break }
            ready = reply.contains("ready")
        }
        guard ready else {
            close()
            return nil
        }
    }

    /// The pane's text, or nil when the client is gone.
    func capture(_ target: String) -> String? {
        command("capture-pane -p -t \(target)")
    }

    /// Sends one command and returns its reply (nil on `%error` or a closed client).
    func command(_ line: String) -> String? {
        guard send(line) else { return nil }
        return block()
    }

    func close() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    private func send(_ line: String) -> Bool {
        do {
            try input.fileHandleForWriting.write(contentsOf: Array((line + "\n").utf8))
            return true
        } catch {
            return false
        }
    }

    /// The reply to the next command of ours: the lines between `%begin` and `%end` of a block
    /// whose flags are 1 (a command this client sent). The attach command's own block (flags
    /// 0) may come after the first reply, and notifications outside blocks (`%session-changed`
    /// …) come at any time: both are skipped.
    private func block() -> String? {
        var inside = false
        var ours = false
        var lines: [String] = []
        while let line = nextLine() {
            if !inside {
                if line.hasPrefix("%begin ") {
                    inside = true
                    ours = line.split(separator: " ").last == "1"
                    lines = []
                }
                continue
            }
            if line.hasPrefix("%end ") || line.hasPrefix("%error ") {
                inside = false
                guard ours else { continue }
                return line.hasPrefix("%end ") ? lines.joined(separator: "\n") : nil
            }
            lines.append(line)
        }
        return nil
    }

    private func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(output.fileHandleForReading.fileDescriptor, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }
}
