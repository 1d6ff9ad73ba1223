#if canImport(Glibc)
import Glibc
#endif

/// A one-line progress bar on standard error, drawn only when it is a terminal and at most
/// ten times a second; quiet otherwise (scripts and logs get the plan and the summary only).
struct TileProgress {
    let total: Int
    let enabled: Bool
    private var lastDrawn = 0.0
    private var drawn = false

    init(total: Int, enabled: Bool = isatty(2) == 1) {
        self.total = total
        self.enabled = enabled && total > 0
    }

    mutating func update(done: Int, bytes: Int, failed: Int, force: Bool = false) {
        guard enabled else { return }
        let now = Platform.now()
        guard force || now - lastDrawn >= 0.1 else { return }
        lastDrawn = now
        let width = 30
        let filled = total > 0 ? min(width, done * width / total) : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let percent = total > 0 ? done * 100 / total : 100
        var line = "\r[\(bar)] \(percent)% \(done)/\(total) tiles, \(TilesFetch.megabytes(bytes))"
        if failed > 0 { line += ", \(failed) failed" }
        // Erase the rest of the line: the new text may be shorter than the old.
        Self.write(line + "\u{1B}[K")
        drawn = true
    }

    /// Ends the bar's line so what follows starts on its own.
    mutating func finish() {
        guard enabled, drawn else { return }
        Self.write("\n")
        drawn = false
    }

    /// Writes to stderr without adding a newline (the bar redraws its own line).
    private static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            bytes = bytes.dropFirst(n)
        }
    }
}
