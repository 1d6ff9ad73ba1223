#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import XCTest
import NearbyRuntime

/// The workers' one thread type: the closure runs on a thread of its own, `join` waits for it
/// to end, and what the closure captured is let go once it has run.
final class JoinableThreadTests: XCTestCase {
    final class Witness: Sendable {
        let thread = Mutex<UInt?>(nil)
        let finished = Atomic<Bool>(false)
    }

    func testTheClosureRunsOnAnotherThreadAndJoinWaitsForIt() throws {
        let witness = Witness()
        let thread = JoinableThread()
        try thread.start {
            witness.thread.withLock { $0 = UInt(pthread_self()) }
            // Long enough that a join which did not wait would look before the store.
            usleep(100_000)
            witness.finished.store(true, ordering: .releasing)
        }
        thread.join()
        XCTAssertTrue(witness.finished.load(ordering: .acquiring))
        let ran = try XCTUnwrap(witness.thread.withLock { $0 })
        XCTAssertNotEqual(ran, UInt(pthread_self()))
    }

    func testWhatTheClosureCapturedIsReleasedAfterItRan() throws {
        weak var released: Witness?
        let thread = JoinableThread()
        do {
            let witness = Witness()
            released = witness
            try thread.start { witness.finished.store(true, ordering: .releasing) }
        }
        thread.join()
        XCTAssertNil(released)
    }

    func testJoinWithoutAThreadReturnsAndASecondJoinDoesNothing() throws {
        let idle = JoinableThread()
        idle.join()
        let witness = Witness()
        let thread = JoinableThread()
        try thread.start { witness.finished.store(true, ordering: .releasing) }
        thread.join()
        thread.join()
        XCTAssertTrue(witness.finished.load(ordering: .acquiring))
    }

    func testAStartFailureSaysWhyInWords() {
        XCTAssertEqual(JoinableThread.StartError(code: EAGAIN).description, "Resource temporarily unavailable")
    }
}
