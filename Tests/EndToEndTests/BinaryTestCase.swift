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
        // Named for the test class, so a folder left behind by a crash says whose it is.
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("nearby-\(String(describing: type(of: self)))-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
        super.tearDown()
    }
}
