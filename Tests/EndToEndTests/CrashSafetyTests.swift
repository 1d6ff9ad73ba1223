import Foundation
import XCTest
import NearbyTestSupport

/// SIGKILL during fetch commits: `nearby list --fetch` receives 5,000 venues (new ids and a new
/// tag in every name on every request, so batches are told apart) and is killed at a random
/// moment around its commit, again and again. The database must pass `PRAGMA integrity_check`
/// throughout and hold only whole batches: every tag's row count is 0 or 5,000.
final class CrashSafetyTests: XCTestCase {
    static let batchSize = 5_000
    static let kills = 100

    /// One response body with a fixed-width tag ("b0000") at known offsets, re-tagged per request
    /// by overwriting those bytes, so no request pays for building 1 MB of JSON.
    struct TaggedBody: Sendable {
        let bytes: [UInt8]
        let offsets: [Int]
        static let placeholder = Array("b0000".utf8)

        init(count: Int) {
            // 3 km north of where `list` looks: listing stays instant however many batches pile up.
            bytes = Array(VenueFeed.v2(VenueFeed.many(count, tag: "b0000", north: 0.027)).utf8)
            var found: [Int] = []
            var i = 0
            while i + 5 <= bytes.count {
                if bytes[i] == 0x62, bytes[i..<(i + 5)].elementsEqual(Self.placeholder) {
                    found.append(i)
                    i += 5
                } else {
                    i += 1
                }
            }
            offsets = found
        }

        func tagged(_ batch: Int) -> [UInt8] {
            var copy = bytes
            let tag = Array(("b" + String(String(batch + 10_000).suffix(4))).utf8)
            copy.withUnsafeMutableBufferPointer { buffer in
                for offset in offsets { for k in 0..<5 { buffer[offset + k] = tag[k] } }
            }
            return copy
        }
    }

    func testSIGKILLDuringCommitsLeavesOnlyWholeBatches() throws {
        try ChildProcess.requireNearbyBinary()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-crash-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("venues.sqlite").path
        let started = Date()

        let body = TaggedBody(count: Self.batchSize)
        XCTAssertEqual(body.offsets.count, Self.batchSize * 2, "a tag in every id and every name")
        let server = try CommitKills.batchServer(serving: body)
        defer { server.stop() }
        let argv = [Tmux.binary, "list", "--fetch", "--provider", "foursquare", "--base-url", server.base,
                    "--format", "tsv", "--db", database]
        let environment = FaultMatrixTests.environment(directory)

        // One whole run first: it sets the time scale for the kills and proves a batch commits.
        let whole = try ChildProcess.run(argv, environment: environment)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        // A run killed before it printed anything counts as killed before its commit.
        var timing = CommitKills.Timing(wholeRun: whole.seconds)
        var rng = SplitMix64(seed: 4_096)
        for run in 1...Self.kills {
            let child = try ChildProcess(argv, environment: environment)
            Thread.sleep(forTimeInterval: timing.delay(using: &rng))
            child.kill(SIGKILL)
            let outcome = child.wait()
            timing.killed(beforeCommit: outcome.signalled && outcome.stdout.isEmpty)
            if run % 25 == 0 { try checkWholeBatches(database, run: run) }
        }
        let batches = try checkWholeBatches(database, run: Self.kills)
        print("crash safety: \(Self.kills) SIGKILLs survived (\(timing.early) before the listing, \(timing.late) during or after it), "
              + "integrity ok, \(batches) whole batches of \(Self.batchSize) committed, none partial, "
              + String(format: "%.1f s", Date().timeIntervalSince(started)))
        XCTAssertGreaterThan(batches, 1, "some killed runs had committed")
        XCTAssertLessThan(batches, Self.kills + 1, "some killed runs had not committed")
    }

    /// Asserts integrity and whole batches; returns the number of batches committed.
    @discardableResult
    func checkWholeBatches(_ database: String, run: Int, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try CommitKills.checkWholeBatches(database, batchSize: Self.batchSize, after: "kill \(run)", file: file, line: line)
    }
}
