import Foundation
import XCTest
import NearbyTestSupport

/// The programs a test starts see only the variables the test means: never the developer's
/// config, keys, `NO_COLOR` or `NEARBY_*` settings (set here in this process to prove it).
final class HermeticEnvironmentTests: XCTestCase {
    var poison: PoisonedEnvironment!

    override func setUpWithError() throws {
        try super.setUpWithError()
        try ChildProcess.requireNearbyBinary()
        poison = try PoisonedEnvironment()
    }

    override func tearDown() {
        poison?.restore()
        super.tearDown()
    }

    /// The variable names in `env` output.
    func names(_ output: String) -> Set<String> {
        Set(output.split(separator: "\n").compactMap { $0.split(separator: "=", maxSplits: 1).first.map(String.init) })
    }

    static let defaults: Set<String> = ["PATH", "LANG", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"]

    func testAChildGetsOnlyTheDefaultsAndWhatItIsGiven() throws {
        let plain = try Spawn.run(["env"])
        XCTAssertEqual(names(plain.output), Self.defaults, plain.output)
        XCTAssertFalse(plain.output.contains(poison.folder.path), plain.output)

        let given = try ChildProcess.run(["env"], environment: ["ONLY_THIS": "1", "HOME": "/given"])
        XCTAssertEqual(names(given.stdout), Self.defaults.union(["ONLY_THIS"]), given.stdout)
        for line in ["HOME=/given", "XDG_CONFIG_HOME=/given/.config", "ONLY_THIS=1"] {
            XCTAssertTrue(given.stdout.split(separator: "\n").contains(Substring(line)), "\(line) in\n\(given.stdout)")
        }
    }

    func testListReadsNoConfigOrSettingsOfTheTestRunner() throws {
        let list = try Spawn.run([Tmux.binary, "list", "--format", "tsv"])
        XCTAssertEqual(list.status, 0, list.error)
        XCTAssertEqual(list.error, "")
        XCTAssertTrue(list.output.hasPrefix("id\tname\t"), list.output)
    }

    func testTheAppInTmuxSeesNothingOfTheTestRunner() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        let dump = tmux.directory.appendingPathComponent("pane.env").path
        try tmux.start("env > '\(dump)'; '\(Tmux.binary)' --db '\(tmux.databasePath)'; echo EXIT=$?; sleep 30",
                       width: 100, height: 30)
        try tmux.waitFor("the list") { lines in
            lines.contains { $0.contains("venues within") } && lines.contains { $0.contains("fetched") }
        }
        let colored = try tmux.waitFor("colors on the screen", escapes: true) { PanesEndToEndTests.hasColorCode($0.joined()) }
        XCTAssertTrue(PanesEndToEndTests.hasColorCode(colored.joined()), "NO_COLOR leaked in")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined(separator: "\n").contains("EXIT=0"))

        let seen = names(try String(contentsOfFile: dump, encoding: .utf8))
        // tmux adds its own variables (tmux(1), GLOBAL AND SESSION ENVIRONMENT and default-shell)
        // and sh its working directory and level; nothing else.
        let allowed = Self.defaults.union(["LC_ALL", "TERM", "TMUX", "TMUX_PANE", "TERM_PROGRAM", "TERM_PROGRAM_VERSION",
                                           "SHELL", "PWD", "OLDPWD", "SHLVL", "_"])
        XCTAssertEqual(seen.subtracting(allowed), [], "variables the test did not give")
        XCTAssertTrue(seen.isSuperset(of: Self.defaults), "\(seen)")
    }
}
