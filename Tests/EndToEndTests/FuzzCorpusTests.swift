import Foundation
import XCTest
import NearbyTestSupport

/// Every seed and every crash ever found stays a regression test: the replay build of
/// `nearby-fuzz` runs each corpus file through its parser.
final class FuzzCorpusTests: XCTestCase {
    func testEveryCorpusReplaysWithoutACrash() throws {
        let driver = Tmux.packageRoot.appendingPathComponent(".build/debug/nearby-fuzz").path
        try ChildProcess.requireProgram(driver, "the replay build of nearby-fuzz (swift build --build-tests)")
        let corpus = Tmux.packageRoot.appendingPathComponent("Fuzz/corpus")
        let targets = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        XCTAssertGreaterThanOrEqual(targets.count, 4)
        for target in targets {
            let dir = corpus.appendingPathComponent(target)
            let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix(".") }
                .map { dir.appendingPathComponent($0).path }
            XCTAssertFalse(files.isEmpty, "\(target) has no seeds")
            let result = try Spawn.run([driver, target] + files)
            XCTAssertEqual(result.status, 0, "\(target): \(result.error)")
            XCTAssertTrue(result.output.contains("replayed \(files.count) inputs"), result.output)
        }
    }
}
