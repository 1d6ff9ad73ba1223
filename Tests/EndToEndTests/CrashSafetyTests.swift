import Foundation
import NearbyTestSupport
import Synchronization
import XCTest

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
        guard FileManager.default.isExecutableFile(atPath: Tmux.binary) else { throw XCTSkip("no binary at \(Tmux.binary)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-crash-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("venues.sqlite").path
        let started = Date()

        let body = TaggedBody(count: Self.batchSize)
        XCTAssertEqual(body.offsets.count, Self.batchSize * 2, "a tag in every id and every name")
        let served = Atomic<Int>(0)
        let server = try LoopbackServer { _ in
            let batch = served.add(1, ordering: .relaxed).newValue
            return .respond(status: 200, headers: [("Content-Type", "application/json")], body: body.tagged(batch))
        }
        defer { server.stop() }
        let argv = [Tmux.binary, "list", "--fetch", "--provider", "foursquare", "--base-url", server.base,
                    "--format", "tsv", "--db", database]
        let environment = FaultMatrixTests.environment(directory)

        // One whole run first: it sets the time scale for the kills and proves a batch commits.
        let whole = try ChildProcess.run(argv, environment: environment)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        // The kill time follows the commit: a run killed before it printed anything (still
        // fetching, decoding or committing) pushes the next kill later, one that printed pulls it
        // earlier, so kills cluster around the end of the transaction, on both sides of COMMIT.
        var aim = max(0.05, whole.seconds * 0.8)
        var early = 0, late = 0
        var rng = SplitMix64(seed: 4_096)
        for run in 1...Self.kills {
            let child = try ChildProcess(argv, environment: environment)
            Thread.sleep(forTimeInterval: aim * Double.random(in: 0.85...1.1, using: &rng))
            child.kill(SIGKILL)
            let outcome = child.wait()
            if outcome.signalled && outcome.stdout.isEmpty {
                early += 1
                aim *= 1.04
            } else {
                late += 1
                aim *= 0.96
            }
            if run % 25 == 0 { try checkWholeBatches(database, run: run) }
        }
        let batches = try checkWholeBatches(database, run: Self.kills)
        print("crash safety: \(Self.kills) SIGKILLs survived (\(early) before the listing, \(late) during or after it), "
              + "integrity ok, \(batches) whole batches of \(Self.batchSize) committed, none partial, "
              + String(format: "%.1f s", Date().timeIntervalSince(started)))
        XCTAssertGreaterThan(batches, 1, "some killed runs had committed")
        XCTAssertLessThan(batches, Self.kills + 1, "some killed runs had not committed")
    }

    /// Asserts integrity and whole batches; returns the number of batches committed.
    @discardableResult
    func checkWholeBatches(_ database: String, run: Int) throws -> Int {
        let (snapshot, rows) = try DatabaseProbe.read(
            database, query: "SELECT substr(name, 1, 5), count(*) FROM venue GROUP BY 1 ORDER BY 1", hash: false)
        XCTAssertEqual(snapshot.integrity, "ok", "after kill \(run)")
        var batches = 0
        for row in rows {
            let parts = row.split(separator: "\t").map(String.init)
            guard parts.count == 2, let count = Int(parts[1]) else { XCTFail("odd row \(row)"); continue }
            XCTAssertEqual(count, Self.batchSize, "batch \(parts[0]) after kill \(run) is partial")
            batches += 1
        }
        XCTAssertEqual(snapshot.rows, batches * Self.batchSize, "no rows outside whole batches")
        return batches
    }
}
