import NearbyGeo
import NearbyOSM
@testable import NearbyRoute
import XCTest

final class WalkGraphTests: XCTestCase {
    func testBuilderKeepsOnlyWalkedWaysAndTheirNodes() {
        var city = LatticeCity(n: 3)
        city.nodes.append(OSMNode(id: 99, coordinate: city.point(5, 5)))
        city.ways.append(OSMWay(id: 9, nodeIDs: [1, 99], tags: ["highway": "motorway"]))
        let g = city.graph()
        XCTAssertEqual(g.nodeCount, 9)
        // 3 rows and 3 columns of 2 segments, each both ways.
        XCTAssertEqual(g.edgeCount, 24)
        XCTAssertEqual(g.disconnectedPieces, 0)
    }

    func testWaysAreCutWhereTheExtractLacksTheirNodes() {
        var b = WalkGraphBuilder()
        let city = LatticeCity(n: 3)
        b.add(way: OSMWay(id: 1, nodeIDs: [1, 2, 3, 4], tags: ["highway": "footway"]))
        for node in city.nodes where node.id != 3 { b.add(node: node) }
        let g = b.build(name: "cut", bounds: nil)
        XCTAssertEqual(g.edgeCount, 2, "1-2 kept both ways; 2-3 and 3-4 cut")
        XCTAssertEqual(g.disconnectedPieces, 1, "node 4 stands alone")
    }

    func testBytesRoundTrip() throws {
        let g = LatticeCity(n: 4).graph(name: "Kallio")
        let back = try WalkGraph(decoding: g.encoded())
        XCTAssertEqual(back.name, "Kallio")
        XCTAssertEqual(back.nodeCount, g.nodeCount)
        XCTAssertEqual(back.edgeCount, g.edgeCount)
        XCTAssertEqual(back.encoded(), g.encoded())
        XCTAssertEqual(back.bounds.north, g.bounds.north)
    }

    func testEveryCutOfTheBytesThrows() {
        let bytes = LatticeCity(n: 3).graph().encoded()
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try WalkGraph(decoding: Array(bytes[0..<length])), "length \(length)")
        }
    }

    func testFlippedBytesThrowAndNeverTrap() {
        let bytes = LatticeCity(n: 3).graph().encoded()
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = bytes
            damaged[Int.random(in: 0..<bytes.count, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
            XCTAssertThrowsError(try WalkGraph(decoding: damaged))
        }
    }

    /// Damage behind a correct checksum: each index and count is still checked.
    func testBadIndexesBehindAGoodChecksumThrow() throws {
        let bytes = LatticeCity(n: 3).graph().encoded()
        let body = Array(bytes.dropLast(4))
        var failures = 0
        // Overwrite each aligned word of the arrays in turn with a huge value.
        for offset in stride(from: 12, to: body.count - 4, by: 4) {
            var damaged = body
            for k in 0..<4 { damaged[offset + k] = 0xfe }
            var w = ByteWriter()
            w.bytes = damaged
            w.u32(WalkGraph.checksum(damaged[...]))
            do { _ = try WalkGraph(decoding: w.bytes) } catch { failures += 1 }
        }
        XCTAssertGreaterThan(failures, 50, "most words are counts, indexes or coordinates whose damage is caught")
        XCTAssertThrowsError(try WalkGraph(decoding: Array("NBWG".utf8) + [9, 0, 0, 0] + [UInt8](repeating: 0, count: 40))) { error in
            XCTAssertEqual(error as? WalkGraphError, .unsupportedVersion(9))
        }
        XCTAssertThrowsError(try WalkGraph(decoding: Array("PK\u{3}\u{4}rest of it".utf8))) { error in
            XCTAssertEqual(error as? WalkGraphError, .notAGraph)
        }
    }

    func testSnapsToTheNearestPointOfTheNearestSegment() throws {
        let city = LatticeCity(n: 3)
        let g = city.graph()
        // 20 m north of the middle of Row 0 between columns 0 and 1.
        let q = city.point(0.2, 0.5)
        let p = try XCTUnwrap(g.nearest(lat: OSRMRuler.fixed(q.latitude), lon: OSRMRuler.fixed(q.longitude)).first)
        XCTAssertEqual(p.snapDistance, 20, accuracy: 0.3)
        XCTAssertEqual(g.strings[Int(g.wayName[Int(p.way)])], "Row 0")
        XCTAssertEqual(p.ratio, 0.5, accuracy: 0.01)
    }

    func testAPointFarFromTheGraphStillSnaps() throws {
        let city = LatticeCity(n: 3)
        let g = city.graph()
        let far = city.point(500, 0)  // some 50 km north
        let candidates = g.nearest(lat: OSRMRuler.fixed(far.latitude), lon: OSRMRuler.fixed(far.longitude))
        // The lattice's north-west corner, where Row 2 and Column 0 meet: both are candidates.
        XCTAssertEqual(Set(candidates.map { g.strings[Int(g.wayName[Int($0.way)])] }), ["Row 2", "Column 0"])
        let p = try XCTUnwrap(candidates.first)
        XCTAssertEqual(Double(p.lat) * 1e-7, city.point(2, 0).latitude, accuracy: 1e-6)
        XCTAssertGreaterThan(p.snapDistance, 49_000)
    }

    func testNodesBeforeWaysAndWaysBetweenNodesBuildTheSameGraph() {
        let city = LatticeCity(n: 4)
        var mixed = WalkGraphBuilder()
        for n in city.nodes.prefix(5) { mixed.add(node: n) }
        for w in city.ways.prefix(3) { mixed.add(way: w) }
        for n in city.nodes.dropFirst(5).prefix(4) { mixed.add(node: n) }
        for w in city.ways.dropFirst(3) { mixed.add(way: w) }
        for n in city.nodes.dropFirst(9) { mixed.add(node: n) }
        XCTAssertEqual(mixed.build(name: "Lattice", bounds: nil).encoded(), city.graph().encoded())
    }
}
