import Foundation

/// A temporary directory for one test, removed when the test lets go of it.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-tiles-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }
}

/// Where the shared fixtures live: `../shared/fixtures` next to the package root.
enum SharedFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let mvt = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/mvt-fixtures")

    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    /// The optional tools venv that scripts/install-tools prepares (nil when absent).
    static func tool(_ name: String) -> String? {
        let path = packageRoot.appendingPathComponent(".build/tools/bin/" + name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
