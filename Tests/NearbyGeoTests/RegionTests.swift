import Foundation
import XCTest
import NearbyTestSupport
import NearbyGeo

// Independent WGS84 radii of curvature (not shared with the implementation).
private let wgs84A = 6378137.0
private let wgs84E2 = (2 - 1 / 298.257223563) / 298.257223563
private let radiansPerDegree = Double.pi / 180

private func meridionalRadius(_ lat: Double) -> Double {
    let s = sin(lat * radiansPerDegree)
    return wgs84A * (1 - wgs84E2) / pow(1 - wgs84E2 * s * s, 1.5)
}

private func parallelRadius(_ lat: Double) -> Double {
    let s = sin(lat * radiansPerDegree)
    return wgs84A / (1 - wgs84E2 * s * s).squareRoot() * cos(lat * radiansPerDegree)
}

/// Brute-force membership written independently of Region's range logic.
private func bruteContains(_ r: Region, _ p: Coordinate) -> Bool {
    let halfLat = r.latitudeDelta / 2
    guard p.latitude >= r.center.latitude - halfLat && p.latitude <= r.center.latitude + halfLat else { return false }
    let reachesPole = r.center.latitude + halfLat >= 90 || r.center.latitude - halfLat <= -90
    if reachesPole || r.longitudeDelta >= 360 { return true }
    let dLon = (p.longitude - r.center.longitude).remainder(dividingBy: 360)   // in [-180, 180]
    return abs(dLon) <= r.longitudeDelta / 2
}

/// Membership computed only from the published ranges (what the SQL store does).
private func rangesContain(_ r: Region, _ p: Coordinate) -> Bool {
    r.latitudeRange.contains(p.latitude) && r.longitudeRanges.contains { $0.contains(p.longitude) }
}

/// Whether the longitude span touches or crosses ±180 (computed independently).
private func crossesAntimeridian(_ r: Region) -> Bool {
    guard !r.includesPole, r.longitudeDelta < 360 else { return false }
    var c = r.center.longitude.remainder(dividingBy: 360)
    if c == 180 { c = -180 }
    return 180 - abs(c) <= r.longitudeDelta / 2 || c == -180
}

private func randomRegion(_ rng: inout SplitMix64) -> Region {
    let lat = rng.pick([
        rng.uniform(-90, 90), rng.uniform(-60, 60), 89.9, -89.9, rng.uniform(89, 90), 90, -90, 0,
    ])
    let lon = rng.pick([
        rng.uniform(-180, 180), rng.uniform(179, 180), rng.uniform(-180, -179), 180, -180, rng.uniform(-720, 720),
    ])
    let center = Coordinate(latitude: lat, longitude: lon)
    if rng.unit() < 0.8 {
        return Region(center: center,
                      latitudinalMeters: rng.logUniform(10, 5_000_000),
                      longitudinalMeters: rng.logUniform(10, 5_000_000))
    }
    return Region(center: center, latitudeDelta: rng.logUniform(1e-5, 200), longitudeDelta: rng.logUniform(1e-5, 400))
}

final class RegionTests: XCTestCase {
    func testContainsAgreesWithBruteForceAndRanges() {
        var rng = SplitMix64(seed: 42)
        var inside = 0, total = 0
        for _ in 0..<5000 {
            let region = randomRegion(&rng)
            let ranges = region.longitudeRanges
            let lat = region.latitudeRange
            XCTAssertTrue(lat.lowerBound >= -90 && lat.upperBound <= 90)
            XCTAssertTrue(ranges.allSatisfy { $0.lowerBound >= -180 && $0.upperBound <= 180 }, "\(region)")
            XCTAssertEqual(ranges.count == 2, crossesAntimeridian(region), "\(region) -> \(ranges)")
            XCTAssertTrue(ranges.count == 1 || ranges.count == 2)
            if region.includesPole || region.longitudeDelta >= 360 {
                XCTAssertEqual(ranges, [-180...180], "\(region)")
            }
            for k in 0..<40 {
                let p: Coordinate
                if k % 2 == 0 {
                    // Near the region, so that both answers are common.
                    let dLat = rng.uniform(-1, 1) * min(180, region.latitudeDelta)
                    let dLon = rng.uniform(-1, 1) * min(360, region.longitudeDelta)
                    var pLon = (region.center.longitude + dLon).remainder(dividingBy: 360)
                    if pLon == 180 && rng.unit() < 0.5 { pLon = -180 }
                    p = Coordinate(latitude: max(-90, min(90, region.center.latitude + dLat)), longitude: pLon)
                } else {
                    p = Coordinate(latitude: rng.uniform(-90, 90), longitude: rng.uniform(-180, 180))
                }
                let c = region.contains(p)
                XCTAssertEqual(c, rangesContain(region, p), "ranges disagree: \(region) \(p)")
                XCTAssertEqual(c, bruteContains(region, p), "brute force disagrees: \(region) \(p)")
                inside += c ? 1 : 0
                total += 1
            }
            // Exact range corners are inside (edges are inclusive) and agree with the ranges.
            for r in ranges {
                for lon in [r.lowerBound, r.upperBound] {
                    for latValue in [lat.lowerBound, lat.upperBound] {
                        let p = Coordinate(latitude: latValue, longitude: lon)
                        XCTAssertTrue(region.contains(p), "corner \(p) of \(region)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(inside, total / 10)
        XCTAssertLessThan(inside, total * 9 / 10)
    }

    func testMetersDefinition() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let lat = rng.pick([rng.uniform(-89.99, 89.99), 89.9, -89.9, 0])
            let center = Coordinate(latitude: lat, longitude: rng.uniform(-180, 180))
            let h = rng.logUniform(1, 1_000_000), w = rng.logUniform(1, 1_000_000)
            let region = Region(center: center, latitudinalMeters: h, longitudinalMeters: w)
            let expectedLat = h / (meridionalRadius(lat) * radiansPerDegree)
            let expectedLon = min(360, w / (parallelRadius(lat) * radiansPerDegree))
            XCTAssertEqual(region.latitudeDelta, expectedLat, accuracy: expectedLat * 1e-12)
            XCTAssertEqual(region.longitudeDelta, expectedLon, accuracy: expectedLon * 1e-9)
        }
        for pole in [90.0, -90.0] {
            let region = Region(center: Coordinate(latitude: pole, longitude: 12), latitudinalMeters: 100,
                                longitudinalMeters: 100)
            XCTAssertEqual(region.longitudeDelta, 360)
            XCTAssertTrue(region.includesPole)
            XCTAssertEqual(region.longitudeRanges, [-180...180])
        }
    }

    func testOneMeterInsideAndOutsideEachEdge() {
        var rng = SplitMix64(seed: 2024)
        var checkedLat = 0, checkedLon = 0, checkedCenter = 0
        for _ in 0..<3000 {
            let lat = rng.pick([rng.uniform(-85, 85), 89.9, -89.9, rng.uniform(-89.95, 89.95)])
            let lon = rng.pick([rng.uniform(-180, 180), rng.uniform(179.9, 180), rng.uniform(-180, -179.9)])
            let center = Coordinate(latitude: lat, longitude: lon)
            let h = rng.logUniform(10, 2_000_000), w = rng.logUniform(10, 2_000_000)
            let region = Region(center: center, latitudinalMeters: h, longitudinalMeters: w)
            let half = region.latitudeDelta / 2

            // North and south edges, from the edge midpoint along the meridian.
            for (edgeLat, outward) in [(lat + half, 0.0), (lat - half, 180.0)] where abs(edgeLat) < 90 - 1e-4 {
                let mid = Coordinate(latitude: edgeLat, longitude: lon)
                let inside = Geodesic.destination(from: mid, azimuth: outward + 180, distance: 1)
                let outside = Geodesic.destination(from: mid, azimuth: outward, distance: 1)
                XCTAssertTrue(region.contains(inside), "\(region): \(inside) should be in")
                XCTAssertFalse(region.contains(outside), "\(region): \(outside) should be out")
                checkedLat += 1
            }

            // East and west edges, from the edge midpoint along the parallel direction.
            let gapMeters = (360 - region.longitudeDelta) * parallelRadius(lat) * radiansPerDegree
            if !region.includesPole && gapMeters > 3 && half * meridionalRadius(lat) * radiansPerDegree > 2 {
                for (edgeLon, outward) in [(lon + region.longitudeDelta / 2, 90.0), (lon - region.longitudeDelta / 2, 270.0)] {
                    let mid = Coordinate(latitude: lat, longitude: edgeLon)
                    let inside = Geodesic.destination(from: mid, azimuth: outward + 180, distance: 1)
                    let outside = Geodesic.destination(from: mid, azimuth: outward, distance: 1)
                    XCTAssertTrue(region.contains(inside), "\(region): \(inside) should be in")
                    XCTAssertFalse(region.contains(outside), "\(region): \(outside) should be out")
                    checkedLon += 1
                }
                // Along the parallel itself, via the parallel radius.
                let oneMeter = 1 / (parallelRadius(lat) * radiansPerDegree)
                for sign in [1.0, -1.0] {
                    let edge = lon + sign * region.longitudeDelta / 2
                    XCTAssertTrue(region.contains(Coordinate(latitude: lat, longitude: edge - sign * oneMeter)))
                    XCTAssertFalse(region.contains(Coordinate(latitude: lat, longitude: edge + sign * oneMeter)))
                }
            }

            // From the center along the meridian: the half-height in meters lands on
            // the edge to well under a meter for regions up to 20 km tall.
            if h <= 20_000 && !region.includesPole && abs(lat) + half < 90 - 1e-3 {
                for azimuth in [0.0, 180.0] {
                    let inPoint = Geodesic.destination(from: center, azimuth: azimuth, distance: h / 2 - 1)
                    let outPoint = Geodesic.destination(from: center, azimuth: azimuth, distance: h / 2 + 1)
                    XCTAssertTrue(region.contains(inPoint), "\(region): \(inPoint) should be in")
                    XCTAssertFalse(region.contains(outPoint), "\(region): \(outPoint) should be out")
                }
                checkedCenter += 1
            }
        }
        XCTAssertGreaterThan(checkedLat, 3000)
        XCTAssertGreaterThan(checkedLon, 2000)
        XCTAssertGreaterThan(checkedCenter, 300)
    }

    func testPoleRegionsCoverAllLongitudes() {
        var rng = SplitMix64(seed: 99)
        var poleRegions = 0
        for _ in 0..<2000 {
            let lat = rng.pick([89.9, -89.9, rng.uniform(89.5, 90), -rng.uniform(89.5, 90)])
            let region = Region(center: Coordinate(latitude: lat, longitude: rng.uniform(-180, 180)),
                                latitudinalMeters: rng.logUniform(1_000, 500_000),
                                longitudinalMeters: rng.logUniform(10, 100_000))
            let reaches = abs(lat) + region.latitudeDelta / 2 >= 90
            XCTAssertEqual(region.includesPole, reaches)
            guard region.includesPole else { continue }
            poleRegions += 1
            XCTAssertEqual(region.longitudeRanges, [-180...180])
            let latRange = region.latitudeRange
            XCTAssertEqual(lat > 0 ? latRange.upperBound : latRange.lowerBound, lat > 0 ? 90 : -90)
            for _ in 0..<20 {
                let p = Coordinate(latitude: rng.uniform(latRange.lowerBound, latRange.upperBound),
                                   longitude: rng.uniform(-180, 180))
                XCTAssertTrue(region.contains(p), "\(region) should contain \(p)")
            }
            XCTAssertTrue(region.contains(Coordinate(latitude: lat > 0 ? 90 : -90, longitude: 0)))
        }
        XCTAssertGreaterThan(poleRegions, 500)
    }

    func testAntimeridianExamples() {
        let crossing = Region(center: Coordinate(latitude: 10, longitude: 179.5), latitudeDelta: 2, longitudeDelta: 2)
        XCTAssertEqual(crossing.longitudeRanges, [-180 ... -179.5, 178.5...180])
        XCTAssertTrue(crossing.contains(Coordinate(latitude: 10, longitude: -179.9)))
        XCTAssertTrue(crossing.contains(Coordinate(latitude: 10, longitude: 179.9)))
        XCTAssertTrue(crossing.contains(Coordinate(latitude: 10, longitude: 180)))
        XCTAssertTrue(crossing.contains(Coordinate(latitude: 10, longitude: -180)))
        XCTAssertTrue(crossing.contains(Coordinate(latitude: 10, longitude: 539.9)))
        XCTAssertFalse(crossing.contains(Coordinate(latitude: 10, longitude: -179)))
        XCTAssertFalse(crossing.contains(Coordinate(latitude: 11.5, longitude: 179.5)))

        let west = Region(center: Coordinate(latitude: 0, longitude: -180), latitudeDelta: 1, longitudeDelta: 10)
        XCTAssertEqual(west.longitudeRanges, [-180 ... -175, 175...180])

        let wrapped = Region(center: Coordinate(latitude: 0, longitude: 540 - 1), latitudeDelta: 1, longitudeDelta: 4)
        XCTAssertEqual(wrapped.longitudeRanges, [-180 ... -179, 177...180])

        // Touching the antimeridian counts as crossing so both spellings of it are covered.
        let touching = Region(center: Coordinate(latitude: 0, longitude: 170), latitudeDelta: 1, longitudeDelta: 20)
        XCTAssertEqual(touching.longitudeRanges, [-180 ... -180, 160...180])
        XCTAssertTrue(touching.contains(Coordinate(latitude: 0, longitude: -180)))

        let inner = Region(center: Coordinate(latitude: 0, longitude: 0), latitudeDelta: 1, longitudeDelta: 20)
        XCTAssertEqual(inner.longitudeRanges, [-10...10])
        XCTAssertFalse(inner.includesPole)

        let whole = Region(center: Coordinate(latitude: 0, longitude: 33), latitudeDelta: 1, longitudeDelta: 360)
        XCTAssertEqual(whole.longitudeRanges, [-180...180])

        // Degenerate inputs never trap.
        let odd = Region(center: Coordinate(latitude: .nan, longitude: .infinity), latitudeDelta: .nan, longitudeDelta: -5)
        XCTAssertEqual(odd.latitudeRange, 0...0)
        XCTAssertEqual(odd.longitudeRanges, [0...0])
    }
}
