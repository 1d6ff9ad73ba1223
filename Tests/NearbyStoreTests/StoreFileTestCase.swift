import XCTest
import NearbyTestSupport
@testable import NearbyStore

/// A test case with a venue store in a real file, in a temporary directory of its own that is
/// removed after each test.
class StoreFileTestCase: XCTestCase {
    var directory: TemporaryDirectory!
    var store: VenueStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        store = try VenueStore(path: directory.file("venues.sqlite"))
    }

    override func tearDown() {
        store = nil
        directory.remove()
        super.tearDown()
    }
}
