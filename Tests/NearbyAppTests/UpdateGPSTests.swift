import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyText

/// `--gpsd` in update: fixes go to the location actor while following GPS (the first at once,
/// the rest through its filter), the status bar says the source and its state, a moving key
/// leaves GPS and `l` returns.
final class UpdateGPSTests: XCTestCase {
    func started() -> AppState {
        var state = AppState(width: 100, height: 24, provider: .offline, at: Place.helsinki)
        state.location.gps = GPSStatus()
        _ = Update.start(&state)
        _ = Update.apply(&state, .locationDelivered(Location(coordinate: Place.helsinki, timestamp: 0)))
        return state
    }

    func status(_ state: AppState) -> String {
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        StatusBar.render(state, into: &grid, area: state.viewport.layout.status)
        return grid.lines[state.viewport.layout.status.y]
    }

    func fix(_ lat: Double, _ lon: Double, accuracy: Double? = 8) -> GPSDFix {
        GPSDFix(latitude: lat, longitude: lon, mode: 3, accuracy: accuracy)
    }

    func commands(_ effects: [Effect]) -> [LocationCommand] {
        effects.compactMap { if case .simulate(let command) = $0 { command } else { nil } }
    }

    func testTheFirstFixIsDeliveredAtOnceAndTheNextGoThroughTheFilter() {
        var state = started()
        XCTAssertTrue(status(state).contains("gpsd: connecting"), status(state))
        _ = Update.apply(&state, .gpsd(.connected(address: "localhost:2947")))
        XCTAssertTrue(status(state).contains("GPS: waiting for a fix"), status(state))
        let first = Update.apply(&state, .gpsd(.fix(fix(60.17, 24.95, accuracy: 7.6), at: 100)))
        XCTAssertEqual(commands(first), [.gpsFix(fix(60.17, 24.95, accuracy: 7.6).location(at: 100), always: true)])
        XCTAssertTrue(status(state).contains("GPS ±8 m"), status(state))
        let second = Update.apply(&state, .gpsd(.fix(fix(60.1701, 24.95), at: 101)))
        XCTAssertEqual(commands(second), [.gpsFix(fix(60.1701, 24.95).location(at: 101), always: false)])
        XCTAssertEqual(first.first, .log(LogEvent("gpsdFix", [("lat", .number(60.17)), ("lon", .number(24.95)), ("mode", .integer(3)),
                                                             ("accuracy", .number(7.6)), ("following", .integer(1))])))
    }

    func testALostFixKeepsThePositionMarkedAndSaysSinceWhen() {
        var state = started()
        _ = Update.apply(&state, .gpsd(.connected(address: "localhost:2947")))
        XCTAssertEqual(Update.apply(&state, .gpsd(.noFix(mode: 1))), [], "no fix yet: nothing lost")
        _ = Update.apply(&state, .gpsd(.fix(fix(60.17, 24.95), at: 36_000)))
        _ = Update.apply(&state, .locationDelivered(fix(60.17, 24.95).location(at: 36_000)))
        let lost = Update.apply(&state, .gpsd(.noFix(mode: 1)))
        XCTAssertEqual(lost, [.log(LogEvent("gpsdLost", [("mode", .integer(1)), ("since", .number(36_000))]))])
        XCTAssertEqual(Update.apply(&state, .gpsd(.noFix(mode: 1))), [], "said once")
        let clock = LocalClock.hoursMinutes(unixTime: 36_000)
        XCTAssertTrue(status(state).contains("last 60.1700 N 24.9500 E"), status(state))
        XCTAssertTrue(status(state).contains("no GPS fix since \(clock)"), status(state))
        _ = Update.apply(&state, .gpsd(.unreachable(reason: "gpsd closed the connection", retryIn: 1)))
        XCTAssertTrue(status(state).contains("gpsd not reachable — retrying"), status(state))
        state.settings.language = .chinese
        XCTAssertTrue(status(state).contains("无法连接 gpsd — 正在重试"), status(state))
    }

    func testAMovingKeyLeavesGPSAndLReturnsToTheLastFix() {
        var state = started()
        _ = Update.apply(&state, .gpsd(.fix(fix(60.17, 24.95), at: 100)))
        let step = Update.apply(&state, .key(.character("d")))
        XCTAssertEqual(state.location.gps?.following, false)
        XCTAssertTrue(step.contains(.log(LogEvent("locationSource", [("source", .string("simulated"))]))))
        XCTAssertTrue(status(state).contains("simulated — l for GPS"), status(state))
        // Fixes still come and show in the log, but move nothing.
        let ignored = Update.apply(&state, .gpsd(.fix(fix(60.18, 24.95), at: 101)))
        XCTAssertEqual(commands(ignored), [])
        let back = Update.apply(&state, .key(.character("l")))
        XCTAssertEqual(state.location.gps?.following, true)
        XCTAssertEqual(commands(back), [.gpsFix(fix(60.18, 24.95).location(at: 101), always: true)])
        XCTAssertEqual(commands(Update.apply(&state, .gpsd(.fix(fix(60.181, 24.95), at: 102)))),
                       [.gpsFix(fix(60.181, 24.95).location(at: 102), always: false)])
        // Back after the fix was lost: the last fix, marked as old.
        _ = Update.apply(&state, .gpsd(.noFix(mode: 1)))
        _ = Update.apply(&state, .key(.character("w")))
        XCTAssertEqual(commands(Update.apply(&state, .key(.character("l")))).last,
                       .gpsFix(fix(60.181, 24.95).location(at: 102), always: true))
        _ = Update.apply(&state, .locationDelivered(fix(60.181, 24.95).location(at: 102)))
        XCTAssertTrue(status(state).contains("last 60.1810 N 24.9500 E"), status(state))
        // Keys that move nothing leave GPS alone.
        _ = Update.apply(&state, .key(.character("j")))
        _ = Update.apply(&state, .key(.character("+")))
        XCTAssertEqual(state.location.gps?.following, true)
    }

    func testWithoutGpsdLSaysHowToStartIt() {
        var state = AppState(width: 100, height: 24, provider: .offline, at: Place.helsinki)
        XCTAssertEqual(Update.apply(&state, .key(.character("l"))).count, 0)
        XCTAssertTrue(status(state).contains("no gpsd (start with --gpsd"), status(state))
        XCTAssertEqual(Update.apply(&state, .gpsd(.fix(fix(60.17, 24.95), at: 1))), [], "reports without --gpsd change nothing")
    }

    func testTheLocationActorDeliversAFixWithItsAccuracyThroughTheFilter() async {
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: ManualClock(), report: recorder.report)
        await simulator.jump(to: Place.helsinki)
        let near = Geodesic.destination(from: Place.helsinki, azimuth: 0, distance: 30)
        await simulator.perform(.gpsFix(Location(coordinate: near, horizontalAccuracy: 8, timestamp: 0), always: false))
        XCTAssertEqual(recorder.deliveries.count, 1, "30 m: held back like a key's move")
        await simulator.perform(.gpsFix(Location(coordinate: near, horizontalAccuracy: 8, speed: 1.5, timestamp: 0), always: true))
        XCTAssertEqual(recorder.deliveries.count, 2)
        XCTAssertEqual(recorder.deliveries.last?.horizontalAccuracy, 8)
        XCTAssertEqual(recorder.deliveries.last?.speed, 1.5)
        let far = Geodesic.destination(from: near, azimuth: 0, distance: 60)
        await simulator.perform(.gpsFix(Location(coordinate: far, horizontalAccuracy: 3, timestamp: 0), always: false))
        XCTAssertEqual(recorder.deliveries.last?.coordinate, far)
    }

    func testEveryGPSWordHasItsChinese() {
        var states: [GPSStatus] = []
        for link in [GPSStatus.Link.connecting, .waiting, .fix(accuracy: 8), .lost, .unreachable] {
            var gps = GPSStatus()
            gps.link = link
            gps.lastFix = link == .lost ? Location(coordinate: Place.helsinki, timestamp: 36_000) : nil
            states.append(gps)
        }
        var left = GPSStatus()
        left.following = false
        states.append(left)
        let english = Strings(.english), chinese = Strings(.chinese)
        var pairs = states.map { (english.gpsStatus($0) ?? "", chinese.gpsStatus($0) ?? "") }
        pairs += [(english.lastKnown, chinese.lastKnown), (english.noGPSD, chinese.noGPSD),
                  (english.gpsLost(since: nil), chinese.gpsLost(since: nil))]
        pairs += zip(english.gpsHelpRows, chinese.gpsHelpRows).map { ($0.action, $1.action) }
        XCTAssertEqual(Set(pairs.map(\.0)).count, pairs.count, "each state has its own words: \(pairs)")
        for (en, zh) in pairs {
            XCTAssertNotEqual(en, zh)
            XCTAssertTrue(zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(en) → \(zh)")
        }
    }
}
