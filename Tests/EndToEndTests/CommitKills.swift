import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// What the SIGKILL suites (`CrashSafetyTests` for `nearby list --fetch`, `AppCrashSafetyTests`
/// for the full-screen app) share: a server answering every search with the next tagged batch,
/// when to kill next, and the check that the database holds only whole batches.
enum CommitKills {
    /// A loopback server answering every request with `body` tagged for the next batch.
    static func batchServer(serving body: CrashSafetyTests.TaggedBody) throws -> LoopbackServer {
        let served = Atomic<Int>(0)
        return try LoopbackServer { _ in
            let batch = served.add(1, ordering: .relaxed).newValue
            return .respond(status: 200, headers: [("Content-Type", "application/json")], body: body.tagged(batch))
        }
    }

    /// The kill time follows the commit: a run killed before it committed (still fetching,
    /// decoding or committing) pushes the next kill later, one killed after pulls it earlier, so
    /// kills cluster around the end of the transaction, on both sides of COMMIT.
    struct Timing {
        private var aim: Double
        /// Kills that came before the commit, and at or after it.
        private(set) var early = 0, late = 0

        /// `wholeRun`: seconds a run took from start to its commit, unkilled.
        init(wholeRun: Double) { aim = max(0.05, wholeRun * 0.8) }

        /// Seconds to wait before the next kill, jittered.
        func delay(using generator: inout some RandomNumberGenerator) -> Double {
            aim * Double.random(in: 0.85...1.1, using: &generator)
        }

        mutating func killed(beforeCommit: Bool) {
            if beforeCommit {
                early += 1
                aim *= 1.04
            } else {
                late += 1
                aim *= 0.96
            }
        }
    }

    /// Asserts integrity and that every tag's row count is the whole batch (`after` names the
    /// moment in the messages); returns the number of batches committed.
    @discardableResult
    static func checkWholeBatches(_ database: String, batchSize: Int, after moment: String,
                                  file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let (snapshot, rows) = try DatabaseProbe.read(
            database, query: "SELECT substr(name, 1, 5), count(*) FROM venue GROUP BY 1 ORDER BY 1", hash: false)
        XCTAssertEqual(snapshot.integrity, "ok", "after \(moment)", file: file, line: line)
        var batches = 0
        for row in rows {
            let parts = row.split(separator: "\t").map(String.init)
            guard parts.count == 2, let count = Int(parts[1]) else {
                XCTFail("odd row \(row)", file: file, line: line)
                continue
            }
            XCTAssertEqual(count, batchSize, "batch \(parts[0]) after \(moment) is partial", file: file, line: line)
            batches += 1
        }
        XCTAssertEqual(snapshot.rows, batches * batchSize, "no rows outside whole batches", file: file, line: line)
        return batches
    }
}
