#if canImport(Glibc)
import Glibc
#endif

/// A file read front to back in chunks (the libc calls of an import live here).
final class InputFile {
    let path: String
    /// Size in bytes when the file is a regular file, else 0.
    let size: Int
    private(set) var bytesRead = 0
    private let file: UnsafeMutablePointer<FILE>

    init(path: String) throws(ImportError) {
        guard let file = fopen(path, "rb") else {
            throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        if fstat(fileno(file), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            fclose(file)
            throw .cannotRead(path: path, reason: "it is a directory")
        }
        self.file = file
        self.path = path
        size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
    }

    deinit { fclose(file) }

    /// Fills `buffer` (up to its capacity `count`) with the next bytes; returns how many were read,
    /// 0 at the end of the file.
    func read(into buffer: inout [UInt8], count: Int) throws(ImportError) -> Int {
        if buffer.count < count { buffer = [UInt8](repeating: 0, count: count) }
        let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, file) }
        if n < count, ferror(file) != 0 {
            throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
        }
        bytesRead += n
        return n
    }

    /// The rest of the file.
    func readAll() throws(ImportError) -> [UInt8] {
        var all: [UInt8] = []
        all.reserveCapacity(size)
        var buffer: [UInt8] = []
        while true {
            let n = try read(into: &buffer, count: 1 << 20)
            if n == 0 { return all }
            all.append(contentsOf: buffer[0..<n])
        }
    }

    /// Up to `count` bytes from the start of the file at `path`, for guessing its format.
    static func prefix(of path: String, count: Int) throws(ImportError) -> [UInt8] {
        let file = try InputFile(path: path)
        var buffer: [UInt8] = []
        let n = try file.read(into: &buffer, count: count)
        return Array(buffer[0..<n])
    }
}
