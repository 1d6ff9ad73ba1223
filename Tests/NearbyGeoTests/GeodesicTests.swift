import Foundation
import XCTest
import NearbyTestSupport
import NearbyGeo

/// One row of the GeographicLib reference table.
private struct TableRow {
    var line: Int
    var p1: Coordinate
    var p2: Coordinate
    var s12: Double
    var azi1: Double
    var azi2: Double
}

/// Difference of two angles reduced to [-180, 180] (i.e. compared mod 360).
private func angleDifference(_ x: Double, _ y: Double) -> Double {
    (x - y).remainder(dividingBy: 360)
}

final class GeodesicTests: XCTestCase {
    private static let tableURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/geodesic-table.csv")

    private func loadTable() throws -> [TableRow] {
        let text = try String(contentsOf: Self.tableURL, encoding: .utf8)
        var rows: [TableRow] = []
        for (index, line) in text.split(separator: "\n").enumerated() where index > 0 {
            let fields = line.split(separator: ",").map { Double(String($0)) }
            guard fields.count == 7, fields.allSatisfy({ $0 != nil }) else {
                XCTFail("malformed table line \(index + 1): \(line)")
                continue
            }
            let v = fields.map { $0 ?? .nan }
            rows.append(TableRow(
                line: index + 1,
                p1: Coordinate(latitude: v[0], longitude: v[1]),
                p2: Coordinate(latitude: v[2], longitude: v[3]),
                s12: v[4], azi1: v[5], azi2: v[6]))
        }
        XCTAssertGreaterThanOrEqual(rows.count, 2400, "reference table too small")
        return rows
    }

    func testInverseMatchesGeographicLib() throws {
        let rows = try loadTable()
        var maxDistanceError = 0.0, maxShortDistanceError = 0.0, maxAzimuthError = 0.0
        for row in rows {
            let r = Geodesic.inverse(row.p1, row.p2)
            let d = Geodesic.distance(row.p1, row.p2)
            XCTAssertFalse(r.distance.isNaN || r.initialAzimuth.isNaN || r.finalAzimuth.isNaN,
                           "NaN at line \(row.line)")
            XCTAssertEqual(r.distance, d, "distance() disagrees with inverse() at line \(row.line)")
            let err = abs(r.distance - row.s12)
            maxDistanceError = max(maxDistanceError, err)
            if row.s12 < 100_000 {
                maxShortDistanceError = max(maxShortDistanceError, err)
                XCTAssertLessThan(err, 1e-3, "distance error at line \(row.line)")
            }
            XCTAssertLessThan(err, 1, "distance error at line \(row.line)")
            XCTAssertTrue(r.initialAzimuth > -180 && r.initialAzimuth <= 180, "azi1 range at line \(row.line)")
            XCTAssertTrue(r.finalAzimuth > -180 && r.finalAzimuth <= 180, "azi2 range at line \(row.line)")

            // Azimuths are undefined for coincident points.
            guard row.s12 > 0 else { continue }
            let e1 = abs(angleDifference(r.initialAzimuth, row.azi1))
            let e2 = abs(angleDifference(r.finalAzimuth, row.azi2))
            maxAzimuthError = max(maxAzimuthError, e1, e2)
            XCTAssertLessThan(e1, 1e-6, "azi1 error at line \(row.line)")
            XCTAssertLessThan(e2, 1e-6, "azi2 error at line \(row.line)")
        }
        print("GeodesicTests: \(rows.count) rows; max distance error \(maxDistanceError) m "
              + "(under 100 km: \(maxShortDistanceError) m); max azimuth error \(maxAzimuthError) deg")
    }

    func testDirectMatchesGeographicLib() throws {
        let rows = try loadTable()
        var maxMiss = 0.0
        for row in rows {
            let q = Geodesic.destination(from: row.p1, azimuth: row.azi1, distance: row.s12)
            XCTAssertFalse(q.latitude.isNaN || q.longitude.isNaN, "NaN at line \(row.line)")
            XCTAssertTrue(q.longitude >= -180 && q.longitude < 180, "longitude range at line \(row.line)")
            // Compare by distance (works at the poles, where longitude is arbitrary)...
            let miss = Geodesic.distance(q, row.p2)
            maxMiss = max(maxMiss, miss)
            XCTAssertLessThan(miss, 1e-3, "direct problem misses at line \(row.line)")
            // ...and, away from the poles, also coordinate by coordinate.
            if abs(row.p2.latitude) < 89.9999 {
                let metersPerDegree = 111_000.0
                let dLat = abs(q.latitude - row.p2.latitude) * metersPerDegree
                let dLon = abs(angleDifference(q.longitude, row.p2.longitude)) * metersPerDegree
                    * cos(row.p2.latitude * .pi / 180)
                XCTAssertLessThan(dLat, 1e-3, "latitude miss at line \(row.line)")
                XCTAssertLessThan(dLon, 1e-3, "longitude miss at line \(row.line)")
            }
        }
        print("GeodesicTests: direct problem max miss \(maxMiss) m")
    }

    func testDestinationInverseRoundTrip() {
        var rng = SplitMix64(seed: 0x6E65_6172_6279)
        var maxMiss = 0.0
        for i in 0..<4000 {
            let a = Coordinate(latitude: rng.latitude(), longitude: rng.uniform(-180, 180))
            let b: Coordinate
            switch i % 4 {
            case 0:  // short
                b = Coordinate(latitude: max(-90, min(90, a.latitude + rng.uniform(-0.05, 0.05))),
                               longitude: a.longitude + rng.uniform(-0.05, 0.05))
            case 1:  // nearly antipodal
                b = Coordinate(latitude: -a.latitude + rng.uniform(-0.5, 0.5),
                               longitude: a.longitude + 180 + rng.uniform(-0.5, 0.5))
            case 2:  // polar
                b = Coordinate(latitude: (rng.unit() < 0.5 ? -1 : 1) * rng.uniform(89, 90),
                               longitude: rng.uniform(-180, 180))
            default:
                b = Coordinate(latitude: rng.latitude(), longitude: rng.uniform(-540, 540))
            }
            let line = Geodesic.inverse(a, b)
            XCTAssertFalse(line.distance.isNaN || line.initialAzimuth.isNaN || line.finalAzimuth.isNaN)
            let q = Geodesic.destination(from: a, azimuth: line.initialAzimuth, distance: line.distance)
            let miss = Geodesic.distance(q, b)
            maxMiss = max(maxMiss, miss)
            XCTAssertLessThan(miss, 1e-3, "round trip \(i): \(a) -> \(b)")
            // Symmetry: the reverse path has the same length.
            XCTAssertEqual(Geodesic.distance(b, a), line.distance, accuracy: 1e-8)
        }
        print("GeodesicTests: round trip max miss \(maxMiss) m")
    }

    func testSpecialCasesNeverNaN() {
        let specials: [Coordinate] = [
            .init(latitude: 0, longitude: 0), .init(latitude: 90, longitude: 0),
            .init(latitude: -90, longitude: 0), .init(latitude: 90, longitude: 180),
            .init(latitude: 0, longitude: 180), .init(latitude: 0, longitude: -180),
            .init(latitude: -0.0, longitude: -0.0), .init(latitude: 1e-300, longitude: 1e-300),
            .init(latitude: 45, longitude: 1e6), .init(latitude: -45, longitude: -1e9),
            .init(latitude: 91, longitude: 10), .init(latitude: -1000, longitude: 10),
            .init(latitude: 89.999999999, longitude: 0), .init(latitude: 0, longitude: 179.6),
            .init(latitude: 30, longitude: 0), .init(latitude: -30, longitude: 180),
        ]
        for a in specials {
            for b in specials {
                let r = Geodesic.inverse(a, b)
                XCTAssertTrue(r.distance.isFinite && r.initialAzimuth.isFinite && r.finalAzimuth.isFinite,
                              "\(a) -> \(b): \(r)")
                XCTAssertGreaterThanOrEqual(r.distance, 0)
                XCTAssertLessThanOrEqual(r.distance, 20_003_932)
                for s in [0, 1, -1, 1e7, 2.5e7, -4e7] {
                    let q = Geodesic.destination(from: a, azimuth: r.initialAzimuth, distance: s)
                    XCTAssertTrue(q.latitude.isFinite && q.longitude.isFinite, "\(a) az \(r.initialAzimuth) s \(s)")
                    XCTAssertTrue(q.longitude >= -180 && q.longitude < 180)
                    XCTAssertTrue(abs(q.latitude) <= 90)
                }
            }
        }
        // Coincident points: zero distance.
        XCTAssertEqual(Geodesic.distance(.init(latitude: 12.5, longitude: 370), .init(latitude: 12.5, longitude: 10)), 0)
        // Latitudes beyond the poles are clamped.
        XCTAssertEqual(Geodesic.distance(.init(latitude: 95, longitude: 0), .init(latitude: 90, longitude: 0)), 0)
        // Pole to pole and quarter meridian.
        XCTAssertEqual(Geodesic.distance(.init(latitude: 90, longitude: 0), .init(latitude: -90, longitude: 0)),
                       20_003_931.458_625_447, accuracy: 1e-6)
        XCTAssertEqual(Geodesic.distance(.init(latitude: 0, longitude: 0), .init(latitude: 90, longitude: 0)),
                       10_001_965.729_312_724, accuracy: 1e-6)
        // Along the equator.
        let eq = Geodesic.inverse(.init(latitude: 0, longitude: 0), .init(latitude: 0, longitude: 90))
        XCTAssertEqual(eq.distance, 6378137 * .pi / 2, accuracy: 1e-6)
        XCTAssertEqual(eq.initialAzimuth, 90)
        XCTAssertEqual(eq.finalAzimuth, 90)
        // Destination normalizes longitude into [-180, 180).
        let q = Geodesic.destination(from: .init(latitude: 0, longitude: 170), azimuth: 90,
                                     distance: 6378137 * .pi / 18)
        XCTAssertLessThan(abs(angleDifference(q.longitude, 180)), 1e-9)
        XCTAssertEqual(q.latitude, 0, accuracy: 1e-12)
        // Non-finite input is garbage in, NaN out, but must not trap or hang.
        let bad = Geodesic.inverse(.init(latitude: .nan, longitude: 0), .init(latitude: 0, longitude: .infinity))
        XCTAssertTrue(bad.distance.isNaN)
        XCTAssertTrue(Geodesic.destination(from: .init(latitude: 0, longitude: 0), azimuth: .nan, distance: 1).latitude.isNaN)
    }
}
