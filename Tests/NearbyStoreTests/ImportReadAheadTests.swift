import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// The import decodes a batch ahead on its own thread: a write that fails stops the reading
/// (nothing hangs, nothing past the failure is written), and what it reports is in file order.
final class ImportReadAheadTests: FolderTestCase {
    func venues(_ count: Int) -> [ImportItem] {
        (0..<count).map { index in
            .venue(Venue(provider: "import", id: "v\(index)", name: "Kahvila \(index)", address: "",
                         coordinate: Coordinate(latitude: Double(index % 170) - 85, longitude: Double(index % 360) - 180)))
        }
    }

    func testAFailedCommitStopsTheReadingAndKeepsTheBatchesBefore() throws {
        let path = directory.file("locked.sqlite")
        let store = try VenueStore(path: path, busyTimeout: 50)
        let other = try Database(path: path)
        let decoder = BufferedVenueDecoder(items: venues(1000))
        var locked = false
        let summary = VenueImporter(store: store, batchSize: 100).run(decoder) { progress in
            // After the first commit another connection takes the write lock: the second batch's
            // BEGIN IMMEDIATE fails once the busy timeout has passed.
            guard progress.committed, !locked else { return }
            locked = (try? other.execute("BEGIN IMMEDIATE")) != nil
        }
        XCTAssertTrue(locked)
        try other.execute("ROLLBACK")
        guard case .store = summary.failure else { return XCTFail("expected a store failure, got \(String(describing: summary.failure))") }
        XCTAssertEqual(summary.inserted, 100)
        XCTAssertEqual(summary.commits, 1)
        XCTAssertEqual(try store.count(), 100)
        // The reader ran at most a batch ahead of the failed one, and then stopped.
        XCTAssertLessThanOrEqual(decoder.progress.done, 400, "the reading went on after the write failed")
        XCTAssertEqual(try ImportCrashTests.check(path), 100)
    }

    func testSkipsAcrossBatchesAreReportedInFileOrder() throws {
        let store = try VenueStore(path: ":memory:")
        var items = venues(450)
        for index in stride(from: 440, through: 0, by: -40) {
            items.insert(.skipped(ImportSkip(position: "record \(index)", kind: "bad latitude")), at: index)
        }
        let summary = VenueImporter(store: store, batchSize: 64).run(BufferedVenueDecoder(items: items))
        XCTAssertNil(summary.failure)
        XCTAssertEqual(summary.inserted, 450)
        XCTAssertEqual(summary.commits, 8)
        XCTAssertEqual(summary.skipped, 12)
        XCTAssertEqual(summary.listedSkips.map(\.position), stride(from: 0, through: 440, by: 40).map { "record \($0)" })
    }
}
