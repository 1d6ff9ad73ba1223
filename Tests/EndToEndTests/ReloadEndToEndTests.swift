import Foundation
import XCTest
import NearbyTestSupport

/// A key press never waits on more than one frame of work, even on a million venues: the real
/// app zooms out to the whole world and back and pans, and after every key the `--log` file
/// shows the frame that answers it — in order, with the span and center that key asked for.
/// (How long that frame took is the bench's business: `nearby-bench --reload`.)
final class ReloadEndToEndTests: XCTestCase {
    var tmux: Tmux!

    override func setUpWithError() throws { tmux = try Tmux() }
    override func tearDown() { tmux?.kill() }

    /// Half the venues in a gaussian cloud (σ ≈ 4 km) around central Helsinki, half uniform on
    /// the sphere; fixed seed.
    func writeVenues(count: Int, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw TmuxError(message: "cannot create \(path)")
        }
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        var rng = SplitMix64(seed: 13)
        var chunk = "id,name,address,lat,lon\n"
        for i in 0..<count {
            let lat: Double, lon: Double
            if i % 2 == 0 {
                let radius = (-2 * log(max(1e-300, rng.unit()))).squareRoot() * 4000, angle = rng.uniform(0, 2 * .pi)
                lat = 60.1690 + radius * cos(angle) / 111_320
                lon = 24.9435 + radius * sin(angle) / (111_320 * cos(60.1690 * .pi / 180))
            } else {
                lat = rng.latitude()
                lon = rng.uniform(-180, 180)
            }
            chunk += "w\(i),\(i % 100 == 0 ? "Café" : "Cafe") \(i),Katu \(i % 97),\(lat),\(lon)\n"
            if chunk.utf8.count > 1 << 20 || i == count - 1 {
                try file.write(contentsOf: Data(chunk.utf8))
                chunk = ""
            }
        }
    }

    /// The log's `frameDrawn` events, in order.
    func frames() -> [[String: Any]] { LogFile(tmux.logPath).events("frameDrawn") }

    /// Waits for the first frame after `count` frames that answers a key.
    func waitForKeyFrame(after count: Int, what: String, timeout: TimeInterval = 60) throws -> [String: Any] {
        try Wait.value("a frame answering \(what)", timeout: timeout, detail: { "log:\n" + LogFile(self.tmux.logPath).text }) {
            frames().dropFirst(count).first { ($0["keys"] as? Int ?? 0) > 0 }
        }
    }

    func testEveryKeyIsAnsweredByItsOwnFrameOnAMillionVenues() throws {
        let csv = tmux.directory.appendingPathComponent("venues.csv").path
        try writeVenues(count: 1_000_000, to: csv)
        let home = tmux.directory.appendingPathComponent("home").path
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
                           "XDG_CACHE_HOME": home + "/cache", "LANG": "C.UTF-8"]
        let imported = try ChildProcess.run([Tmux.binary, "import", csv, "--format", "csv", "--db", tmux.databasePath],
                                            environment: environment)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stderr.contains("1000000 new") || imported.stdout.contains("1000000 new"),
                      imported.stdout + imported.stderr)

        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)'; echo EXIT=$?; sleep 30",
                       environment: environment)
        try tmux.waitFor(text: "500+ venues within 500 m", timeout: 60)

        // Out to the whole world (the span doubles up to its 40 000 km limit), back in, then pans.
        var expected: [(key: String, span: Double)] = []
        var span = 500.0
        for _ in 0..<17 {
            span = min(span * 2, 40_000_000)
            expected.append(("-", span))
        }
        for _ in 0..<16 {
            span /= 2
            expected.append(("+", span))
        }
        for key in ["Left", "Right", "[", "]", "Left"] { expected.append((key, span)) }

        var answered: [[String: Any]] = []
        for (index, step) in expected.enumerated() {
            let before = frames().count
            try tmux.send(step.key)
            let frame = try waitForKeyFrame(after: before, what: "key \(index) (\(step.key))")
            answered.append(frame)
            XCTAssertEqual(frame["keys"] as? Int, 1, "key \(index): its frame answers it alone")
            XCTAssertEqual(frame["span"] as? Double ?? .nan, step.span, accuracy: step.span * 1e-9, "key \(index)")
        }

        // The order and content of what the log shows: spans out and back, the world with 500
        // rows of more than 500, and each pan moving the center the way its key points.
        XCTAssertEqual(answered.count, expected.count)
        let world = answered[16]
        XCTAssertEqual(world["span"] as? Double, 40_000_000)
        XCTAssertEqual(world["venues"] as? Int, 500)
        XCTAssertEqual(world["complete"] as? Int, 0)
        let pans = answered.suffix(5).map { ($0["lat"] as? Double ?? .nan, $0["lon"] as? Double ?? .nan) }
        let beforePans = (answered[32]["lat"] as? Double ?? .nan, answered[32]["lon"] as? Double ?? .nan)
        XCTAssertLessThan(pans[0].1, beforePans.1, "Left pans west")
        XCTAssertEqual(pans[1].1, beforePans.1, accuracy: 1e-6, "Right pans back east")
        XCTAssertGreaterThan(pans[2].0, pans[1].0, "[ pans north")
        XCTAssertEqual(pans[3].0, pans[1].0, accuracy: 1e-6, "] pans back south")
        XCTAssertLessThan(pans[4].1, pans[3].1, "Left pans west again")

        // The screen agrees: at the last span the title is honest about the count.
        try tmux.waitFor(text: "500+ venues within")
    }
}
