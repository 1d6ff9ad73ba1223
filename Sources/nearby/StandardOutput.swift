#if canImport(Glibc)
import Glibc
#endif

/// Everything nearby prints on stdout goes through here, so a failed write is reported like
/// coreutils does ("nearby: write error: No space left on device", exit 1) instead of being lost.
/// A closed pipe (`| head -1`) is the reader's choice and ends the output quietly.
enum StandardOutput {
    /// Whether stdout was closed when nearby started (`nearby list >&-`). Checked before any
    /// file is opened, so a later `open` that reuses descriptor 1 cannot be mistaken for stdout.
    static let closedAtStart: Bool = fcntl(1, F_GETFD) == -1

    /// Records the state of descriptors 0–2, then points the closed ones at /dev/null, so that no
    /// database or log file opened later lands on them and receives our output.
    static func reserveDescriptors() {
        _ = closedAtStart
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 {
            let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
    }

    /// Writes all of `text`; throws the sentence for any failure but a closed pipe.
    static func write(_ text: String) throws(RuntimeFailure) {
        if closedAtStart { throw failure(EBADF) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EPIPE { return }
                throw failure(code)
            }
            bytes = bytes.dropFirst(n)
        }
    }

    private static func failure(_ code: Int32) -> RuntimeFailure {
        RuntimeFailure("write error: " + String(cString: strerror(code)))
    }
}
