import Foundation
import XCTest
import NearbyTestSupport

/// SIGKILL while an extract is imported again: over a database holding the extract `helsinki`
/// as a small town (its graph, its cafés), the real Helsinki extract is imported under the same
/// name and killed at a moment that closes in on its commit, again and again. After every kill
/// the database passes `PRAGMA integrity_check` and holds one of the two extracts whole — the
/// old graph with the old cafés, or the new graph with the new cafés — never a mix.
final class ExtractCrashTests: BinaryTestCase {
    static let rounds = 30

    func testSIGKILLDuringAnExtractsImportLeavesTheOldOrTheNewWhole() throws {
        let started = Date()
        let old = directory.appendingPathComponent("old/helsinki.osm")
        let new = directory.appendingPathComponent("new/helsinki.osm.pbf")
        for folder in [old, new] {
            try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try ExtractFixtures.town(cafes: [(1, "Vanha"), (2, "Toinen")], size: 5, south: 60.17, west: 24.94)
            .write(to: old, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: ExtractFixtures.bundled, to: new)

        func importOld(into database: String) throws {
            let result = try Spawn.run([Tmux.binary, "import", old.path, "--db", database])
            XCTAssertEqual(result.status, 0, result.error)
        }
        let newArgv = { (database: String) in [Tmux.binary, "import", new.path, "--db", database] }

        // The two whole states, and how long the new import takes unkilled.
        let reference = directory.appendingPathComponent("reference.sqlite").path
        try importOld(into: reference)
        let before = try ExtractFixtures.read(reference)
        let whole = try ChildProcess.run(newArgv(reference))
        XCTAssertEqual(whole.status, 0, whole.stderr)
        let after = try ExtractFixtures.read(reference)
        let oldState = try XCTUnwrap(before.extracts["helsinki"]), newState = try XCTUnwrap(after.extracts["helsinki"])
        XCTAssertNotEqual(oldState.graph, newState.graph)
        XCTAssertNotEqual(oldState.venues, newState.venues)

        var timing = CommitKills.Timing(wholeRun: whole.seconds)
        var rng = SplitMix64(seed: 31_337)
        for round in 1...Self.rounds {
            let database = directory.appendingPathComponent("round-\(round).sqlite").path
            try importOld(into: database)
            let child = try ChildProcess(newArgv(database))
            Thread.sleep(forTimeInterval: timing.delay(using: &rng))
            child.kill(SIGKILL)
            let outcome = child.wait()
            XCTAssertTrue(outcome.status == 0 || outcome.status == 128 + SIGKILL, "round \(round): \(outcome.status) \(outcome.stderr)")
            let stored = try ExtractFixtures.read(database)
            XCTAssertEqual(stored.integrity, "ok", "round \(round)")
            XCTAssertEqual(Array(stored.extracts.keys), ["helsinki"], "round \(round)")
            let state = try XCTUnwrap(stored.extracts["helsinki"], "round \(round)")
            if state == oldState {
                XCTAssertEqual(stored.venues, before.venues, "round \(round): the old cafés, all of them")
                timing.killed(beforeCommit: true)
            } else {
                XCTAssertEqual(state, newState, "round \(round): neither the old extract nor the new one")
                XCTAssertEqual(stored.venues, after.venues, "round \(round): the new cafés, all of them")
                timing.killed(beforeCommit: false)
            }
        }
        print("extract crash safety: \(Self.rounds) SIGKILLs (\(timing.early) left the old extract, \(timing.late) the new), "
              + "integrity ok, never a mix, " + String(format: "%.1f s", Date().timeIntervalSince(started)))
        XCTAssertGreaterThan(timing.early, 0, "some kills came before the commit")
        XCTAssertGreaterThan(timing.late, 0, "some kills came after the commit")
    }
}
