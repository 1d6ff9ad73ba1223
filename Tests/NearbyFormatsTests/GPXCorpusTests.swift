import Foundation
import XCTest
@testable import NearbyApp
@testable import NearbyFormats

/// Real recorded GPX files, read when `NEARBY_GPX_CORPUS` names a folder of them. The gpxpy 1.6.2
/// source distribution on PyPI has 30 under `test_files/`; they are not copied into this repo:
///
///     pip download --no-deps --no-binary=:all: gpxpy==1.6.2 && tar xzf gpxpy-1.6.2.tar.gz
///     NEARBY_GPX_CORPUS=$PWD/gpxpy-1.6.2/test_files swift test --filter GPXCorpusTests
final class GPXCorpusTests: XCTestCase {
    func testEveryFileParsesWithThePointsACrudeCountFinds() throws {
        guard let folder = ProcessInfo.processInfo.environment["NEARBY_GPX_CORPUS"] else {
            throw XCTSkip("set NEARBY_GPX_CORPUS to a folder of .gpx files")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".gpx") }.sorted()
        XCTAssertFalse(files.isEmpty)
        var total = 0
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let document: GPXDocument
            do {
                document = try GPXDocument.parse(text)
            } catch {
                XCTFail("\(file): \(error)")
                continue
            }
            XCTAssertEqual(document.trackPoints.count, Self.count("trkpt", in: text), file)
            XCTAssertEqual(document.routePoints.count, Self.count("rtept", in: text), file)
            XCTAssertEqual(document.waypoints.count, Self.count("wpt", in: text), file)
            if let route = Route(document) {
                XCTAssertTrue(route.duration.isFinite && route.duration >= 0, file)
                XCTAssertTrue(route.position(at: route.duration / 2).coordinate.latitude.isFinite, file)
            }
            total += document.trackPoints.count + document.routePoints.count + document.waypoints.count
        }
        print("GPXCorpusTests: \(files.count) files, \(total) points")
    }

    /// Opening tags `<name ` / `<name>` / `<prefix:name `, outside comments: an independent, crude count.
    static func count(_ name: String, in text: String) -> Int {
        var body = text
        while let start = body.range(of: "<!--"), let end = body.range(of: "-->", range: start.upperBound..<body.endIndex) {
            body.removeSubrange(start.lowerBound..<end.upperBound)
        }
        let pattern = "<([A-Za-z0-9_]+:)?" + name + "[\\s/>]"
        let regex = try? NSRegularExpression(pattern: pattern)
        return regex?.numberOfMatches(in: body, range: NSRange(body.startIndex..., in: body)) ?? -1
    }
}
