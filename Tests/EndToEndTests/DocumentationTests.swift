import Foundation
import XCTest
import NearbyTestSupport
import NearbyCLI

/// The man page, --help and completions stay true: every key of the help overlay is in the
/// man page's KEYS, every numeric option's range is documented, and completion finds the
/// subcommand after options given before it.
final class DocumentationTests: XCTestCase {
    /// The numeric options and their ranges: the contract the parser enforces.
    static let ranges = [
        ("--distance-filter", "0 to 1000000"), ("--span", "100 to 40000000"), ("--speed", "0.01 to 10000"),
        ("--radius", "1 to 100000"), ("--limit", "1 to 10000"), ("--tile-cache-mb", "1 to 1000000"), ("--timeout", "0.1 to 3600"),
    ]

    func manPage() throws -> String { try Docs.manPage() }

    func section(_ name: String, of text: String) throws -> String { try Docs.section(name, of: text) }

    func testTheManPageKeysSectionHasEveryKey() throws {
        let keys = try section("KEYS", of: try manPage())
        for key in ["Up Down", "j k", "PgUp PgDn", "Home End", "g G", "Enter", "w a s d", "W A S D", "+ -", "Left Right",
                    "Shift-Up Shift-Down", "Shift-Left Shift-Right", "[ ]", "{ }", "Mouse", "Ctrl-Z", "Ctrl-C"] {
            XCTAssertTrue(keys.contains(key), "KEYS lacks \(key)")
        }
    }

    func testEveryNumericRangeIsInTheManPageAndHelp() throws {
        let options = try section("OPTIONS", of: try manPage())
        let help = try Spawn.run([Tmux.binary, "--help"]).output + (try Spawn.run([Tmux.binary, "list", "--help"]).output)
        // Help wraps long entries; join each entry's continuation lines to it.
        let helpEntries = help.replacingOccurrences(of: "\n                          ", with: " ")
        for (option, range) in Self.ranges {
            let manEntry = options.components(separatedBy: "\n").drop { !$0.hasPrefix(" \(option) ") }.dropFirst().first ?? ""
            XCTAssertTrue(manEntry.contains(range), "man page, \(option): \(manEntry)")
            let helpLine = helpEntries.components(separatedBy: "\n").first { $0.hasPrefix("  \(option) ") } ?? ""
            XCTAssertTrue(helpLine.contains(range), "--help, \(option): \(helpLine)")
        }
        XCTAssertTrue(options.contains("latitude -90 to 90, longitude -180 to 180"))
    }

    /// What bash completion offers for the last of `words`.
    func complete(_ words: [String]) throws -> String {
        let script = Tmux.packageRoot.appendingPathComponent("completions/nearby.bash").path
        let array = words.map { "'\($0)'" }.joined(separator: " ")
        return try Spawn.run(["bash", "-c", "source '\(script)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); "
                              + "_nearby; echo \"${COMPREPLY[*]}\""]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testBashCompletionFindsTheSubcommandAfterOptions() throws {
        XCTAssertEqual(try complete(["nearby", "--db", "x.sqlite", "list", "--f"]), "--fetch --format")
        XCTAssertEqual(try complete(["nearby", "--db", "x.sqlite", "l"]), "list")
        XCTAssertEqual(try complete(["nearby", "--db", "list", "--as"]), "--ascii", "a value is not the subcommand")
    }
}

extension DocumentationTests {
    func testTheManPageAndTheReferenceHaveTheHoursKeysAndTime() throws {
        let page = try manPage()
        let keys = try section("KEYS", of: page)
        for key in ["\n o ", "\n i ", "\n < > "] {
            XCTAssertTrue(keys.contains(key), "KEYS lacks \(key.trimmingCharacters(in: .whitespacesAndNewlines)):\n\(keys)")
        }
        XCTAssertTrue(try section("OPTIONS", of: page).contains("--time \"YYYY-MM-DD HH:MM\""))
        let reference = try String(contentsOf: Tmux.packageRoot.appendingPathComponent("doc/REFERENCE.md"), encoding: .utf8)
        for row in ["| o |", "| i |", "| < > |", "| `--time \"YYYY-MM-DD HH:MM\"` |"] {
            XCTAssertTrue(reference.contains(row), "doc/REFERENCE.md lacks \(row)")
        }
        let help = try Spawn.run([Tmux.binary, "--help"]).output
        XCTAssertTrue(help.contains("--time \"YYYY-MM-DD HH:MM\""), help)
    }
}

extension DocumentationTests {
    /// `nearby route`, `--router`, `--router-url` and `list --order` are in the man page, the
    /// reference (doc/REFERENCE.md), `--help` and both completions.
    func testTheWalkingOptionsAreDocumentedEverywhere() throws {
        let page = try manPage()
        XCTAssertTrue(try section("SYNOPSIS", of: page).contains("nearby route --from LAT,LON|PLACE --to LAT,LON|VENUE-ID|PLACE"))
        let options = try section("OPTIONS", of: page)
        for entry in ["\n --router offline|osrm|valhalla\n", "\n --router-url URL\n", "\n --order walk|distance\n",
                      "\n --from LAT,LON|PLACE\n", "\n --to LAT,LON|VENUE-ID|PLACE\n", "\n --format text|json|geojson|gpx\n"] {
            XCTAssertTrue(options.contains(entry), "OPTIONS lacks \(entry.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        XCTAssertTrue(options.contains("walk_m"))
        let reference = try String(contentsOf: Tmux.packageRoot.appendingPathComponent("doc/REFERENCE.md"), encoding: .utf8)
        for row in ["| `--order walk\\|distance` (list) |", "| `--router offline\\|osrm\\|valhalla` |", "| `--router-url URL` |",
                    "| `--format text\\|json\\|geojson\\|gpx` (route) |", "\"walk_m\", \"walk_s\"", "nearby route --from"] {
            XCTAssertTrue(reference.contains(row), "doc/REFERENCE.md lacks \(row)")
        }
        let help = try Spawn.run([Tmux.binary, "list", "--help"]).output
        XCTAssertTrue(help.contains("  --order walk|distance "), help)
        XCTAssertEqual(try complete(["nearby", "--db", "x.sqlite", "route", "--fo"]), "--format")
        XCTAssertEqual(try complete(["nearby", "route", "--format", "g"]), "geojson gpx")
        XCTAssertEqual(try complete(["nearby", "list", "--order", ""]), "walk distance")
        let zsh = try String(contentsOf: Tmux.packageRoot.appendingPathComponent("completions/_nearby"), encoding: .utf8)
        XCTAssertTrue(zsh.contains("route)") && zsh.contains("(text json geojson gpx)"))
    }
}
