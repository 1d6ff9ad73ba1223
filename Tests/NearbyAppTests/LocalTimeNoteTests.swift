import XCTest
@testable import NearbyApp
import NearbyHours
import NearbyTestSupport
import NearbyText

/// The one sentence said of a time the clocks skip or show twice, in English and Chinese: whole
/// (dates, the zone) on stderr, short (times, "here") in the status bar, where `--time`'s stays
/// until the clock is moved.
final class LocalTimeNoteTests: XCTestCase {
    let helsinki = try? ZoneRules.load("Europe/Helsinki")

    func testTheSentencesOfTheGapAndTheOverlap() throws {
        let zone = try XCTUnwrap(helsinki)
        let gap = zone.reading(of: LocalTime(year: 2026, month: 3, day: 29, hour: 3, minute: 30))
        let overlap = zone.reading(of: LocalTime(year: 2026, month: 10, day: 25, hour: 3, minute: 30))
        let second = zone.reading(of: LocalTime(year: 2026, month: 10, day: 25, hour: 3, minute: 30), offset: 7200)
        let english = Strings(.english), chinese = Strings(.chinese)
        XCTAssertEqual(english.localTimeNote(gap, zone: zone.name),
                       "2026-03-29 03:30 does not exist in Europe/Helsinki (the clocks go forward 1 h at 03:00): read as 2026-03-29 04:30 +03:00.")
        XCTAssertEqual(chinese.localTimeNote(gap, zone: zone.name),
                       "2026-03-29 03:30 在 Europe/Helsinki 不存在（时钟在 03:00 拨快 1 小时），按 2026-03-29 04:30 +03:00 计。")
        XCTAssertEqual(english.localTimeNote(overlap, zone: zone.name),
                       "2026-10-25 03:30 comes twice in Europe/Helsinki: read as the first, 2026-10-25 03:30 +03:00 "
                       + "(write 2026-10-25 03:30+02:00 for the second).")
        XCTAssertEqual(chinese.localTimeNote(second, zone: zone.name),
                       "2026-10-25 03:30 在 Europe/Helsinki 出现两次：按第二次 2026-10-25 03:30 +02:00 计。")
        XCTAssertEqual(english.localTimeNote(gap, zone: nil),
                       "03:30 does not exist here (the clocks go forward 1 h at 03:00): read as 04:30 +03:00")
        XCTAssertEqual(chinese.localTimeNote(overlap, zone: nil), "03:30 在本地出现两次：按第一次 03:30 +03:00 计（第二次请写 03:30+02:00）")
        XCTAssertNil(english.localTimeNote(zone.reading(of: LocalTime(year: 2026, month: 6, day: 1, hour: 12)), zone: zone.name))
        // Lord Howe Island's half-hour gap says its length in minutes.
        let lordHowe = try ZoneRules.load("Australia/Lord_Howe")
        let half = lordHowe.reading(of: LocalTime(year: 2026, month: 10, day: 4, hour: 2, minute: 15))
        XCTAssertEqual(english.localTimeNote(half, zone: nil), "02:15 does not exist here (the clocks go forward 30 min at 02:00): read as 02:45 +11:00")
    }

    func testTheStatusBarSaysHowTheClockWasReadUntilItIsMoved() throws {
        let zone = try XCTUnwrap(helsinki)
        let reading = zone.reading(of: LocalTime(year: 2026, month: 3, day: 29, hour: 3, minute: 30))
        var state = AppState(width: 160, height: 24, provider: .offline, at: Sample.center)
        state.hours.homeZone = zone
        state.hours.clockReading = reading
        state.clock = AppClock(wall: 1000, simulatedAt: Double(reading.utc))
        let status = { (s: AppState) in Screen.render(s).lines[s.viewport.layout.status.y] }
        XCTAssertTrue(status(state).contains("Su 29 Mar 04:30 (simulated) · 03:30 does not exist here "
                                             + "(the clocks go forward 1 h at 03:00): read as 04:30 +03:00"), status(state))
        state.settings.language = .chinese
        XCTAssertTrue(status(state).contains("03:30 在本地不存在（时钟在 03:00 拨快 1 小时），按 04:30 +03:00 计"), status(state))
        _ = Update.apply(&state, .key(.character(">")))
        XCTAssertNil(state.hours.clockReading)
        XCTAssertFalse(status(state).contains("03:30"), status(state))
        XCTAssertTrue(status(state).contains("05:30"), status(state))
    }
}
