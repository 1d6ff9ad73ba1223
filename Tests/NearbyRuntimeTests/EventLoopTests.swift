import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyRuntime

final class EventLoopTests: XCTestCase {
    /// Keys arriving every half millisecond (so no wait of the loop ever times out) still leave a
    /// tick every 120 ms, on schedule: the spinner turns and playback advances while you type.
    func testTicksArriveOnScheduleWhileAKeyIsHeldDown() throws {
        let clock = ManualClock()
        let start = clock.now()
        let source = HeldKey(clock: clock, every: 0.0005, from: start + 0.00025)
        let bus = try EventBus()
        let loop = EventLoop(source: source, bus: bus, clock: clock, tick: { .ticked(now: $0) }, tickInterval: 0.12)
        var ticks: [Double] = []
        var keys = 0
        loop.run(handle: { event in
            switch event {
            case .ticked: ticks.append(clock.now() - start)
            case .key: keys += 1
            default: break
            }
            return ticks.count == 10 || clock.now() - start > 5 ? .stop : .proceed
        })
        XCTAssertEqual(Double(keys), 2400, accuracy: 1, "every key of the 1.2 s is handled")
        XCTAssertFalse(source.timeouts.isEmpty)
        XCTAssertEqual(ticks.count, 10, "\(ticks)")
        for (k, time) in ticks.enumerated() {
            XCTAssertEqual(time, 0.12 * Double(k + 1), accuracy: 0.002, "tick \(k + 1) is on time")
        }
        XCTAssertTrue(source.timeouts.allSatisfy { $0 >= 0 && $0 <= 120 }, "poll never waits past the next tick")
    }

    /// Without keys the loop sleeps until the next tick, not in a busy loop.
    func testAnIdleLoopWaitsWholeTicks() throws {
        let clock = ManualClock()
        let start = clock.now()
        let source = HeldKey(clock: clock, every: 1000, from: start + 1000)
        let loop = EventLoop(source: source, bus: try EventBus(), clock: clock, tick: { .ticked(now: $0) }, tickInterval: 0.12)
        var ticks = 0
        loop.run(handle: { event in
            if case .ticked = event { ticks += 1 }
            return ticks == 5 ? .stop : .proceed
        })
        XCTAssertEqual(source.timeouts.count, 5, "one wait per tick: \(source.timeouts)")
        XCTAssertEqual(clock.now() - start, 0.6, accuracy: 0.006)
    }

    /// Work left for the next turn (an unfinished frame) makes the next wait a look at the input,
    /// not a sleep until the tick: the frame goes on at once, after whatever keys came.
    func testABusyLoopDoesNotWaitForTheTick() throws {
        let clock = ManualClock()
        let start = clock.now()
        let source = HeldKey(clock: clock, every: 1000, from: start + 1000)
        let loop = EventLoop(source: source, bus: try EventBus(), clock: clock, tick: { .ticked(now: $0) }, tickInterval: 0.12)
        var turnsLeft = 3
        var ticks = 0
        loop.run(handle: { event in
            if case .ticked = event { ticks += 1 }
            return ticks == 2 ? .stop : .proceed
        }, idle: { turnsLeft = max(0, turnsLeft - 1) }, busy: { turnsLeft > 0 })
        XCTAssertEqual(Array(source.timeouts.prefix(3)), [0, 0, 0], "three turns of work, none waiting: \(source.timeouts)")
        XCTAssertTrue(source.timeouts.dropFirst(3).allSatisfy { $0 > 0 }, "then whole ticks again: \(source.timeouts)")
    }

    /// An effect's result posted on the bus while an event is handled (as the app posts a venue
    /// load) comes back through the same loop, in order, before the batch's frame is drawn.
    func testResultsPostedWhileHandlingComeBackBeforeTheFrame() throws {
        let clock = ManualClock()
        let start = clock.now()
        let source = HeldKey(clock: clock, every: 0.05, from: start + 0.05)
        let bus = try EventBus()
        let loop = EventLoop(source: source, bus: bus, clock: clock, tick: { .ticked(now: $0) }, tickInterval: 10)
        var trace: [String] = []
        var keys = 0
        loop.run(handle: { event in
            switch event {
            case .key:
                keys += 1
                trace.append("key\(keys)")
                bus.post(.venuesLoaded([]))
            case .venuesLoaded:
                trace.append("loaded\(keys)")
                if keys == 3 { return .stop }
            default:
                trace.append("other")
            }
            return .proceed
        }, idle: { trace.append("frame") })
        XCTAssertEqual(trace, ["key1", "loaded1", "frame", "key2", "loaded2", "frame", "key3", "loaded3"])
    }

    /// A background thread's post wakes the real bus pipe and is drained in order.
    func testTheBusKeepsPostingOrderAcrossThreads() throws {
        let bus = try EventBus()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for count in 0..<100 { bus.post(.fetchCommitted(count: count, at: 0)) }
            done.signal()
        }
        done.wait()
        var fds = [pollfd(fd: bus.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        XCTAssertEqual(poll(&fds, 1, 0), 1, "the pipe is readable: poll would wake")
        let counts = bus.drain().compactMap { event -> Int? in
            if case .fetchCommitted(let count, _) = event { return count } else { return nil }
        }
        XCTAssertEqual(counts, Array(0..<100))
        XCTAssertEqual(poll(&fds, 1, 0), 0, "drained: the pipe is empty again")
    }
}
