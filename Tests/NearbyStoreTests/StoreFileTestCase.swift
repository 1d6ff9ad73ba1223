import XCTest
import NearbyTestSupport
@testable import NearbyStore

/// A test case with a temporary directory of its own, made before each test and removed after it.
class FolderTestCase: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory?.remove()
        super.tearDown()
    }
}

/// A test case with a venue store in a real file, in its own temporary directory.
class StoreFileTestCase: FolderTestCase {
    var store: VenueStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = try VenueStore(path: directory.file("venues.sqlite"))
    }

    override func tearDown() {
        store = nil
        super.tearDown()
    }
}

/// A test case that runs the real binary from its own temporary directory: the binary missing
/// fails the test (the target depends on the product, so `swift test` builds it first).
class BinaryFolderTestCase: FolderTestCase {
    override func setUpWithError() throws {
        try ChildProcess.requireNearbyBinary()
        try super.setUpWithError()
    }
}
