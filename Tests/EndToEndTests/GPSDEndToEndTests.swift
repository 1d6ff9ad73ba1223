#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
import NearbyTestSupport

/// `--gpsd` through the real binary in tmux: a walk fed by the real gpsd (`gpsfake`, Debian's
/// gpsd-clients) moves the location through the distance filter and fetches, a lost fix and a
/// gpsd gone are said in the status bar; a gpsd that is down never stops the app answering
/// keys; garbage from the socket is logged and ignored.
final class GPSDEndToEndTests: XCTestCase {
    var tmux: Tmux!
    var gpsfake: ChildProcess?

    override func setUpWithError() throws { tmux = try Tmux() }
    override func tearDown() {
        tmux?.kill()
        if let gpsfake {
            // gpsfake and the gpsd it started lead a session of their own (setsid): end both.
            _ = Glibc.kill(-gpsfake.pid, SIGTERM)
            _ = gpsfake.wait()
        }
    }

    func logged(_ name: String) -> [[String: Any]] { LogFile(tmux.logPath).events(name) }

    func startApp(gpsd: String) throws {
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --gpsd \(gpsd); echo EXIT=$?; sleep 30")
    }

    /// Starts gpsfake on a free loopback port with `sentences` as its log, one sentence every
    /// `cycle` seconds, once through, its gpsd gone 4 s after the end (`-W`).
    func startGPSFake(_ sentences: [String], cycle: Double = 0.1, port: Int? = nil) throws -> Int {
        let log = tmux.directory.appendingPathComponent("walk.nmea")
        try Data(sentences.map { $0 + "\r\n" }.joined().utf8).write(to: log)
        return try startGPSFake(log: log, cycle: cycle, port: port)
    }

    /// Starts gpsfake as above with the log file at `log` (on `port`, else a free one).
    func startGPSFake(log: URL, cycle: Double = 0.1, port chosen: Int? = nil) throws -> Int {
        try ChildProcess.requireProgram("/usr/bin/gpsfake", "run scripts/install-deps (Debian gpsd-clients)")
        let port = try chosen ?? LineServer.freePort()
        gpsfake = try ChildProcess(["setsid", "/usr/bin/gpsfake", "-P", String(port), "-1", "-q", "-c", String(cycle), "-W", "4", log.path])
        // Its gpsd listens once it has started.
        try Wait.until("gpsfake's gpsd to listen on \(port)") { Self.listening(port) }
        return port
    }

    /// Whether something listens on TCP `port` (the kernel's tables, so no connection is made:
    /// gpsfake starts feeding its log at the first client).
    static func listening(_ port: Int) -> Bool {
        let suffix = ":" + String(format: "%04X", port)
        return ["/proc/net/tcp", "/proc/net/tcp6"].contains { path in
            let table = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return table.split(separator: "\n").contains { row in
                let fields = row.split(separator: " ")
                return fields.count > 3 && fields[1].hasSuffix(suffix) && fields[3] == "0A"
            }
        }
    }

    func testAWalkFromGpsfakeMovesTheLocationThroughTheFilterThenTheFixIsLost() throws {
        // 60 fixes 10 m apart going north from central Helsinki, then 10 reports without a fix
        // (gpsd may miss the first few while it recognises the receiver).
        let start = (lat: 60.1690, lon: 24.9435)
        let step = 10 / 111_400.0
        var sentences: [String] = []
        for second in 0..<60 {
            sentences += NMEA.epoch(second: second, lat: start.lat + Double(second) * step, lon: start.lon, fix: true)
        }
        for second in 60..<70 {
            sentences += NMEA.epoch(second: second, lat: start.lat + 59 * step, lon: start.lon, fix: false)
        }
        let port = try startGPSFake(sentences)
        try startApp(gpsd: "127.0.0.1:\(port)")
        let live = try tmux.waitFor(text: "GPS ±").joined()
        XCTAssertTrue(live.contains("◉") && !live.contains("○"), "a live fix's marker: \(live)")
        try tmux.waitForLog("the walk's deliveries") { $0.count("locationDelivered") >= 6 }
        XCTAssertEqual(logged("gpsdConnected").first?["address"] as? String, "127.0.0.1:\(port)")
        try tmux.waitForLog("the fix to be lost", timeout: 60) { $0.count("gpsdLost") >= 1 }
        let screen = try tmux.waitFor(text: "no GPS fix since")
        XCTAssertTrue(screen.joined().contains("last 60.1"), "the last position stays, marked: \(screen.joined(separator: "\n"))")
        // On the map too: the hollow marker of an old fix in the live one's place.
        XCTAssertTrue(screen.joined().contains("○"), screen.joined(separator: "\n"))
        XCTAssertFalse(screen.joined().contains("◉"), screen.joined(separator: "\n"))

        let deliveries = logged("locationDelivered").map { (lat: $0["lat"] as? Double ?? .nan, lon: $0["lon"] as? Double ?? .nan) }
        let gps = deliveries.dropFirst()  // the first is the start position (--at's default), before any fix
        XCTAssertGreaterThanOrEqual(gps.count, 5)
        // Northward, each delivery at least the filter's 50 m after the one before (the first fix
        // replaces the start position at once), within the walk.
        for (a, b) in zip(gps, gps.dropFirst()) {
            XCTAssertGreaterThan(b.lat, a.lat)
            XCTAssertGreaterThanOrEqual(AppEndToEndTests.haversine(a, b), 49.9)
            XCTAssertEqual(b.lon, start.lon, accuracy: 1e-6)
        }
        // NMEA's 0.0001 minutes are 0.2 m.
        XCTAssertLessThanOrEqual(gps.last?.lat ?? 0, start.lat + 59 * step + 1e-5)
        let fixes = logged("gpsdFix")
        XCTAssertGreaterThan(fixes.count, gps.count, "fixes closer than 50 m are held back, not delivered")
        XCTAssertNotNil(fixes.last?["accuracy"] as? Double, "gpsd gives eph for a 3D fix")
        // Each delivery is fetched, as a key's would be.
        try tmux.waitForLog("a fetch per delivery") { $0.count("fetchStarted") >= deliveries.count }
        // gpsfake ends after its log: gpsd goes away and the reader says it retries.
        try tmux.waitFor(text: "gpsd not reachable — retrying", timeout: 60)
        XCTAssertGreaterThanOrEqual(logged("gpsdUnreachable").count, 1)
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    func testGpsdDownIsSaidAndRetriedWhileKeysStillWorkAndAMovingKeyLeavesGPS() throws {
        let refusing = try RefusingPort()
        try startApp(gpsd: "127.0.0.1:\(refusing.port)")
        try tmux.waitFor(text: "gpsd not reachable — retrying")
        try tmux.waitForLog("two attempts, backing off") { $0.count("gpsdUnreachable") >= 2 }
        let retries = logged("gpsdUnreachable").compactMap { $0["retryIn"] as? Double }
        XCTAssertEqual(Array(retries.prefix(2)), [1, 2])
        // The app answers keys meanwhile: five 10 m steps deliver a move, and say it left GPS.
        try tmux.waitForLog("the first delivery") { $0.count("locationDelivered") == 1 }
        for _ in 0..<5 { try tmux.send("d") }
        try tmux.waitForLog("the fifth step's delivery") { $0.count("locationDelivered") == 2 }
        try tmux.waitFor(text: "simulated — l for GPS")
        XCTAssertEqual(logged("locationSource").last?["source"] as? String, "simulated")
        try tmux.send("l")
        try tmux.waitFor(text: "gpsd not reachable — retrying")
        XCTAssertEqual(logged("locationSource").last?["source"] as? String, "gps")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    func testGpsdComingUpAfterTheAppIsFoundByItsRetriesAndGoneAgainIsRetriedFromOneSecond() throws {
        let port = try LineServer.freePort()
        try startApp(gpsd: "127.0.0.1:\(port)")
        try tmux.waitFor(text: "gpsd not reachable — retrying")
        try tmux.waitForLog("a second attempt") { $0.count("gpsdUnreachable") >= 2 }
        // gpsd comes up on that port: a retry finds it, within the backoff's wait, and its fixes move you.
        var sentences: [String] = []
        for second in 0..<30 {
            sentences += NMEA.epoch(second: second, lat: 60.1700 + Double(second) * 20 / 111_400.0, lon: 24.9500, fix: true)
        }
        _ = try startGPSFake(sentences, cycle: 0.1, port: port)
        try tmux.waitForLog("the reader to connect", timeout: 60) { $0.count("gpsdConnected") >= 1 }
        try tmux.waitFor(text: "GPS ±")
        try tmux.waitForLog("a fix's delivery") { log in
            log.events("locationDelivered").contains { ($0["lat"] as? Double ?? 0) >= 60.17 && ($0["lon"] as? Double) == 24.95 }
        }
        let before = logged("gpsdUnreachable").compactMap { $0["retryIn"] as? Double }
        XCTAssertEqual(Array(before.prefix(2)), [1, 2], "backing off while gpsd was down: \(before)")
        XCTAssertTrue(zip(before, before.dropFirst()).allSatisfy { $1 == min(30, $0 * 2) }, "\(before)")
        // gpsfake's gpsd goes 4 s after its log: said, and tried again after 1 s, the connection having worked.
        try tmux.waitForLog("gpsd gone after the log", timeout: 60) { $0.count("gpsdUnreachable") > before.count }
        let after = logged("gpsdUnreachable")
        XCTAssertEqual(after[before.count]["retryIn"] as? Double, 1, "\(after)")
        let screen = try tmux.waitFor(text: "gpsd not reachable — retrying").joined()
        XCTAssertTrue(screen.contains("○"), "the last fix stays, hollow: \(screen)")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    func testGarbageFromTheSocketIsLoggedAndIgnoredAndTheGoodFixAfterItCounts() throws {
        let megabyte = Array(repeating: UInt8(ascii: "x"), count: 1 << 20)
        let server = try LineServer(lines: [
            Array(#"{"class":"VERSION","release":"3.22"}"#.utf8),
            Array("this is not json".utf8),
            megabyte,
            Array(#"{"class":"TPV","mode":3,"eph":4}"#.utf8),
            Array(#"{"class":"TPV","mode":3,"lat":NaN,"lon":24.95}"#.utf8),
            Array(#"{"class":"TPV","mode":3,"lat":91.5,"lon":24.95}"#.utf8),
            Array("\u{1b}[2J{\"class\":\"TPV\"".utf8),
            Array(#"{"class":"TPV","mode":3,"lat":60.1750,"lon":24.9500,"eph":8.2}"#.utf8),
        ])
        defer { server.stop() }
        try startApp(gpsd: "127.0.0.1:\(server.port)")
        try tmux.waitFor(text: "GPS ±8 m")
        try tmux.waitForLog("the good fix's delivery") { log in
            log.events("locationDelivered").contains { ($0["lat"] as? Double) == 60.1750 && ($0["lon"] as? Double) == 24.95 }
        }
        XCTAssertEqual(server.commands.first, #"?WATCH={"enable":true,"json":true};"#)
        let reasons = logged("gpsdIgnored").compactMap { $0["reason"] as? String }
        XCTAssertEqual(reasons.count, 6, "\(reasons)")
        XCTAssertTrue(reasons[0].hasPrefix("not JSON"), reasons[0])
        XCTAssertTrue(reasons[1].contains("1048576 bytes"), reasons[1])
        XCTAssertTrue(reasons[2].contains("without lat and lon"), reasons[2])
        XCTAssertTrue(reasons[3].hasPrefix("not JSON"), reasons[3])
        XCTAssertTrue(reasons[4].contains("outside the globe"), reasons[4])
        let delivered = logged("locationDelivered").last
        XCTAssertEqual(delivered?["accuracy"] as? Double, 8.2)
        let screen = try tmux.capture()
        XCTAssertFalse(screen.joined().contains("xxxx"))
        // A moving key leaves GPS for simulation; l comes back to the fix, delivered at once.
        let before = logged("locationDelivered").count
        try tmux.send("W")
        try tmux.waitFor(text: "simulated — l for GPS")
        try tmux.waitForLog("W's delivery") { $0.count("locationDelivered") == before + 1 }
        XCTAssertGreaterThan(logged("locationDelivered").last?["lat"] as? Double ?? 0, 60.1750)
        try tmux.send("l")
        try tmux.waitForLog("l's delivery of the fix") { log in
            log.count("locationDelivered") == before + 2 && log.events("locationDelivered").last?["lat"] as? Double == 60.1750
        }
        try tmux.waitFor(text: "GPS ±8 m")
        XCTAssertEqual(logged("locationSource").compactMap { $0["source"] as? String }, ["simulated", "gps"])
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    // Receivers' logs from gpsd's own regression suite, replayed by the real gpsd: what the app
    // reads agrees with what gpsd's suite expects it to say, whatever the receiver's clock.

    func testGlobalSatLogFromNewZealandGivesGpsdsFixesSouthAndEast() throws {
        try replay("bu353s4")
    }

    func testPharosLogFromCanadaGivesGpsdsFixesWest() throws {
        // Its positionless first TPV (which Debian's gpsd 3.22 sends too) comes while gpsd still
        // hunts for the receiver's type, before the app is watching; GPSDConformanceTests reads it.
        try replay("gps-360")
    }

    func testBT451LogStartingWithoutAFixThen2DAnd3DGivesGpsdsFixes() throws {
        try replay("bt451")
    }

    /// The folder of gpsd's regression logs (see its README).
    static let receiverLogs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../NearbyFormatsTests/Fixtures/gpsd-daemon").standardizedFileURL

    /// The positions of the TPV fixes in gpsd's expected output for `name.log`, in order.
    static func expectedFixes(_ name: String) throws -> [(lat: Double, lon: Double)] {
        let text = try String(contentsOf: receiverLogs.appendingPathComponent(name + ".log.chk"), encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).compactMap { line in  // gpsd ends its lines with CR LF
            guard line.hasPrefix("{"), let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["class"] as? String == "TPV", let mode = object["mode"] as? Int, mode >= 2,
                  let lat = object["lat"] as? Double, let lon = object["lon"] as? Double else { return nil }
            return (lat, lon)
        }
    }

    /// Replays `name.log` through gpsfake into the app and checks its fixes against gpsd's
    /// expected output: each `gpsdFix` is one of the expected fixes, in their order, the last
    /// is the log's last, the first is delivered at once, the status bar says "GPS ±", and
    /// gpsd gone after the log is said. Returns the reasons of the lines the app ignored.
    @discardableResult
    func replay(_ name: String) throws -> [String] {
        let expected = try Self.expectedFixes(name)
        XCTAssertGreaterThan(expected.count, 5)
        let log = Self.receiverLogs.appendingPathComponent(name + ".log")
        // Paced so each replay lasts about 12 s whatever its length: the fixes stay long enough
        // on the screen for a loaded machine's polls.
        let sentences = try String(contentsOf: log, encoding: .utf8).split(whereSeparator: \.isNewline).filter { $0.hasPrefix("$") }.count
        let port = try startGPSFake(log: log, cycle: max(0.1, 12 / Double(sentences)))
        try startApp(gpsd: "127.0.0.1:\(port)")
        try tmux.waitForLog("\(name): gpsd's first fix", timeout: 60) { $0.count("gpsdFix") >= 1 }
        let shown = try tmux.waitFor(text: "GPS ±").joined(separator: "\n")
        try tmux.waitForLog("\(name): gpsd gone after the log", timeout: 90) { $0.count("gpsdUnreachable") >= 1 }
        try tmux.waitFor(text: "gpsd not reachable — retrying")

        let fixes = logged("gpsdFix").map { (lat: $0["lat"] as? Double ?? .nan, lon: $0["lon"] as? Double ?? .nan) }
        XCTAssertGreaterThan(fixes.count, expected.count / 3, "\(name): most of gpsd's fixes came")
        func same(_ a: (lat: Double, lon: Double), _ b: (lat: Double, lon: Double)) -> Bool {
            abs(a.lat - b.lat) <= 1e-6 && abs(a.lon - b.lon) <= 1e-6
        }
        // In order: each fix is the expected one it stands at or a later one.
        var next = 0
        for fix in fixes {
            guard let found = expected[next...].firstIndex(where: { same($0, fix) }) else {
                XCTFail("\(name): fix \(fix) is not among gpsd's expected fixes from #\(next) on")
                break
            }
            next = found
        }
        if let last = fixes.last, let end = expected.last {
            XCTAssertTrue(same(last, end), "\(name): the last fix \(last) is the log's last \(end)")
        }
        // The status bar's "GPS ±N m" is one of the fixes' accuracies (gpsd's eph).
        let said = shown.components(separatedBy: "GPS ±").dropFirst().first?.prefix { $0.isNumber }
        let accuracies = Set(logged("gpsdFix").compactMap { ($0["accuracy"] as? Double).map { max(1, Int($0.rounded())) } })
        XCTAssertTrue(said.flatMap { Int($0) }.map(accuracies.contains) == true, "\(name): \(said ?? "") of \(accuracies)")
        let modes = Set(logged("gpsdFix").compactMap { $0["mode"] as? Int })
        XCTAssertTrue(modes.isSubset(of: [2, 3]) && !modes.isEmpty, "\(modes)")
        // The first fix replaces the start position at once, whatever the receiver's clock said.
        let deliveries = logged("locationDelivered").map { (lat: $0["lat"] as? Double ?? .nan, lon: $0["lon"] as? Double ?? .nan) }
        XCTAssertGreaterThanOrEqual(deliveries.count, 2)
        if deliveries.count >= 2, let first = fixes.first {
            XCTAssertTrue(same(deliveries[1], first), "\(name): delivered \(deliveries[1]), first fix \(first)")
        }
        XCTAssertEqual(logged("gpsdLost").count, 0, "\(name) ends with a fix")
        let ignored = logged("gpsdIgnored").compactMap { $0["reason"] as? String }
        XCTAssertTrue(ignored.allSatisfy { $0 == "TPV fix without lat and lon" }, "\(name): \(ignored)")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
        return ignored
    }
}

/// NMEA 0183 sentences as a receiver sends them, for gpsfake's log: `$GPGGA` and `$GPRMC` per
/// second, with their checksums.
enum NMEA {
    /// `$BODY*CS`, CS the XOR of the body's bytes in two hex digits.
    static func sentence(_ body: String) -> String {
        let sum = body.utf8.reduce(UInt8(0), ^)
        return "$" + body + "*" + String(format: "%02X", sum)
    }

    /// ddmm.mmmm / dddmm.mmmm and the hemisphere.
    static func angle(_ value: Double, latitude: Bool) -> (String, String) {
        let degrees = Int(abs(value)), minutes = (abs(value) - Double(degrees)) * 60
        let text = String(format: latitude ? "%02d%07.4f" : "%03d%07.4f", degrees, minutes)
        return (text, latitude ? (value < 0 ? "S" : "N") : (value < 0 ? "W" : "E"))
    }

    /// One second of a receiver's output at 12:00:00 + `second` on 2026-12-05: a fix (GPS
    /// quality 1, 8 satellites, HDOP 0.9; RMC valid) or none (quality 0; RMC void).
    static func epoch(second: Int, lat: Double, lon: Double, fix: Bool) -> [String] {
        let time = String(format: "12%02d%02d.00", second / 60, second % 60)
        let (la, ns) = angle(lat, latitude: true), (lo, ew) = angle(lon, latitude: false)
        if fix {
            return [sentence("GPGGA,\(time),\(la),\(ns),\(lo),\(ew),1,08,0.9,10.0,M,17.0,M,,"),
                    sentence("GPRMC,\(time),A,\(la),\(ns),\(lo),\(ew),1.4,0.0,051226,,,A")]
        }
        return [sentence("GPGGA,\(time),,,,,0,00,99.9,,M,,M,,"), sentence("GPRMC,\(time),V,,,,,,,051226,,,N")]
    }
}
