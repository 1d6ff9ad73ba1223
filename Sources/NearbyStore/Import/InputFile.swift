#if canImport(Glibc)
import Glibc
#endif
import NearbyText

/// An import's input read front to back in chunks, once: a file, a FIFO, a pipe, or standard
/// input (`-`). The first bytes can be looked at to guess the format and are then handed out
/// again by `read`, so nothing is read twice and a pipe works like a file. (The libc calls of
/// an import live here.)
public final class InputFile {
    /// The path as given; `-` is standard input.
    public let path: String
    /// Size in bytes when the input is a regular file, else 0.
    public let size: Int
    /// Bytes handed out by `read` so far.
    public private(set) var bytesRead = 0
    private let file: UnsafeMutablePointer<FILE>
    /// Bytes read ahead by `prefix(count:)` and not handed out yet.
    private var pending: [UInt8] = []
    private var pendingIndex = 0

    public init(path: String) throws(ImportError) {
        let name = path == "-" ? "standard input" : TerminalSafe.quoted(path)
        let opened: UnsafeMutablePointer<FILE>?
        if path == "-" {
            // A duplicate, so closing this input leaves the process's own standard input alone.
            let fd = dup(0)
            opened = fd >= 0 ? fdopen(fd, "rb") : nil
        } else {
            opened = fopen(path, "rb")
        }
        guard let file = opened else {
            throw .cannotRead(path: name, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        if fstat(fileno(file), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            fclose(file)
            throw .cannotRead(path: name, reason: "it is a directory")
        }
        self.file = file
        self.path = path
        size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
    }

    deinit { fclose(file) }

    /// How messages name the input: a file name quoted as outside text.
    public var name: String { path == "-" ? "standard input" : TerminalSafe.quoted(path) }

    /// Fills `buffer` (up to `count` bytes, growing it as needed) with the next bytes; returns
    /// how many were read, 0 at the end of the input.
    public func read(into buffer: inout [UInt8], count: Int) throws(ImportError) -> Int {
        if buffer.count < count { buffer = [UInt8](repeating: 0, count: count) }
        let n: Int
        if pendingIndex < pending.count {
            n = min(count, pending.count - pendingIndex)
            buffer.withUnsafeMutableBufferPointer { target in
                pending.withUnsafeBufferPointer { source in
                    for i in 0..<n { target[i] = source[pendingIndex + i] }
                }
            }
            pendingIndex += n
            if pendingIndex == pending.count { pending = [] }
        } else {
            n = try readFile(into: &buffer, count: count)
        }
        bytesRead += n
        return n
    }

    private func readFile(into buffer: inout [UInt8], count: Int) throws(ImportError) -> Int {
        let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, file) }
        if n < count, ferror(file) != 0 {
            throw .cannotRead(path: name, reason: String(cString: strerror(errno)))
        }
        return n
    }

    /// Up to `count` bytes from the start of the input, for guessing its format; `read` hands
    /// them out again. Call before the first `read`.
    public func prefix(count: Int) throws(ImportError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let n = try readFile(into: &buffer, count: count)
        pending = Array(buffer[0..<n])
        pendingIndex = 0
        return pending
    }

    /// The rest of the input.
    public func readAll() throws(ImportError) -> [UInt8] {
        var all: [UInt8] = []
        all.reserveCapacity(size)
        var buffer: [UInt8] = []
        while true {
            let n = try read(into: &buffer, count: 1 << 20)
            if n == 0 { return all }
            all.append(contentsOf: buffer[0..<n])
        }
    }
}
