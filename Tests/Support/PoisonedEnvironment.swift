import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a developer's shell may hold, set in this test process: a HOME and XDG_CONFIG_HOME whose
/// `nearby/config` is invalid (a `nearby` that reads it exits 2), API keys, `NO_COLOR` and
/// `NEARBY_*` settings. A test sets it to show that the programs it starts see none of it;
/// `restore()` puts the previous values back.
public final class PoisonedEnvironment {
    /// The folder holding the poisoned HOME and config, removed by `restore()`.
    public let folder: URL
    public let variables: [String: String]
    private var saved: [String: String?] = [:]

    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-poison-\(UUID().uuidString.prefix(8))")
        let home = folder.appendingPathComponent("home"), xdg = folder.appendingPathComponent("xdg-config")
        for config in [home.appendingPathComponent(".config/nearby"), xdg.appendingPathComponent("nearby")] {
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try "span = poisoned\n".write(to: config.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        }
        variables = ["HOME": home.path, "XDG_CONFIG_HOME": xdg.path,
                     "XDG_DATA_HOME": folder.appendingPathComponent("xdg-data").path,
                     "XDG_CACHE_HOME": folder.appendingPathComponent("xdg-cache").path,
                     "NO_COLOR": "1", "FOURSQUARE_API_KEY": "POISON-KEY", "FOURSQUARE_CLIENT_ID": "POISON-ID",
                     "FOURSQUARE_CLIENT_SECRET": "POISON-SECRET", "NEARBY_ASSETS": folder.appendingPathComponent("none").path,
                     "NEARBY_HTTP_TIMEOUT": "poisoned", "NEARBY_POISON": "1"]
        for (name, value) in variables {
            saved[name] = getenv(name).map { String(cString: $0) }
            setenv(name, value, 1)
        }
    }

    public func restore() {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        saved = [:]
        try? FileManager.default.removeItem(at: folder)
    }
}
