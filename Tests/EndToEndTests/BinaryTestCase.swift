import Foundation
import NearbyTestSupport
import XCTest

/// A test of the real binary with a fresh folder of its own (HOME, database, inputs), made
/// before each test and removed after it. The binary missing fails the test, never skips it.
class BinaryTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        try ChildProcess.requireNearbyBinary()
        // A short name: some tests read its paths back off an 120-column screen, unwrapped.
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
        super.tearDown()
    }
}
