import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import nearby
import NearbyApp
import NearbyFormats
import NearbyGeo
import NearbySQLite
import NearbyStore
import NearbyTestSupport

/// The saved places' worker on a real database file: it does what it is asked in order, on its
/// own thread and connection, reports the places after each change on the bus only, waits out a
/// lock another connection holds without ever blocking the asker, says when it gave up, and
/// finishes what was asked before it stops.
final class SavedWorkerTests: XCTestCase {
    final class Events: Sendable {
        let list = Mutex<[Event]>([])
        let arrived = DispatchSemaphore(value: 0)
        var report: @Sendable (Event) -> Void { { [self] event in list.withLock { $0.append(event) }; arrived.signal() } }
        func wait(for count: Int, timeout: Double = 10) -> Bool {
            for _ in 0..<count where arrived.wait(timeout: .now() + timeout) == .timedOut { return false }
            return true
        }
        var all: [Event] { list.withLock { $0 } }
    }

    var scratch: ScratchDirectory!
    var path: String { scratch.path + "/venues.sqlite" }

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        _ = try VenueStore(path: path)  // the schema, as the app's reading connection makes it
    }

    func venue(_ id: String, north: Double) -> Venue {
        Venue(provider: "test", id: id, name: "Café \(id)", address: "Street \(id)",
              coordinate: Geodesic.destination(from: Coordinate(latitude: 60.169, longitude: 24.9435), azimuth: 0, distance: north))
    }

    /// The places and change of each `savedLoaded`, in order (a failure fails the test).
    func loads(_ events: [Event], file: StaticString = #filePath, line: UInt = #line) -> [([SavedPlace], SavedChange)] {
        events.compactMap { event in
            switch event {
            case .savedLoaded(let places, let change): return (places, change)
            default:
                XCTFail("\(event)", file: file, line: line)
                return nil
            }
        }
    }

    func testChangesAreDoneInTheOrderAskedAndReportedWithThePlacesAfterThem() throws {
        let events = Events()
        let worker = SavedWorker(databasePath: path, report: events.report)
        XCTAssertTrue(worker.start())
        let a = venue("a", north: 10), b = venue("b", north: 20)
        for command in [SavedEdit.load, .toggle(a), .toggle(b), .toggle(a)] { worker.ask(command) }
        XCTAssertTrue(events.wait(for: 4))
        var answers = loads(events.all)
        XCTAssertEqual(answers.map(\.1), [.loaded, .saved(name: "Café a"), .saved(name: "Café b"), .removed(name: "Café a")])
        XCTAssertEqual(answers.map { $0.0.map(\.key.id) }, [[], ["a"], ["a", "b"], ["b"]])
        let number = try XCTUnwrap(answers.last?.0.first?.number)
        worker.ask(.note(number: number, text: "window seat 好"))
        worker.ask(.remove(number: number))
        worker.ask(.remove(number: number))
        worker.ask(.note(number: number, text: "gone"))
        XCTAssertTrue(events.wait(for: 4))
        answers = loads(events.all)
        XCTAssertEqual(answers.suffix(4).map(\.1), [.noted(name: "Café b"), .removed(name: "Café b"), .unchanged, .unchanged])
        XCTAssertEqual(answers[4].0.first?.note, "window seat 好")
        XCTAssertEqual(answers.last?.0, [])
        worker.stop()
    }

    /// A worker started while another connection holds the database's write lock (returned, to
    /// let go of): 20 tries of 100 ms each before it gives up.
    func workerBehindALock(_ events: Events) throws -> (SavedWorker, Database) {
        let holder = try Database(path: path)
        try holder.execute("BEGIN IMMEDIATE")
        let worker = SavedWorker(databasePath: path, busyTimeout: 100, attempts: 20, report: events.report)
        XCTAssertTrue(worker.start())
        return (worker, holder)
    }

    func testALockedDatabaseNeverBlocksTheAskerIsWaitedForThenSaid() throws {
        let events = Events()
        let (worker, holder) = try workerBehindALock(events)
        worker.ask(.toggle(venue("a", north: 10)))
        // Asking only hands the command over: it returns while the worker still has tries left
        // (20 of 100 ms each), so nothing is said yet.
        XCTAssertTrue(events.all.isEmpty, "asking returns at once, whatever the database: \(events.all)")
        XCTAssertTrue(events.wait(for: 1))
        guard case .savedFailed(let reason)? = events.all.first else { return XCTFail("\(events.all)") }
        XCTAssertTrue(reason.contains("locked"), reason)
        XCTAssertGreaterThanOrEqual(worker.lockedTries, 20, "every try refused before giving up")
        // Once the other writer lets go, the same change goes through.
        try holder.execute("ROLLBACK")
        worker.ask(.toggle(venue("a", north: 10)))
        XCTAssertTrue(events.wait(for: 1))
        guard case .savedLoaded(let places, .saved)? = events.all.last else { return XCTFail("\(events.all)") }
        XCTAssertEqual(places.map(\.key.id), ["a"])
        worker.stop()
    }

    func testALockLetGoOfWhileWaitingLosesNothing() throws {
        let events = Events()
        let (worker, holder) = try workerBehindALock(events)
        worker.ask(.toggle(venue("a", north: 10)))
        worker.ask(.toggle(venue("b", north: 20)))
        try Wait.until("the worker tried twice against the lock") { worker.lockedTries >= 2 }
        XCTAssertTrue(events.all.isEmpty, "nothing said while it still tries")
        try holder.execute("ROLLBACK")
        XCTAssertTrue(events.wait(for: 2))
        XCTAssertEqual(loads(events.all).map(\.1), [.saved(name: "Café a"), .saved(name: "Café b")])
        worker.stop()
    }

    func testStopFinishesWhatWasAskedFirst() throws {
        let events = Events()
        let worker = SavedWorker(databasePath: path, report: events.report)
        XCTAssertTrue(worker.start())
        for i in 0..<25 { worker.ask(.toggle(venue("v\(i)", north: Double(i)))) }
        worker.stop()
        XCTAssertEqual(events.all.count, 25)
        XCTAssertEqual(try VenueStore(path: path).savedPlaces().count, 25, "every save asked was committed before the thread ended")
    }
}
