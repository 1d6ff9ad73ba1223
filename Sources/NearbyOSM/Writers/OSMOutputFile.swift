#if canImport(Glibc)
import Glibc
#endif

/// A file written from the start, created or truncated (the writers' only I/O).
final class OSMOutputFile {
    private let path: String
    private var descriptor: Int32

    init(path: String) throws(OSMWriteError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path, "cannot create") }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    func write(_ bytes: [UInt8]) throws(OSMWriteError) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Self.failure(path, "cannot write") }
            done += n
        }
    }

    func close() throws(OSMWriteError) {
        let status = Glibc.close(descriptor)
        descriptor = -1
        guard status == 0 else { throw Self.failure(path, "cannot finish") }
    }

    private static func failure(_ path: String, _ what: String) -> OSMWriteError {
        OSMWriteError("Nearby \(what) \(path) (\(String(cString: strerror(errno)))).")
    }
}
