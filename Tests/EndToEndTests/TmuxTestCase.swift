import XCTest

/// A test case that drives the real binary in a tmux server of its own (with its temporary HOME,
/// database and log), started before each test and killed after it.
class TmuxTestCase: XCTestCase {
    var tmux: Tmux!

    override func setUpWithError() throws {
        try super.setUpWithError()
        tmux = try Tmux()
    }

    override func tearDown() {
        tmux?.kill()
        super.tearDown()
    }

    var logPath: String { tmux.logPath }
    var databasePath: String { tmux.databasePath }
}
