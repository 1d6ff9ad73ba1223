import Foundation
import XCTest
@testable import NearbyFormats

/// Our gpsd parser against gpsd's own output: every JSON report in the expected-output files of
/// gpsd's regression suite (`Fixtures/gpsd-daemon/*.log.chk`, real receivers' logs run through
/// gpsd) reads as gpsd meant it. A TPV gives the mode, latitude and longitude the line says (read
/// here by Foundation's JSON parser, not ours) and the accuracy our rule makes of its
/// `eph`/`epx`/`epy`; every other class (SKY, …) is passed over, never counted as garbage.
final class GPSDConformanceTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpsd-daemon")
    static let logs = ["bt451", "bu353s4", "garmin17n", "gps-360", "gpslim236"]

    /// The JSON lines of `name.log.chk` (the others are the sentences gpsd read), split as the
    /// reader splits the socket's bytes: gpsd ends its reports with CR LF.
    static func reports(_ name: String) throws -> [String] {
        let bytes = try Data(contentsOf: folder.appendingPathComponent(name + ".log.chk"))
        var splitter = GPSDLines()
        return splitter.take(bytes).compactMap { line in
            guard case .text(let text) = line, text.first == UInt8(ascii: "{") else { return nil }
            return String(decoding: text, as: UTF8.self)
        }
    }

    func testEveryTPVInGpsdsExpectedOutputReadsAsGpsdMeantIt() throws {
        var fixes = 0, modes = Set<Int>(), hemispheres = Set<String>()
        for name in Self.logs {
            let lines = try Self.reports(name)
            XCTAssertGreaterThan(lines.count, 10, name)
            var fixesHere = 0
            for line in lines {
                let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
                let className = try XCTUnwrap(object["class"] as? String, line)
                let message = GPSDMessage.parse(Array(line.utf8))
                guard className == "TPV" else {
                    XCTAssertEqual(message, .other(className: className), "\(name): \(line)")
                    continue
                }
                let mode = try XCTUnwrap(object["mode"] as? Int, line)
                let latitude = object["lat"] as? Double, longitude = object["lon"] as? Double
                switch (mode, latitude, longitude) {
                case (0...1, _, _):
                    XCTAssertEqual(message, .noFix(mode: mode), "\(name): \(line)")
                case (2...3, let latitude?, let longitude?):
                    guard case .fix(let fix) = message else { XCTFail("\(name): \(line) read as \(message)"); continue }
                    XCTAssertEqual(fix.mode, mode, line)
                    XCTAssertEqual(fix.latitude, latitude, line)
                    XCTAssertEqual(fix.longitude, longitude, line)
                    XCTAssertEqual(fix.accuracy, Self.expectedAccuracy(object), line)
                    fixesHere += 1
                    modes.insert(mode)
                    hemispheres.insert((latitude < 0 ? "S" : "N") + (longitude < 0 ? "W" : "E"))
                default:
                    // gpsd reports a mode before it has a position (gps-360's first TPV, made of
                    // a GSA): no fix to use, ignored with the reason, and never a fix.
                    XCTAssertEqual(message, .ignored(reason: "TPV fix without lat and lon"), "\(name): \(line)")
                }
            }
            XCTAssertGreaterThan(fixesHere, 5, "\(name) has fixes")
            fixes += fixesHere
        }
        XCTAssertEqual(modes, [2, 3], "2D and 3D fixes both read")
        XCTAssertEqual(hemispheres, ["NE", "NW", "SE"])
        XCTAssertGreaterThan(fixes, 100)
    }

    /// gpsd's `eph` when the line has it, else the larger of `epx` and `epy`: worked out from
    /// Foundation's reading of the line.
    static func expectedAccuracy(_ object: [String: Any]) -> Double? {
        if let eph = object["eph"] as? Double { return eph }
        let errors = [object["epx"], object["epy"]].compactMap { $0 as? Double }
        return errors.max()
    }

    func testTheFixturesAreTheReceiversTextAsRecorded() throws {
        for name in Self.logs {
            let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".log"))
            XCTAssertNotNil(String(data: bytes, encoding: .utf8), "\(name).log is text")
            let sentences = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
                .filter { $0.hasPrefix("$") }
            XCTAssertGreaterThan(sentences.count, 20, name)
            // Each sentence's checksum holds: the bytes are the receiver's, not retyped.
            for sentence in sentences {
                guard let star = sentence.lastIndex(of: "*") else { XCTFail("\(name): \(sentence)"); continue }
                let body = sentence[sentence.index(after: sentence.startIndex)..<star].utf8.reduce(UInt8(0), ^)
                XCTAssertEqual(UInt8(sentence[sentence.index(after: star)...], radix: 16), body, "\(name): \(sentence)")
            }
        }
    }
}
