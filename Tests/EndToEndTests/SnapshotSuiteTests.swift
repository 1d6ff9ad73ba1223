import Foundation
import XCTest
import NearbyTestSupport

/// Whole frames of the map, as `nearby snap --format text` prints them, at a few fixed points
/// and zooms: Helsinki's streets at 500 m, its shore at 2 km in ASCII and at 8 km, the Baltic
/// at 1,000 km from the bundled archive, and Chicago at 3 km from the mvt-fixtures tiles.
/// The cases are `Tests/Snapshots/cases.txt`; the expected frames beside it are checked in and
/// regenerated with `scripts/record-snapshots` (after a change that is meant to change the
/// map: look at the diff before committing it).
final class SnapshotSuiteTests: BinaryTestCase {
    static let folder = Tmux.packageRoot.appendingPathComponent("Tests/Snapshots")

    func testEveryFrameIsAsRecorded() throws {
        let cases = try String(contentsOf: Self.folder.appendingPathComponent("cases.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        XCTAssertGreaterThanOrEqual(cases.count, 5)
        let archive = directory.appendingPathComponent("chicago.mbtiles").path
        var chicago = true
        do { try ChicagoArchive.make(at: archive) } catch is XCTSkip { chicago = false }
        let environment = ChildProcess.environment([:], home: directory.path)
        for line in cases {
            let name = String(line.prefix { $0 != ":" })
            let args = line.dropFirst(name.count + 1).split(separator: " ").map { String($0).replacing("{chicago}", with: archive) }
            if line.contains("{chicago}") && !chicago { continue }
            let expected = try String(contentsOf: Self.folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
            let result = try ChildProcess.run([Tmux.binary, "snap"] + args + ["--format", "text"], environment: environment)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stdout, expected, "\(name) (scripts/record-snapshots regenerates it):\n" + result.stdout)
        }
    }
}
