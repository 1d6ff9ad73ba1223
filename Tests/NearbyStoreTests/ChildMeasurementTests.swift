#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
import NearbyTestSupport
import NearbyCLI
import NearbyFormats
import NearbyText

/// `ChildProcess(measure: true)` reports the command's own peak memory (GNU time), not the
/// test process's high-water mark that wait4 hands a posix_spawned child; unmeasured, none.
final class ChildMeasurementTests: XCTestCase {
    /// This (xctest) process's own peak RSS in KiB: what wait4 used to report for every child.
    var ownPeakKiB: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
    }

    func testASmallCommandReadsItsOwnSizeNotTheTestProcesss() throws {
        XCTAssertGreaterThan(ownPeakKiB, 16 * 1024, "the test process is far larger than `true`")
        let measured = try ChildProcess.run(["true"], measure: true)
        XCTAssertEqual(measured.status, 0, measured.stderr)
        let peak = try XCTUnwrap(measured.peakKiB)
        XCTAssertGreaterThan(peak, 0)
        XCTAssertLessThan(peak, 8 * 1024, "\(peak) KiB is the test process's size, not `true`'s")
    }

    func testAnUnmeasuredChildHasNoPeak() throws {
        let outcome = try ChildProcess.run(["true"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertNil(outcome.peakKiB)
    }

    func testThePeakCoversWhatTheCommandRanAndWaitedFor() throws {
        // dd reads 64 MiB into one buffer, so its resident set passes 64 MiB; sh waits for it.
        let measured = try ChildProcess.run(["sh", "-c", "dd if=/dev/zero of=/dev/null bs=64M count=1 2>/dev/null; true"],
                                            measure: true)
        XCTAssertEqual(measured.status, 0, measured.stderr)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(measured.peakKiB), 64 * 1024)
    }

    func testAMeasuredNearbyListReadsTheAppsOwnPeak() throws {
        try ChildProcess.requireNearbyBinary()
        let measured = try ChildProcess.run([ChildProcess.nearbyBinary, "list", "--format", "tsv", "--at", "60.1699,24.9384"],
                                            measure: true)
        XCTAssertEqual(measured.status, 0, measured.stderr)
        let peak = try XCTUnwrap(measured.peakKiB)
        print("measured `nearby list`: peak RSS \(peak) KiB; this test process: \(ownPeakKiB) KiB")
        XCTAssertGreaterThan(peak, 4 * 1024, "a Swift program with SQLite, more than GNU time's own size")
        XCTAssertLessThan(peak, 64 * 1024)
    }

    func testACommandEndedByASignalIsReportedSo() throws {
        let measured = try ChildProcess.run(["sh", "-c", "kill -KILL $$"], measure: true)
        XCTAssertEqual(measured.status, 128 + SIGKILL)
        XCTAssertTrue(measured.signalled)
        XCTAssertNotNil(measured.peakKiB)
    }

    func testKillReachesTheMeasuredCommandNotOnlyTime() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pidFile = directory.file("pid")
        let child = try ChildProcess(["sh", "-c", "echo $$ > '\(pidFile).new' && mv '\(pidFile).new' '\(pidFile)' && exec sleep 60"],
                                     measure: true)
        let command = try XCTUnwrap(Self.poll(seconds: 10) { try? String(contentsOfFile: pidFile, encoding: .utf8) }, "the command started")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        child.kill()
        let outcome = child.wait()
        XCTAssertTrue(outcome.signalled)
        // The command (reparented once time died) ends too: gone, or a zombie awaiting its reaper.
        let ended = Self.poll(seconds: 10) { () -> Bool? in
            guard let stat = try? String(contentsOfFile: "/proc/\(command)/stat", encoding: .utf8) else { return true }
            return stat.split(separator: ")").last?.split(separator: " ").first == "Z" ? true : nil
        }
        XCTAssertEqual(ended, true, "sleep \(command) still runs after kill()")
    }

    /// `probe`'s first non-nil answer, asked every 10 ms until `seconds` pass.
    static func poll<T>(seconds: Double, _ probe: () -> T?) -> T? {
        try? Wait.value("an answer", timeout: seconds, every: 0.01, probe)
    }
}
