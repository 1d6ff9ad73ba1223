import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// The location simulator through the real binary: keys, the `L` picker, `--near` and route
/// playback, checked on the screen and in the `--log` file.
final class LocationEndToEndTests: XCTestCase {
    var tmux: Tmux!

    override func setUpWithError() throws { tmux = try Tmux() }
    override func tearDown() { tmux?.kill() }

    var logPath: String { tmux.logPath }

    func startApp(_ extra: String = "") throws {
        let db = tmux.directory.appendingPathComponent("venues.sqlite").path
        try tmux.start("'\(Tmux.binary)' --db '\(db)' --log '\(logPath)' \(extra); echo EXIT=$?; sleep 30")
        try tmux.waitFor(text: "fetched")
    }

    /// The log's events called `name`, in order.
    func logged(_ name: String) -> [[String: Any]] { LogFile(logPath).events(name) }

    func waitForLog(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) throws {
        try tmux.waitForLog(what, file: file, line: line) { _ in condition() }
    }

    func point(_ event: [String: Any]?) -> (lat: Double, lon: Double) {
        (event?["lat"] as? Double ?? .nan, event?["lon"] as? Double ?? .nan)
    }

    func testMovingWithKeysDeliversOnlyPastFiftyMetersAndOnlyDeliveriesFetch() throws {
        try startApp()
        try waitForLog("the first delivery") { logged("locationDelivered").count == 1 && logged("fetchStarted").count == 1 }
        let start = point(logged("locationDelivered").first)
        XCTAssertEqual(start.lat, 60.1690, accuracy: 1e-9)
        for _ in 0..<4 { try tmux.send("d") }
        try tmux.waitFor(text: "40 m of 50")
        XCTAssertEqual(logged("locationDelivered").count, 1, "four presses of d deliver nothing new")
        XCTAssertEqual(logged("fetchStarted").count, 1)
        try tmux.send("d")
        try waitForLog("the fifth press to deliver") { logged("locationDelivered").count == 2 && logged("fetchStarted").count == 2 }
        let delivered = logged("locationDelivered")[1]
        let moved = AppEndToEndTests.haversine(start, point(delivered))
        XCTAssertEqual(moved, 50, accuracy: 0.5)
        XCTAssertEqual(delivered["accuracy"] as? Double, 5)
        XCTAssertEqual(delivered["course"] as? Double ?? 0, 90, accuracy: 0.1)
        let fetch = point(logged("fetchStarted")[1])
        XCTAssertEqual(fetch.lat, point(delivered).lat, accuracy: 1e-12)
        XCTAssertEqual(fetch.lon, point(delivered).lon, accuracy: 1e-12)
        // 100 m north at once: delivered at once.
        try tmux.send("W")
        try waitForLog("W to deliver") { logged("locationDelivered").count == 3 }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }

    func testLToTokyoDeliversAtOnce() throws {
        try startApp()
        try waitForLog("the first delivery") { logged("locationDelivered").count == 1 }
        try tmux.send("L")
        // The picker's frame may be caught half written: wait for the whole list, not its title.
        let names = ["London", "Tokyo", "Rio de Janeiro", "Apple", "Helsinki"]
        let picker = try tmux.waitFor("the picker listing every preset") { screen in
            screen.joined().contains("Jump to") && names.allSatisfy { screen.joined().contains($0) }
        }
        for name in names {
            XCTAssertTrue(picker.joined().contains(name), name)
        }
        try tmux.send("Escape")
        try tmux.waitFor("the picker to close on Esc") { !$0.joined().contains("Jump to") }
        XCTAssertEqual(logged("locationDelivered").count, 1, "Esc jumps nowhere")
        try tmux.send("L")
        try tmux.waitFor(text: "Jump to")
        try tmux.send("Home")
        for _ in 0..<4 { try tmux.send("Down") }
        try tmux.send("Enter")
        try waitForLog("the jump to Tokyo") { logged("locationDelivered").count == 2 && logged("fetchStarted").count == 2 }
        let tokyo = point(logged("locationDelivered")[1])
        XCTAssertEqual(tokyo.lat, 35.702069, accuracy: 1e-9)
        XCTAssertEqual(tokyo.lon, 139.775327, accuracy: 1e-9)
        XCTAssertEqual(point(logged("fetchStarted")[1]).lat, tokyo.lat, accuracy: 1e-12)
        let tokyoScreen = try tmux.waitFor("Tokyo in the status bar, the picker closed") { lines in
            lines.joined().contains("35.7021 N 139.7753 E") && !lines.joined().contains("Jump to")
        }
        XCTAssertFalse(tokyoScreen.joined().contains("Jump to"), "the picker closed")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }

    /// `--time` reads the gazetteer before the first frame (it names the zone of the clock): the
    /// app uses it as it uses its own thread's read — the status bar names the place near you
    /// and the log says `placesLoaded` once.
    func testTheGazetteerReadForTimeNamesThePlaceNearYou() throws {
        try startApp("--at 60.1690,24.9435 --time '2026-05-14 10:00'")
        try tmux.waitFor(text: " · near Helsinki, FI")
        XCTAssertEqual(logged("placesLoaded").count, 1)
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }

    func testNearStartsAtAPresetAndPPlaysAndPausesTheBundledWalk() throws {
        try startApp("--near 'NEW YORK' --speed 100")
        try waitForLog("the first delivery") { logged("locationDelivered").count == 1 }
        XCTAssertEqual(point(logged("locationDelivered").first).lat, 40.759011, accuracy: 1e-9)
        try tmux.send("p")
        // The walk starts in Helsinki (a jump), then delivers every 50 m at 140 m/s.
        try tmux.waitFor(text: "▶ route")
        try waitForLog("playback deliveries") { logged("locationDelivered").count >= 6 }
        let walk = logged("locationDelivered").dropFirst()
        for event in walk {
            XCTAssertLessThan(AppEndToEndTests.haversine((60.1690, 24.9435), point(event)), 2000)
        }
        for (a, b) in zip(walk, walk.dropFirst()) {
            XCTAssertGreaterThanOrEqual(AppEndToEndTests.haversine(point(a), point(b)), 49.5)
        }
        // That a pause holds however long it lasts is LocationPlaybackTests' (a manual clock);
        // here, the key toggles playback both ways, seen on the screen and in the log.
        try tmux.send("p")
        try tmux.waitFor("the route paused") { !$0.joined().contains("▶ route") }
        let paused = logged("locationDelivered").count
        try tmux.send("p")
        try tmux.waitFor(text: "▶ route")
        try waitForLog("deliveries after resuming") { logged("locationDelivered").count > paused }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }

    /// Keys sent without pause (far more often than the 120 ms tick) while the route plays:
    /// playback keeps its pace, because ticks come from a deadline, not from the loop being idle.
    /// At 70 m/s a tick moves 8.4 m, so deliveries come every 50 m to 59 m of route; ticks that
    /// only came in gaps between keys would deliver far apart, in jumps.
    func testPlaybackKeepsItsPaceWhileKeysArriveWithoutPause() throws {
        try startApp("--speed 50")
        try waitForLog("the first delivery") { logged("locationDelivered").count == 1 }
        try tmux.send("p")
        try waitForLog("playback to start") { logged("locationDelivered").count >= 2 }
        let feeder = KeyFeeder(socket: tmux.socket, session: tmux.session, keys: ["j", "k"])
        let before = logged("locationDelivered").count
        defer { feeder.stop() }
        try waitForLog("deliveries while keys arrive") { logged("locationDelivered").count >= before + 5 }
        let window = Array(logged("locationDelivered")[(before - 1)...].prefix(6))
        let times = feeder.stop()
        let gaps = zip(times, times.dropFirst()).map { $1.timeIntervalSince($0) }
        print("keys held: \(times.count) sends of 2 keys, longest gap \(Int((gaps.max() ?? 0) * 1000)) ms")
        XCTAssertGreaterThan(times.count, 20, "keys kept coming")
        for (a, b) in zip(window, window.dropFirst()) {
            let step = AppEndToEndTests.haversine(point(a), point(b))
            XCTAssertGreaterThanOrEqual(step, 49.5)
            XCTAssertLessThan(step, 90, "playback advanced tick by tick, not in jumps between keys")
        }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }

    func testBadNearAndBrokenRoutesAreUsageErrors() throws {
        let broken = tmux.directory.appendingPathComponent("broken.gpx")
        try "<gpx>\n<trk>\n<trkseg>\n<trkpt lat=\"60.1\" lon=\"x\"/>\n</trkseg></trk></gpx>\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        let db = tmux.directory.appendingPathComponent("venues.sqlite").path
        // --near knows every city of the gazetteer (Atlantis, ZA too): an unknown name gets the nearest spellings.
        let near = try Spawn.run([Tmux.binary, "--db", db, "--near", "Helsnki"])
        XCTAssertEqual(near.status, 2)
        XCTAssertEqual(near.error, "nearby: no place called 'Helsnki' — did you mean Helsinki, FI?\n")
        let route = try Spawn.run([Tmux.binary, "--db", db, "--route", broken.path])
        XCTAssertEqual(route.status, 2)
        XCTAssertTrue(route.error.contains("line 4: <trkpt> lon=\"x\" is not a longitude"), route.error)
        let list = try Spawn.run([Tmux.binary, "list", "--db", db, "--near", "helsinki", "--format", "tsv"])
        XCTAssertEqual(list.status, 0, list.error)
        XCTAssertGreaterThan(list.output.split(separator: "\n").count, 5, "--near works for list too")
    }
}

/// Sends keys to a tmux pane from a thread of its own, one `send-keys` after another, until stopped.
final class KeyFeeder: Sendable {
    private let running = Atomic<Bool>(true)
    private let sent = Mutex<[Date]>([])
    private let finished = DispatchSemaphore(value: 0)

    init(socket: String, session: String, keys: [String]) {
        Thread.detachNewThread { [self] in
            while running.load(ordering: .acquiring) {
                _ = try? Spawn.run(["tmux", "-u", "-L", socket, "send-keys", "-t", session] + keys)
                sent.withLock { $0.append(Date()) }
            }
            finished.signal()
        }
    }

    /// Stops sending (once) and returns when each send finished.
    @discardableResult
    func stop() -> [Date] {
        if running.exchange(false, ordering: .acquiringAndReleasing) { finished.wait() }
        return sent.withLock { $0 }
    }
}
