import Dispatch
import Synchronization
import XCTest
import NearbyRuntime

/// The one worker shell: a wake is work, `stop` cancels, wakes and joins, and the loop ends.
final class WorkerTests: XCTestCase {
    func testEachWakeRunsTheLoopAndStopEndsItAfterCancelling() throws {
        let worker = Worker()
        let rounds = Atomic<Int>(0), ended = Atomic<Bool>(false), cancelled = Atomic<Bool>(false)
        let ran = DispatchSemaphore(value: 0)
        try worker.start {
            while worker.waitForWork() {
                rounds.add(1, ordering: .relaxed)
                ran.signal()
            }
            ended.store(true, ordering: .relaxed)
        }
        for _ in 0..<3 {
            worker.wake()
            XCTAssertEqual(ran.wait(timeout: .now() + 10), .success, "a wake runs the loop once")
        }
        XCTAssertFalse(worker.isStopping)
        worker.stop { cancelled.store(true, ordering: .relaxed) }
        XCTAssertTrue(cancelled.load(ordering: .relaxed), "stop runs its cancel")
        XCTAssertTrue(ended.load(ordering: .relaxed), "stop returns only after the loop has ended")
        XCTAssertTrue(worker.isStopping)
        XCTAssertEqual(rounds.load(ordering: .relaxed), 3, "the wake from stop is not work")
    }

    func testStopBeforeAnyWorkEndsTheLoopAtOnce() throws {
        let worker = Worker()
        let rounds = Atomic<Int>(0)
        try worker.start {
            while worker.waitForWork() { rounds.add(1, ordering: .relaxed) }
        }
        worker.stop()
        XCTAssertEqual(rounds.load(ordering: .relaxed), 0)
    }
}

/// The coalescing worker: requests asked while one is worked on leave only the newest.
final class NewestRequestWorkerTests: XCTestCase {
    func testRequestsAskedWhileBusyCoalesceToTheNewest() throws {
        let cancelled = Atomic<Bool>(false)
        let worker = NewestRequestWorker<Int> { cancelled.store(true, ordering: .relaxed) }
        let taken = Mutex<[Int]>([])
        let busy = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), took = DispatchSemaphore(value: 0)
        try worker.start {
            while let request = worker.next() {
                taken.withLock { $0.append(request) }
                if request == 1 { busy.signal(); release.wait() }
                took.signal()
            }
        }
        worker.ask(1)
        XCTAssertEqual(busy.wait(timeout: .now() + 10), .success, "the first request is taken")
        for request in 2...5 { worker.ask(request) }
        release.signal()
        XCTAssertEqual(took.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(took.wait(timeout: .now() + 10), .success, "the newest is taken after the first")
        XCTAssertFalse(cancelled.load(ordering: .relaxed))
        worker.stop()
        XCTAssertTrue(cancelled.load(ordering: .relaxed), "stop runs the worker's cancel")
        XCTAssertEqual(taken.withLock { $0 }, [1, 5], "the requests asked while busy come down to the newest")
    }
}
