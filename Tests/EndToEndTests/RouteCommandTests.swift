import Foundation
import XCTest
import NearbyTestSupport

/// `nearby route` as scripts meet it, whatever router is wired: its mistakes are exit status 2
/// and one sentence, an end that names nothing likewise, no walk exit status 1, and text from
/// the command line comes back terminal-safe.
final class RouteCommandTests: BinaryTestCase {
    var environment: [String: String] {
        ["HOME": directory.path, "XDG_DATA_HOME": directory.path + "/data", "XDG_CONFIG_HOME": directory.path + "/config",
         "XDG_CACHE_HOME": directory.path + "/cache", "NEARBY_ASSETS": Tmux.packageRoot.appendingPathComponent("Assets").path,
         "LANG": "C.UTF-8"]
    }

    func nearby(_ args: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary] + args, environment: environment)
    }

    /// One line on stderr, "nearby: …", and nothing on stdout.
    func assertOneSentence(_ outcome: ChildProcess.Outcome, status: Int32, starting prefix: String,
                           file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(outcome.status, status, outcome.stderr, file: file, line: line)
        XCTAssertEqual(outcome.stdout, "", file: file, line: line)
        let lines = outcome.stderr.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("nearby: " + prefix) ?? false, outcome.stderr, file: file, line: line)
        // A usage error adds the one hint line.
        XCTAssertEqual(lines.count, status == 2 && lines.last == "Try 'nearby --help'." ? 2 : 1, outcome.stderr, file: file, line: line)
    }

    func testBadArgumentsAreExitStatus2() throws {
        assertOneSentence(try nearby(["route", "--from", "60.1699,24.9384", "--to", "node/60068035", "--format", "tsv"]),
                          status: 2, starting: "unknown value 'tsv' for --format (one of: text, json, geojson, gpx)")
        assertOneSentence(try nearby(["route", "--from", "95,24.9", "--to", "node/60068035"]), status: 2,
                          starting: "--from: latitude 95 is outside -90…90")
        assertOneSentence(try nearby(["route", "--from", "60.1699,24.9384"]), status: 2, starting: "route needs --to")
        assertOneSentence(try nearby(["route", "--from", "60.1699,24.9384", "--to", "60.17,24.94", "--router", "google"]),
                          status: 2, starting: "unknown value 'google' for --router")
    }

    func testAnEndThatNamesNothingIsExitStatus2() throws {
        assertOneSentence(try nearby(["route", "--from", "60.1699,24.9384", "--to", "node/1"]), status: 2,
                          starting: "--to: no venue 'node/1' in the database")
        assertOneSentence(try nearby(["route", "--from", "Helsnki", "--to", "node/60068035"]), status: 2,
                          starting: "--from: no place called 'Helsnki' — did you mean")
        // Nothing the database keeps was written for a route's mistake beyond the bundled venues.
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path + "/data/nearby/venues.sqlite"))
    }

    func testOutsideTextInErrorsIsTerminalSafe() throws {
        for args in [["route", "--from", "Evil\u{1B}]0;owned\u{7}town", "--to", "node/60068035"],
                     ["route", "--from", "60.1699,24.9384", "--to", "way/\u{9B}31m1"],
                     ["route", "--from", "60.1699,24.9384", "--to", "60.17,24.94", "stray\u{1B}[2J"]] {
            let outcome = try nearby(args)
            XCTAssertEqual(outcome.status, 2, outcome.stderr)
            XCTAssertFalse(outcome.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 },
                           outcome.stderr.debugDescription)
            // Quoted as GNU coreutils quotes names: the control made visible ($'…\e…'), not obeyed.
            XCTAssertTrue(outcome.stderr.contains("\\e") || outcome.stderr.contains("\\x9b") || outcome.stderr.contains("\\u009B")
                          || outcome.stderr.contains("\u{FFFD}"), "the control is shown, not obeyed: \(outcome.stderr.debugDescription)")
        }
    }

    func testAnEndOutsideEveryExtractIsNoWalk() throws {
        // Tokyo is in no imported extract (and until a router is wired, nothing routes at all).
        let outcome = try nearby(["route", "--from", "35.6812,139.7671", "--to", "node/60068035"])
        assertOneSentence(outcome, status: 1, starting: "no walk")
        let outside = try nearby(["list", "--at", "35.6812,139.7671", "--order", "walk"])
        assertOneSentence(outside, status: 1, starting: "--order walk: ")
        // By default the list stays nearest first where no walk is known, and says nothing.
        let listed = try nearby(["list", "--at", "35.6812,139.7671", "--format", "json"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(listed.stderr, "")
    }

    func testHelpNamesTheFormats() throws {
        let help = try nearby(["route", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("text (default), json (OSRM's route response)"), help.stdout)
    }
}
