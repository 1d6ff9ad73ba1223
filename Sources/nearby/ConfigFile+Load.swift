#if canImport(Glibc)
import Glibc
#endif
import NearbyCLI
import NearbyText

/// Reading the config file from disk and exporting its keys: the platform half of `ConfigFile`.
extension ConfigFile {
    /// Where the file is: `$XDG_CONFIG_HOME/nearby/config`, default `~/.config/nearby/config`.
    static var defaultPath: String { Paths.xdgDirectory("XDG_CONFIG_HOME", fallback: ".config") + "/config" }

    /// Reads the file if it exists; a missing file is an empty configuration.
    static func load(path: String = defaultPath, command: Subcommand) throws(UsageError) -> ConfigFile {
        // Checked before opening, so a FIFO is never opened (that would release a waiting writer);
        // a file nearby cannot even see (a folder on its path it may not enter, as for `setpriv`
        // under root's HOME) is no configuration.
        var info = stat()
        guard stat(path, &info) == 0 else { return try ConfigFile(text: "", path: path, command: command, isPrivate: true) }
        try check(info, path: path)
        // O_NONBLOCK: should the file have become a FIFO since, opening it must not wait.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw UsageError("cannot read the config file \(TerminalSafe.quoted(path)): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else {
            throw UsageError("cannot read the config file \(TerminalSafe.quoted(path)): \(String(cString: strerror(errno)))")
        }
        try check(info, path: path)
        // Read one byte past the cap, in case the file grew since fstat.
        var bytes = [UInt8](repeating: 0, count: maxBytes + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes[count...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw UsageError("cannot read the config file \(TerminalSafe.quoted(path)): \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            count += n
        }
        guard count <= maxBytes else { throw UsageError("the config file \(TerminalSafe.quoted(path)) is larger than \(maxBytes / 1024) KiB") }
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        let isPrivate = info.st_mode & 0o077 == 0
        return try ConfigFile(text: text, path: path, command: command, isPrivate: isPrivate)
    }

    /// Only a regular file of at most `maxBytes` is read: a FIFO would block, /dev/zero would never end.
    private static func check(_ info: stat, path: String) throws(UsageError) {
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw UsageError("the config file \(TerminalSafe.quoted(path)) is not a regular file")
        }
        guard info.st_size <= maxBytes else {
            throw UsageError("the config file \(TerminalSafe.quoted(path)) is larger than \(maxBytes / 1024) KiB")
        }
    }

    /// Makes the file's secrets visible to the providers, unless the environment has them.
    func exportSecrets() {
        for (name, value) in secretValues where Platform.environment(name) == nil {
            setenv(name, value, 0)
        }
    }
}
