import XCTest
import NearbyTestSupport
@testable import NearbyGeo

final class InteriorPointTests: XCTestCase {
    func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    func testAConvexOutlineGetsItsCentroid() throws {
        let square = [c(0, 0), c(0, 2), c(2, 2), c(2, 0), c(0, 0)]
        let point = try XCTUnwrap(InteriorPoint.of(rings: [square]))
        XCTAssertEqual(point.latitude, 1, accuracy: 1e-12)
        XCTAssertEqual(point.longitude, 1, accuracy: 1e-12)
        // Either winding, and an unclosed ring, give the same point.
        let open = try XCTUnwrap(InteriorPoint.of(rings: [Array(square.reversed().dropLast())]))
        XCTAssertEqual(open.latitude, 1, accuracy: 1e-12)
        XCTAssertEqual(open.longitude, 1, accuracy: 1e-12)
    }

    func testAShapeWhoseCentroidIsOutsideGetsAPointOnItsSurface() throws {
        // A thin U: the centroid lies in the gap between its arms.
        let u = [c(0, 0), c(0, 10), c(10, 10), c(10, 9), c(1, 9), c(1, 1), c(10, 1), c(10, 0), c(0, 0)]
        let centroid = try XCTUnwrap(InteriorPoint.centroid([u]))
        XCTAssertFalse(InteriorPoint.contains([u], centroid), "the test shape must have its centroid outside")
        let point = try XCTUnwrap(InteriorPoint.of(rings: [u]))
        XCTAssertTrue(InteriorPoint.contains([u], point), "\(point)")
    }

    func testAHoleIsNotInside() throws {
        let outer = [c(0, 0), c(0, 10), c(10, 10), c(10, 0), c(0, 0)]
        let hole = [c(2, 2), c(2, 8), c(8, 8), c(8, 2), c(2, 2)]
        let point = try XCTUnwrap(InteriorPoint.of(rings: [outer, hole]))
        XCTAssertTrue(InteriorPoint.contains([outer, hole], point), "\(point)")
        XCTAssertFalse(InteriorPoint.contains([hole], point), "\(point) is in the hole")
        // A hole off the middle moves the centroid away from it (area-weighted).
        let offHole = [c(1, 1), c(1, 4), c(4, 4), c(4, 1), c(1, 1)]
        let moved = try XCTUnwrap(InteriorPoint.of(rings: [outer, offHole]))
        XCTAssertGreaterThan(moved.latitude, 5)
        XCTAssertGreaterThan(moved.longitude, 5)
    }

    func testNoAreaGivesNoPoint() {
        XCTAssertNil(InteriorPoint.of(rings: []))
        XCTAssertNil(InteriorPoint.of(rings: [[c(0, 0), c(1, 1)]]))
        XCTAssertNil(InteriorPoint.of(rings: [[c(0, 0), c(1, 1), c(2, 2), c(0, 0)]]), "a line folded on itself")
    }

    /// Random star-shaped outlines (often concave, their centroid sometimes outside): the
    /// point is always inside.
    func testRandomOutlinesAlwaysGetAPointInside() throws {
        var rng = SplitMix64(seed: 2_718)
        var outside = 0
        for _ in 0..<500 {
            let count = Int.random(in: 3...14, using: &rng)
            let angles = (0..<count).map { _ in Double.random(in: 0..<(2 * .pi), using: &rng) }.sorted()
            var ring = angles.map { a -> Coordinate in
                let r = Double.random(in: 0.05...1, using: &rng)
                return c(60 + r * sin(a) * 0.001, 24 + r * cos(a) * 0.002)
            }
            ring.append(ring[0])
            if let centroid = InteriorPoint.centroid([ring]), !InteriorPoint.contains([ring], centroid) { outside += 1 }
            guard let point = InteriorPoint.of(rings: [ring]) else { continue }
            XCTAssertTrue(InteriorPoint.contains([ring], point), "\(ring) → \(point)")
        }
        XCTAssertGreaterThan(outside, 0, "some outlines must have their centroid outside, or the fallback is untested")
    }
}
