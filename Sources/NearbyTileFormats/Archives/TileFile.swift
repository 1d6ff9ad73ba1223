#if canImport(Glibc)
import Glibc
#endif

/// A read-only file read at offsets (pread), for archives that index into one big file.
package final class TileFile {
    let path: String
    package let size: UInt64
    private let descriptor: Int32

    package init(path: String) throws(TileArchiveError) {
        self.path = path
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer before the
        // regular-file check below could refuse it (open(2)); reads of a regular file ignore it.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw TileArchiveError(path: path, reason: "cannot open (\(String(cString: strerror(errno))))") }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            let kind = (info.st_mode & S_IFMT) == S_IFIFO ? "a FIFO" : (info.st_mode & S_IFMT) == S_IFDIR ? "a directory" : "a device or socket"
            throw TileArchiveError(path: path, reason: "not a regular file (\(kind))")
        }
        descriptor = fd
        size = UInt64(info.st_size)
    }

    deinit { close(descriptor) }

    /// Exactly `length` bytes at `offset`; a range past the end means the file is truncated or
    /// its index points outside it.
    package func read(offset: UInt64, length: UInt64, what: String) throws(TileArchiveError) -> [UInt8] {
        guard offset <= size, length <= size - offset else {
            throw TileArchiveError(path: path, reason: "\(what) lies past the end of the file (truncated, or the header is wrong)")
        }
        guard length <= UInt64(Int32.max) else { throw TileArchiveError(path: path, reason: "\(what) is implausibly large") }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw TileArchiveError(path: path, reason: "cannot read \(what) (\(n < 0 ? String(cString: strerror(errno)) : "end of file"))") }
            done += n
        }
        return bytes
    }
}
