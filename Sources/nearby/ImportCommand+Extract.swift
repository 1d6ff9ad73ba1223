#if canImport(Glibc)
import Glibc
#endif
import NearbyCLI
import NearbyOSM
import NearbyStore

extension ImportCommand {
    /// Whether `path` is to be imported as an OpenStreetMap extract: `--format osm`, or, with no
    /// `--format`, a regular file whose first bytes are a PBF header or OSM XML (plain or gzip).
    /// Pipes and standard input are left to the registry (read once, they cannot be sniffed
    /// here), which names the OSM content and refuses it.
    static func isExtract(path: String, format: String?) -> Bool {
        if let format { return format == "osm" }
        // Only a regular file is sniffed: opening a FIFO, even to look, would let its writer start
        // and then lose its reader (the import proper opens it once, as the other formats).
        var info = stat()
        guard path != "-", stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              case .success(let descriptor) = Platform.openRegularFile(path) else { return false }
        defer { close(descriptor) }
        var prefix = [UInt8](repeating: 0, count: 1 << 16)
        var filled = 0
        while filled < prefix.count {
            let count = prefix.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count <= 0 { break }
            filled += count
        }
        return OSMSniff.format(of: Array(prefix[0..<filled])) != nil
    }

    /// `nearby import EXTRACT`: the cafés and the walking graph in one transaction; progress on
    /// a terminal (bytes, rate, time left), the summary on stdout.
    static func runExtract(path: String, options: Options) throws {
        guard path != "-" else {
            throw RuntimeFailure("an OpenStreetMap extract is read in three passes, so import needs it as a file, not standard input")
        }
        let store = try VenueStore(path: try Setup.databasePath(options))
        let showProgress = isatty(2) == 1
        var meter = ExtractProgressLine(file: path)
        let outcome = try ExtractImport(path: path).run(into: store, now: Platform.unixTime()) { progress in
            guard showProgress, let line = meter.line(progress) else { return }
            writeProgress(line)
        }
        if showProgress { writeProgress("\r\u{1B}[K") }
        try StandardOutput.write(outcome.report(file: path))
    }
}

/// The progress line of an extract's import: the pass, bytes read of all three passes, the rate
/// and the time left, redrawn at most ten times a second.
struct ExtractProgressLine {
    let file: String
    private var lastDrawn = -1.0

    init(file: String) { self.file = file }

    /// The line to draw now (from `\r`, ending by clearing the rest), or nil when the last is recent.
    mutating func line(_ progress: ExtractImport.Progress) -> String? {
        guard progress.seconds - lastDrawn >= 0.1 || progress.bytesDone == progress.bytesTotal else { return nil }
        lastDrawn = progress.seconds
        return "\r" + Self.text(file: file, progress) + "\u{1B}[K"
    }

    static func text(file: String, _ progress: ExtractImport.Progress) -> String {
        var text = "importing \(file): \(progress.passName) (pass \(progress.pass) of 3), "
            + "\(megabytes(progress.bytesDone)) of \(megabytes(progress.bytesTotal)) MB"
        if progress.seconds > 0.2, progress.bytesDone > 0 {
            let rate = Double(progress.bytesDone) / progress.seconds
            let left = Double(progress.bytesTotal - progress.bytesDone) / rate
            text += ", \(megabytes(Int(rate))) MB/s, \(Int(left.rounded(.up))) s left"
        }
        return text
    }

    /// Megabytes with one decimal.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
