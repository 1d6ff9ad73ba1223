#if canImport(Glibc)
import Glibc
#endif
import NearbyCLI

/// Reading the config file from disk and exporting its keys: the platform half of `ConfigFile`.
extension ConfigFile {
    /// Where the file is: `$XDG_CONFIG_HOME/nearby/config`, default `~/.config/nearby/config`.
    static var defaultPath: String {
        if let xdg = Platform.environment("XDG_CONFIG_HOME"), xdg.hasPrefix("/") { return xdg + "/nearby/config" }
        return (Platform.environment("HOME") ?? ".") + "/.config/nearby/config"
    }

    /// Reads the file if it exists; a missing file is an empty configuration.
    static func load(path: String = defaultPath, command: Subcommand) throws(UsageError) -> ConfigFile {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return try ConfigFile(text: "", path: path, command: command, isPrivate: true)
        }
        guard let text = Platform.readFile(path) else {
            throw UsageError("cannot read the config file \(path)")
        }
        let isPrivate = info.st_mode & 0o077 == 0
        return try ConfigFile(text: text, path: path, command: command, isPrivate: isPrivate)
    }

    /// Makes the file's secrets visible to the providers, unless the environment has them.
    func exportSecrets() {
        for (name, value) in secretValues where Platform.environment(name) == nil {
            setenv(name, value, 0)
        }
    }
}
