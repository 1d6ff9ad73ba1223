import Foundation
import XCTest
import NearbyTestSupport

/// `ChildProcess.nearby` runs the app with none of this process's environment: not its config
/// (invalid here, so reading it would exit 2), keys or `NEARBY_*` settings.
final class HermeticChildTests: XCTestCase {
    func testNearbyReadsNothingOfTheTestRunner() throws {
        try ChildProcess.requireNearbyBinary()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let poison = try PoisonedEnvironment()
        defer { poison.restore() }
        let csv = try directory.write("one.csv", "id,name,lat,lon\nown-1,Own Cafe,60.17,24.94\n")
        let imported = try ChildProcess.nearby(["import", csv], directory: directory.path)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let list = try ChildProcess.nearby(["list", "--format", "tsv", "--at", "60.17,24.94"], directory: directory.path)
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(list.stderr, "")
        XCTAssertTrue(list.stdout.hasPrefix("id\tname\t"), list.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: poison.variables["XDG_DATA_HOME"] ?? ""), "wrote into the poisoned data folder")
    }
}
