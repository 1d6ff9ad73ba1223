import XCTest
@testable import NearbyFormats

/// gpsd's JSON lines (gpsd_json(5)): TPV fixes and their absence read; every kind of garbage a
/// socket can bring is `ignored` with a reason, never a fix.
final class GPSDMessageTests: XCTestCase {
    func parse(_ text: String) -> GPSDMessage { GPSDMessage.parse(Array(text.utf8)) }

    func testA3DFixAsGpsdSendsItGivesPositionAccuracyAltitudeSpeedAndCourse() {
        let line = #"{"class":"TPV","device":"/dev/pts/5","mode":3,"time":"2026-12-05T12:00:03.000Z","ept":0.005,"lat":60.169600000,"lon":24.943500000,"altHAE":27.0000,"altMSL":10.0000,"alt":10.0000,"track":12.5,"magtrack":9.2265,"speed":1.029,"geoidSep":17.000,"eph":17.100}"#
        guard case .fix(let fix) = parse(line) else { return XCTFail("\(parse(line))") }
        XCTAssertEqual(fix.latitude, 60.1696)
        XCTAssertEqual(fix.longitude, 24.9435)
        XCTAssertEqual(fix.mode, 3)
        XCTAssertEqual(fix.accuracy, 17.1)
        XCTAssertEqual(fix.altitude, 27, "height above the ellipsoid, as Location's altitude is")
        XCTAssertEqual(fix.speed, 1.029)
        XCTAssertEqual(fix.course, 12.5)
    }

    func testA2DFixHasNoAltitudeAndTakesTheLargerOfEpxAndEpyWithoutEph() {
        let line = #"{"class":"TPV","mode":2,"lat":-33.8688,"lon":151.2093,"alt":55,"epx":6.5,"epy":9.25}"#
        guard case .fix(let fix) = parse(line) else { return XCTFail("\(parse(line))") }
        XCTAssertEqual(fix.latitude, -33.8688)
        XCTAssertEqual(fix.accuracy, 9.25)
        XCTAssertNil(fix.altitude)
        XCTAssertNil(parse(#"{"class":"TPV","mode":2,"lat":1,"lon":2}"#).fix?.accuracy, "no error estimate: unknown, not zero")
        XCTAssertNil(parse(#"{"class":"TPV","mode":2,"lat":1,"lon":2,"eph":-3}"#).fix?.accuracy)
    }

    func testModesZeroAndOneAreNoFixEvenWithAStalePosition() {
        XCTAssertEqual(parse(#"{"class":"TPV","device":"/dev/pts/5","mode":1}"#), .noFix(mode: 1))
        XCTAssertEqual(parse(#"{"class":"TPV","mode":0,"lat":60,"lon":24}"#), .noFix(mode: 0))
    }

    func testOtherClassesArePassedOver() {
        XCTAssertEqual(parse(#"{"class":"VERSION","release":"3.22","proto_major":3}"#), .other(className: "VERSION"))
        XCTAssertEqual(parse(#"{"class":"SKY","satellites":[{"PRN":1}]}"#), .other(className: "SKY"))
    }

    func testGarbageIsIgnoredWithItsReason() {
        let cases: [(String, String)] = [
            ("this is not json", "not JSON"),
            ("", "not JSON"),
            (#"{"class":"TPV","mode":3,"lat":NaN,"lon":24.9}"#, "not JSON"),
            (#"{"class":"TPV","mode":3,"lat":60.1"#, "not JSON"),
            (#"{"class":"TPV","mode":3} trailing"#, "not JSON"),
            ("[1,2,3]", "not a JSON object"),
            (#"{"mode":3,"lat":60,"lon":24}"#, "no class"),
            (#"{"class":"TPV","lat":60,"lon":24}"#, "TPV without a mode"),
            (#"{"class":"TPV","mode":7,"lat":60,"lon":24}"#, "TPV without a mode"),
            (#"{"class":"TPV","mode":2.5,"lat":60,"lon":24}"#, "TPV without a mode"),
            (#"{"class":"TPV","mode":3,"eph":4}"#, "TPV fix without lat and lon"),
            (#"{"class":"TPV","mode":3,"lat":60}"#, "TPV fix without lat and lon"),
            (#"{"class":"TPV","mode":3,"lat":"60","lon":"24"}"#, "TPV fix without lat and lon"),
            (#"{"class":"TPV","mode":3,"lat":90.5,"lon":24}"#, "TPV fix outside the globe"),
            (#"{"class":"TPV","mode":3,"lat":-91,"lon":24}"#, "TPV fix outside the globe"),
            (#"{"class":"TPV","mode":3,"lat":60,"lon":181}"#, "TPV fix outside the globe"),
            (#"{"class":"TPV","mode":3,"lat":1e999,"lon":24}"#, "TPV fix outside the globe"),
            (String(repeating: "[", count: 100), "not JSON"),
        ]
        for (line, reason) in cases {
            guard case .ignored(let said) = parse(line) else { XCTFail("\(line) read as \(parse(line))"); continue }
            XCTAssertTrue(said.hasPrefix(reason), "\(line): \(said)")
        }
        XCTAssertEqual(GPSDMessage.parse(Array(repeating: UInt8(ascii: " "), count: GPSDMessage.maxLineBytes + 1)),
                       .ignored(reason: "line longer than 65536 bytes"))
        XCTAssertEqual(parse(#"{"class":"TPV","mode":3,"lat":90,"lon":-180}"#).fix?.latitude, 90, "the poles and the antimeridian are on the globe")
    }

    func testLinesAreSplitAndALongLineIsSkippedWholeWithoutHoldingIt() {
        var lines = GPSDLines(limit: 8)
        XCTAssertEqual(lines.take(Array("ab\r\ncd".utf8)), [.text(Array("ab".utf8))])
        XCTAssertEqual(lines.take(Array("e\n0123456789abcdef".utf8)), [.text(Array("cde".utf8))])
        XCTAssertEqual(lines.take(Array("ghij\nok\n".utf8)), [.tooLong(bytes: 20), .text(Array("ok".utf8))])
        XCTAssertEqual(lines.take(Array("\n".utf8)), [.text([])])
        lines.take(Array("half".utf8)).forEach { XCTFail("\($0)") }
        lines.reset()
        XCTAssertEqual(lines.take(Array("new\n".utf8)), [.text(Array("new".utf8))], "a reset forgets the half line")
    }

    func testTheWatchCommandAsksForJSON() {
        XCTAssertEqual(String(decoding: GPSDMessage.watchCommand, as: UTF8.self), "?WATCH={\"enable\":true,\"json\":true};\n")
    }
}

extension GPSDMessage {
    var fix: GPSDFix? {
        if case .fix(let fix) = self { return fix }
        return nil
    }
}
