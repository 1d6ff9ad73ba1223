#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The one way a test waits for something another thread or process does: poll until it holds.
/// The timeout only ends a test that would otherwise hang, and ends it as a failure (a thrown
/// error XCTest records), never as a skip: what the test checks is the condition.
public enum Wait {
    /// Polls `condition` until it holds. At `timeout` seconds throws `WaitTimedOut` naming `what`,
    /// the caller's line and `detail()` (the screen or the log, say). Between polls it runs
    /// `pause` (a semaphore wait, where one signals news), then sleeps `every` seconds.
    public static func until(_ what: String, timeout: Double = 30, every: Double = 0.01,
                             file: StaticString = #filePath, line: UInt = #line, detail: () -> String = { "" },
                             pause: () -> Void = {}, _ condition: () throws -> Bool) throws {
        _ = try value(what, timeout: timeout, every: every, file: file, line: line, detail: detail, pause: pause) {
            try condition() ? true : nil
        }
    }

    /// The first non-nil answer of `probe`, polled as `until` polls.
    public static func value<T>(_ what: String, timeout: Double = 30, every: Double = 0.01,
                                file: StaticString = #filePath, line: UInt = #line, detail: () -> String = { "" },
                                pause: () -> Void = {}, _ probe: () throws -> T?) throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let answer = try probe() { return answer }
            guard Date() < deadline else {
                throw WaitTimedOut(what: what, seconds: timeout, place: "\(file):\(line)", detail: detail())
            }
            pause()
            if every > 0 { usleep(useconds_t(every * 1_000_000)) }
        }
    }
}

/// A wait that ran out of time: the test fails with this as its message.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public let what: String
    public let seconds: Double
    public let place: String
    public let detail: String

    public var description: String {
        "timed out after \(seconds) s waiting for \(what) (\(place))" + (detail.isEmpty ? "" : "; \(detail)")
    }
}
