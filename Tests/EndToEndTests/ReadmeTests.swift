import Foundation
import XCTest
import NearbyTestSupport

/// README.md stays a front page a newcomer reads in two minutes, and its picture stays true:
/// short, with the two commands, the data credits and links that lead somewhere; its picture
/// is doc/screen.txt, which is what scripts/screenshot captures of the real app today.
final class ReadmeTests: XCTestCase {
    func text(_ path: String) throws -> String {
        try String(contentsOf: Tmux.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheFrontPageIsShortAndHasTheCommandsAndTheCredits() throws {
        let readme = try text("README.md")
        let lines = readme.components(separatedBy: "\n").count - 1
        XCTAssertLessThanOrEqual(lines, 150, "README.md is a front page: the reference goes to doc/REFERENCE.md")
        for needed in ["make run", "make test", "make bench", "doc/REFERENCE.md", "nearby.1",
                       "© OpenStreetMap contributors", "Open Database License", "Natural Earth", "GSHHG", "GeoNames",
                       "OpenMapTiles", "Assets/ATTRIBUTION.md"] {
            XCTAssertTrue(readme.contains(needed), "README.md lacks \(needed)")
        }
    }

    /// Every relative link of the front page and the documents in doc/ names a file that exists.
    func testEveryLinkLeadsToAFile() throws {
        let regex = try NSRegularExpression(pattern: #"\]\(([^)#:]+)(#[^)]*)?\)"#)
        for file in ["README.md", "doc/REFERENCE.md", "doc/DEVELOPMENT.md"] {
            let text = try text(file)
            let base = Tmux.packageRoot.appendingPathComponent(file).deletingLastPathComponent()
            let links = regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
            if file == "README.md" { XCTAssertGreaterThanOrEqual(links.count, 3, "README.md links to the documents") }
            for link in links {
                XCTAssertTrue(FileManager.default.fileExists(atPath: base.appendingPathComponent(link).path),
                              "\(file) links to \(link), which is not there")
            }
        }
    }

    /// README.md's fenced block between its screen markers.
    func readmePicture() throws -> String {
        let readme = try text("README.md")
        let start = try XCTUnwrap(readme.range(of: "<!-- screen: scripts/screenshot -->\n```text\n"), "README.md has no picture")
        let end = try XCTUnwrap(readme.range(of: "```\n<!-- /screen -->", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    func testTheReadmesPictureIsDocScreenTxt() throws {
        let picture = try readmePicture()
        XCTAssertEqual(picture, try text("doc/screen.txt"), "run scripts/screenshot")
        XCTAssertEqual(picture.components(separatedBy: "\n").count - 1, 30, "the picture is the 100×30 screen")
        XCTAssertTrue(picture.contains("© OpenStreetMap contributors"), picture)
    }

    /// The status bar's "fetched HH:MM" is the wall clock's, the one part that differs between runs.
    func withoutFetchTime(_ screen: String) -> String {
        screen.replacingOccurrences(of: #"fetched [0-9]{2}:[0-9]{2}"#, with: "fetched --:--", options: .regularExpression)
    }

    /// The real app captured now by the script (the binary under test, at 100×30 in tmux) is the
    /// picture kept in the repository.
    func testDocScreenTxtIsWhatTheScriptCapturesOfTheAppToday() throws {
        try ChildProcess.requireNearbyBinary()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screenshot-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("screen.txt").path
        let script = Tmux.packageRoot.appendingPathComponent("scripts/screenshot").path
        let run = try ChildProcess.run([script, out], environment: ["NEARBY_BIN": Tmux.binary])
        XCTAssertEqual(run.status, 0, run.stderr)
        let captured = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(captured.contains("venues within 500 m"), captured)
        XCTAssertEqual(withoutFetchTime(captured), withoutFetchTime(try text("doc/screen.txt")),
                       "the screen changed: run scripts/screenshot and commit doc/screen.txt and README.md")
    }
}
