import Foundation
import XCTest
import NearbyTestSupport

extension DocumentationTests {
    /// `nearby saved` is in the man page, the reference, `--help` and both completions.
    func testTheSavedCommandIsDocumentedEverywhere() throws {
        let page = try manPage()
        XCTAssertTrue(try section("SYNOPSIS", of: page).contains("nearby saved [--format table|json|gpx|geojson|kml]"))
        XCTAssertTrue(try section("OPTIONS", of: page).contains("\n --format table|json|gpx|geojson|kml\n"))
        let reference = try String(contentsOf: Tmux.packageRoot.appendingPathComponent("doc/REFERENCE.md"), encoding: .utf8)
        for text in ["## nearby saved\n", "| `--format table\\|json\\|gpx\\|geojson\\|kml` (saved) |", "nearby saved import FILE"] {
            XCTAssertTrue(reference.contains(text), "doc/REFERENCE.md lacks \(text)")
        }
        let help = try Spawn.run([Tmux.binary, "saved", "--help"]).output
        XCTAssertTrue(help.contains("nearby saved note ID TEXT") && help.contains("  --format F "), help)
        XCTAssertEqual(try complete(["nearby", "--db", "x.sqlite", "saved", ""]), "import note remove")
        XCTAssertEqual(try complete(["nearby", "saved", "--format", "g"]), "gpx geojson")
        XCTAssertEqual(try complete(["nearby", "saved", "--f"]), "--format")
        XCTAssertEqual(try complete(["nearby", "sa"]), "saved")
        let zsh = try String(contentsOf: Tmux.packageRoot.appendingPathComponent("completions/_nearby"), encoding: .utf8)
        XCTAssertTrue(zsh.contains("saved)") && zsh.contains("(table json gpx geojson kml)"))
    }
}
