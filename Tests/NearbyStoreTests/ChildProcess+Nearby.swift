import Foundation
import XCTest
import NearbyTestSupport

/// The real `nearby` binary for the store's end-to-end tests, on the shared `ChildProcess`.
extension ChildProcess {
    /// Runs `nearby` with `arguments` to the end.
    static func nearby(_ arguments: [String], directory: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try run([nearbyBinary] + arguments, directory: directory)
    }

    /// Runs `arguments` to the end from `directory`, in `ChildProcess`'s environment: a fresh
    /// temporary HOME and XDG folders, PATH and a UTF-8 locale, nothing of this process's.
    static func run(_ arguments: [String], directory: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let outcome = try run(["sh", "-c", "cd '\(directory)' && exec \(quoted)"])
        return (outcome.status, outcome.stdout, outcome.stderr)
    }
}

/// A fresh folder under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws -> String {
        let path = file(name)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
