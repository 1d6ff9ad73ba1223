import Foundation
import NearbyTestSupport
import XCTest

/// Every message quoting outside text is terminal-safe: a name holding ESC ] 0 ; … BEL (which
/// retitles a window), a CSI and a bidi override, given to each command's error paths as a file
/// name, an argument, a config value, a tag value or a URL, comes back on stderr quoted as GNU
/// coreutils quotes it (`$'evil\e]0;x\a…'`), and no byte below 0x20 but the line break reaches
/// the terminal.
final class TerminalSafeMessagesTests: BinaryTestCase {
    static let evil = "evil\u{1B}]0;x\u{07}\u{1B}[2J\u{202E}"
    /// How the messages quote it.
    static let quoted = #"$'evil\e]0;x\a\e[2J\u202e'"#

    var environment: [String: String] {
        ["HOME": directory.path, "XDG_CONFIG_HOME": directory.path + "/config", "XDG_DATA_HOME": directory.path + "/data",
         "XDG_CACHE_HOME": directory.path + "/cache", "LANG": "C.UTF-8"]
    }

    func run(_ arguments: [String], stdin: String = "") throws -> ChildProcess.Outcome {
        try ChildProcess.run(["timeout", "30", Tmux.binary] + arguments, environment: environment, stdin: stdin)
    }

    /// The command fails, its stderr has no control byte but "\n", and it quotes `evil` as `quoted`.
    func assertSafe(_ arguments: [String], quoting quoted: String = TerminalSafeMessagesTests.quoted, status: Int32? = nil,
                    file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = try run(arguments)
        let shown = arguments.joined(separator: " ").debugDescription
        if let status { XCTAssertEqual(outcome.status, status, "\(shown): \(outcome.stderr.debugDescription)", file: file, line: line) }
        XCTAssertNotEqual(outcome.status, 0, shown, file: file, line: line)
        let controls = outcome.stderr.utf8.filter { $0 < 0x20 && $0 != 0x0A }
        XCTAssertEqual(controls, [], "\(shown): \(outcome.stderr.debugDescription)", file: file, line: line)
        XCTAssertFalse(outcome.stderr.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E },
                       "\(shown): \(outcome.stderr.debugDescription)", file: file, line: line)
        XCTAssertTrue(outcome.stderr.contains(quoted), "\(shown): \(outcome.stderr) does not quote it as \(quoted)", file: file, line: line)
        XCTAssertTrue(outcome.stderr.hasPrefix("nearby: "), "\(shown): \(outcome.stderr)", file: file, line: line)
    }

    func testFileNames() throws {
        let missing = directory.appendingPathComponent(Self.evil + ".csv").path
        let quotedPath = #"$'"# + directory.path + #"/evil\e]0;x\a\e[2J\u202e.csv'"#
        try assertSafe(["import", missing], quoting: quotedPath)
        try assertSafe(["tiles", "info", missing], quoting: quotedPath)
        try assertSafe(["snap", "--tiles", missing], quoting: quotedPath)
        try assertSafe(["snap", "--style", missing], quoting: quotedPath)
        try assertSafe(["--route", missing], quoting: quotedPath)
        try assertSafe(["list", "--provider", "tiles", "--fetch", "--tiles", missing], quoting: quotedPath)
        // A file that is there but is not what it should be.
        let bogus = directory.appendingPathComponent(Self.evil + ".mbtiles")
        try Data("not tiles\n".utf8).write(to: bogus)
        try assertSafe(["tiles", "info", bogus.path], quoting: #"$'"# + directory.path + #"/evil\e]0;x\a\e[2J\u202e.mbtiles'"#)
        let folder = directory.appendingPathComponent(Self.evil)
        try assertSafe(["list", "--db", folder.path + "/no/v.sqlite"], quoting: #"$'"# + directory.path + #"/evil\e]0;x\a\e[2J\u202e/no/v.sqlite'"#)
    }

    func testArgumentsAndValues() throws {
        try assertSafe(["--" + Self.evil], quoting: #"$'--evil\e]0;x\a\e[2J\u202e'"#, status: 2)
        try assertSafe(["list", "--at", Self.evil], status: 2)
        try assertSafe(["list", "--provider", Self.evil], status: 2)
        try assertSafe(["list", "--near", Self.evil], status: 2)
        try assertSafe(["list", "--format", Self.evil], status: 2)
        try assertSafe(["import", "--format", Self.evil, "x.csv"], status: 2)
        try assertSafe(["places", "--format", Self.evil], status: 2)
        try assertSafe(["hours", Self.evil], status: 2)
        try assertSafe(["list", "--base-url", Self.evil, "--provider", "overpass"], status: 2)
        try assertSafe(["tiles", "fetch", "--radius", "1", "--zooms", "10-12", "--near", Self.evil], status: 2)
    }

    func testConfigValues() throws {
        let config = directory.appendingPathComponent("config/nearby")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("provider = \(Self.evil)\n".utf8).write(to: config.appendingPathComponent("config"))
        try assertSafe(["list"], status: 2)
    }
}
