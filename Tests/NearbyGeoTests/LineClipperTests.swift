import XCTest
import NearbyGeo

/// Liang–Barsky against the square [0, 10] × [0, 10].
final class LineClipperTests: XCTestCase {
    private let square = LineClipper(minX: 0, minY: 0, maxX: 10, maxY: 10)

    private func assertClip(_ a: LineClipper.Point, _ b: LineClipper.Point, _ expected: (LineClipper.Point, LineClipper.Point)?,
                            _ clipper: LineClipper? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let got = (clipper ?? square).clip(a, b)
        guard let expected else { return XCTAssertNil(got.map { "\($0)" }, file: file, line: line) }
        guard let got else { return XCTFail("nil, expected \(expected)", file: file, line: line) }
        for (g, e) in [(got.0.x, expected.0.x), (got.0.y, expected.0.y), (got.1.x, expected.1.x), (got.1.y, expected.1.y)] {
            XCTAssertEqual(g, e, accuracy: 1e-12, "\(got) != \(expected)", file: file, line: line)
        }
    }

    func testASegmentInsideComesBackExactly() {
        let a = (x: 0.1 + 0.2, y: 3.3), b = (x: 9.7, y: 1.0 / 3)
        let got = square.clip(a, b)
        XCTAssert(got.map { $0.0 == a && $0.1 == b } == true, "\(String(describing: got))")
        // Ends on the edges are inside.
        assertClip((0, 0), (10, 10), ((0, 0), (10, 10)))
    }

    func testASegmentOutsideIsNil() {
        assertClip((-5, -1), (-1, -5), nil) // beyond a corner, both ends outside two edges
        assertClip((11, 0), (20, 10), nil) // right of the square
        assertClip((0, -3), (10, -0.1), nil) // above it
        assertClip((-1, 12), (12, 11), nil) // below it, crossing both side lines
        assertClip((-3, 5), (-1, 5), nil) // horizontal, left of it
    }

    func testCrossingEachEdge() {
        assertClip((-5, 5), (5, 5), ((0, 5), (5, 5))) // enters over the left edge
        assertClip((5, 5), (15, 5), ((5, 5), (10, 5))) // leaves over the right edge
        assertClip((5, -5), (5, 5), ((5, 0), (5, 5))) // over the top (minimum y)
        assertClip((5, 5), (5, 15), ((5, 5), (5, 10))) // over the bottom (maximum y)
        assertClip((-5, -5), (15, 15), ((0, 0), (10, 10))) // through two corners
        assertClip((-2, 4), (14, 12), ((0, 5), (10, 10))) // in on the left, out at the bottom
        assertClip((12, 14), (-2, 0), ((8, 10), (0, 2))) // in at the bottom, out on the left
    }

    func testDegenerateSegmentsAndRectangles() {
        assertClip((4, 4), (4, 4), ((4, 4), (4, 4))) // a point inside
        assertClip((14, 4), (14, 4), nil) // a point outside
        assertClip((0, 2), (0, 8), ((0, 2), (0, 8))) // along an edge
        assertClip((10, -5), (10, 15), ((10, 0), (10, 10))) // along an edge, past both ends
        let point = LineClipper(minX: 3, minY: 3, maxX: 3, maxY: 3)
        assertClip((0, 0), (6, 6), ((3, 3), (3, 3)), point)
        assertClip((0, 1), (6, 7), nil, point)
        XCTAssertNil(square.clip((.nan, 1), (2, 2)))
        XCTAssertNil(square.clip((1, 1), (.infinity, 2)))
        XCTAssertNil(square.clip((-.infinity, 5), (5, 5)))
    }
}
