import Foundation
import XCTest
import NearbyTestSupport

/// doc/REFERENCE.md and the man page stay complete and true: every option each command's
/// `--help` lists is in both, every option they name exists, and every environment variable,
/// config-file key, subcommand and log event the program has is in the reference (the
/// variables and keys in the man page too). The lists are read from the real program and its
/// sources, never written out here, so a new option or event without its documentation fails.
final class ReferenceTests: XCTestCase {
    static let commands = [[], ["list"], ["import"], ["tiles", "info"], ["tiles", "fetch"], ["snap"], ["places"],
                           ["hours"], ["route"], ["saved"]]

    func text(_ path: String) throws -> String {
        try String(contentsOf: Tmux.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    var reference: String { get throws { try text("doc/REFERENCE.md") } }

    func manPage() throws -> String { try Docs.manPage() }

    func section(_ name: String, of page: String) throws -> String { try Docs.section(name, of: page) }

    /// The part of the reference under `heading` (a `## ` line), up to the next `## `.
    func referenceSection(_ heading: String) throws -> String {
        let text = try reference
        let start = try XCTUnwrap(text.range(of: "\n## \(heading)\n"), "doc/REFERENCE.md has no '## \(heading)'")
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The options each command's `--help` lists (`--name` at the start of an entry).
    func helpOptions() throws -> [String: Set<String>] {
        var options: [String: Set<String>] = [:]
        for command in Self.commands {
            let help = try Spawn.run([Tmux.binary] + command + ["--help"])
            XCTAssertEqual(help.status, 0, "\(command) --help: \(help.error)")
            let names = help.output.components(separatedBy: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  --") else { return nil }
                return line.dropFirst(2).split(separator: " ").first.map(String.init)
            }
            XCTAssertFalse(names.isEmpty, "\(command) --help lists no option:\n\(help.output)")
            options[(["nearby"] + command).joined(separator: " "), default: []].formUnion(names)
        }
        return options
    }

    /// Every `--name` a text mentions (in code spans or plain), without a value after `=`.
    func mentionedOptions(_ text: String) throws -> Set<String> {
        let regex = try NSRegularExpression(pattern: "(?<![A-Za-z0-9_-])--[a-z][a-z0-9-]*[a-z0-9]")
        let range = NSRange(text.startIndex..., in: text)
        return Set(regex.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } })
    }

    func testEveryOptionOfEveryHelpIsInTheReferenceAndTheManPage() throws {
        let reference = try mentionedOptions(try reference)
        let options = try mentionedOptions(try section("OPTIONS", of: try manPage()))
        for (command, names) in try helpOptions() {
            for name in names {
                XCTAssertTrue(reference.contains(name), "doc/REFERENCE.md lacks \(name) (\(command) --help)")
                XCTAssertTrue(options.contains(name), "the man page's OPTIONS lacks \(name) (\(command) --help)")
            }
        }
    }

    func testEveryOptionTheDocumentsNameExists() throws {
        let known = try helpOptions().values.reduce(into: Set(["--help", "--version"])) { $0.formUnion($1) }
        for file in ["README.md", "doc/REFERENCE.md"] {
            let unknown = try mentionedOptions(try text(file)).subtracting(known)
            XCTAssertEqual(unknown, [], "\(file) names options no command has")
        }
        let unknown = try mentionedOptions(try manPage()).subtracting(known)
        XCTAssertEqual(unknown, [], "the man page names options no command has")
    }

    func testEverySubcommandHasItsSectionAndIsInTheSynopsis() throws {
        let usage = try Spawn.run([Tmux.binary, "--help"]).output
        let synopsis = try section("SYNOPSIS", of: try manPage())
        let reference = try reference
        let subcommands = usage.components(separatedBy: "\n").prefix { !$0.isEmpty }.compactMap { line -> String? in
            let words = line.split(separator: " ").drop { $0 != "nearby" }.dropFirst()
            guard let first = words.first, !first.hasPrefix("-"), !first.hasPrefix("[") else { return nil }
            return first == "tiles" ? "tiles \(words.dropFirst().first ?? "")" : String(first)
        }
        XCTAssertEqual(Set(subcommands), ["list", "import", "tiles info", "tiles fetch", "snap", "places", "hours", "route", "saved"],
                       "the subcommands nearby --help names:\n\(usage)")
        for name in subcommands {
            XCTAssertTrue(reference.contains("\n## nearby \(name)\n"), "doc/REFERENCE.md has no '## nearby \(name)'")
            XCTAssertTrue(synopsis.contains("nearby \(name)"), "SYNOPSIS lacks nearby \(name)")
        }
    }

    /// The Swift sources of the shipped program (the bench and the fuzzer read their own variables).
    func shippedSources() throws -> [String] {
        let root = Tmux.packageRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
        return try files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("nearby-bench/") && !$0.hasPrefix("nearby-fuzz/") }
            .map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    }

    func matches(_ pattern: String, in texts: [String]) throws -> Set<String> {
        let regex = try NSRegularExpression(pattern: pattern)
        return texts.reduce(into: []) { found, text in
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
            }
        }
    }

    func testEveryEnvironmentVariableIsInTheReferenceAndTheManPage() throws {
        let sources = try shippedSources()
        let variables = try matches(#"environment\("([A-Z_]+)"\)"#, in: sources)
            .union(try matches(#""((?:FOURSQUARE|XDG|NEARBY)_[A-Z_]+)""#, in: sources))
        XCTAssertTrue(variables.isSuperset(of: ["TZ", "NO_COLOR", "NEARBY_HTTP_TIMEOUT", "FOURSQUARE_API_KEY"]),
                      "the sources were not read: \(variables.sorted())")
        let reference = try referenceSection("Configuration, files and environment")
        let environment = try section("ENVIRONMENT", of: try manPage())
        for variable in variables.sorted() {
            XCTAssertTrue(reference.contains("`\(variable)`"), "doc/REFERENCE.md's environment lacks \(variable)")
            XCTAssertTrue(environment.contains(variable), "the man page's ENVIRONMENT lacks \(variable)")
        }
    }

    func testEveryConfigOnlyKeyIsInTheReferenceAndTheManPage() throws {
        let config = try text("Sources/NearbyCLI/ConfigFile.swift")
        let keys = try matches(#""([a-z][a-z-]+)": "[A-Z_]+""#, in: [config])
        XCTAssertEqual(keys, ["foursquare-client-id", "foursquare-client-secret", "foursquare-api-key"])
        let reference = try referenceSection("Configuration, files and environment")
        let files = try section("FILES", of: try manPage())
        for key in keys {
            XCTAssertTrue(reference.contains("`\(key)`"), "doc/REFERENCE.md lacks the config key \(key)")
            XCTAssertTrue(files.contains(key), "the man page's FILES lacks the config key \(key)")
        }
    }

    func testEveryLogEventIsInTheReference() throws {
        let events = try matches(#"LogEvent\("([A-Za-z]+)""#, in: try shippedSources())
        XCTAssertTrue(events.isSuperset(of: ["started", "frameDrawn", "stopped"]), "the sources were not read: \(events.sorted())")
        let log = try referenceSection("The event log")
        for event in events.sorted() {
            XCTAssertTrue(log.contains("`\(event)`"), "doc/REFERENCE.md's event log lacks \(event)")
        }
    }
}

/// The documents the tests read: the man page as `man` prints it and its sections.
enum Docs {
    /// `doc/nearby.1` formatted unjustified and wide, so each entry is one line of text to search.
    static func manPage() throws -> String {
        let page = Tmux.packageRoot.appendingPathComponent("doc/nearby.1").path
        return try Spawn.run(["sh", "-c", "MANWIDTH=400 man -l '\(page)' | col -b | tr -s ' '"]).output
    }

    /// The man page's section `name` (its heading line in capitals), up to the next heading.
    static func section(_ name: String, of text: String) throws -> String {
        let start = try XCTUnwrap(text.range(of: "\n\(name)\n"), "no \(name) section")
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n[A-Z][A-Z ]+\n", options: .regularExpression)?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }
}
