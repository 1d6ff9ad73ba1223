import NearbyGeo
import NearbyOSM
import NearbyRoute
import Synchronization
import XCTest

final class OfflineRouterTests: XCTestCase {
    func testRouteAlongTheLatticeWithSteps() throws {
        let city = LatticeCity(n: 5)
        let router = OfflineRouter(graphs: [city.graph()])
        // From the middle of Row 0 (between columns 0 and 1) to the middle of Column 3 (rows 2-3).
        let route = try router.route(from: city.point(0, 0.5), to: city.point(2.5, 3)).get()
        // 250 m east along Row 0, then 250 m north along Column 3.
        XCTAssertEqual(route.distance, 500, accuracy: 2)
        XCTAssertEqual(route.duration, route.distance / (5 / 3.6), accuracy: 1)
        XCTAssertEqual(route.steps.first?.maneuver.type, .depart)
        XCTAssertEqual(route.steps.last?.maneuver.type, .arrive)
        let names = route.steps.map(\.name)
        XCTAssertEqual(names.first, "Row 0")
        XCTAssertEqual(names.last, "Column 3")
        let turn = try XCTUnwrap(route.steps.first { $0.name == "Column 3" && $0.maneuver.type != .arrive })
        XCTAssertEqual(turn.maneuver.modifier, .left, "east, then north")
        XCTAssertEqual(route.steps.dropLast().reduce(0) { $0 + $1.distance }, route.distance, accuracy: 0.01)
        XCTAssertEqual(route.geometry.first!.latitude, city.point(0, 0.5).latitude, accuracy: 1e-6)
    }

    func testSnapDistancesAreReported() throws {
        let city = LatticeCity(n: 3)
        let router = OfflineRouter(graphs: [city.graph()])
        let route = try router.route(from: city.point(0.3, 0.5), to: city.point(1, 1.5)).get()
        XCTAssertEqual(route.startSnap, 30, accuracy: 0.5)
        XCTAssertEqual(route.endSnap, 0, accuracy: 0.1)
    }

    func testOutsideEveryGraphNamesTheAreas() {
        let router = OfflineRouter(graphs: [LatticeCity(n: 3).graph(name: "Kallio")])
        let far = Coordinate(latitude: 48.85, longitude: 2.35)
        XCTAssertEqual(try? router.route(from: LatticeCity(n: 3).point(0, 0), to: far).get(), nil)
        if case .failure(let f) = router.route(from: LatticeCity(n: 3).point(0, 0), to: far) {
            XCTAssertEqual(f, .outsideGraphs(areas: ["Kallio"]))
        } else {
            XCTFail("expected a failure")
        }
    }

    func testBarrierAndOnewayMakeNoWalk() {
        var city = LatticeCity(n: 2)
        // A second, separate street whose only link is through a wall.
        city.nodes += [OSMNode(id: 50, coordinate: city.point(0, 3)), OSMNode(id: 51, coordinate: city.point(0, 4)),
                       OSMNode(id: 52, coordinate: city.point(0, 2), tags: ["barrier": "wall"])]
        city.ways.append(OSMWay(id: 7, nodeIDs: [2, 52, 50, 51], tags: ["highway": "footway", "name": "Walled"]))
        let router = OfflineRouter(graphs: [city.graph()])
        XCTAssertEqual(router.route(from: city.point(0, 0.5), to: city.point(0, 3.5)), .failure(.notConnected))
    }

    func testWalkTimesAgreeWithRoutes() throws {
        let city = LatticeCity(n: 6)
        let router = OfflineRouter(graphs: [city.graph()])
        let from = city.point(1.5, 2)
        let targets = [city.point(0, 0), city.point(5, 5), city.point(3.2, 4), city.point(1.5, 2.2), Coordinate(latitude: 10, longitude: 10)]
        let times = try router.walkTimes(from: from, to: targets).get()
        XCTAssertNil(times[4], "outside the graph")
        for (i, t) in targets.dropLast().enumerated() {
            let route = try router.route(from: from, to: t).get()
            let time = try XCTUnwrap(times[i])
            XCTAssertEqual(time.duration, route.duration, accuracy: 0.05, "target \(i)")
            XCTAssertEqual(time.distance, route.distance, accuracy: 0.5, "target \(i)")
        }
    }

    func testConcurrentReadersGetTheSameAnswers() throws {
        let city = LatticeCity(n: 20)
        let router = OfflineRouter(graphs: [city.graph()])
        let pairs = (0..<40).map { i in (city.point(Double(i % 19), 0.5), city.point(Double((i * 7) % 19), 18.5)) }
        let expected = pairs.map { try? router.route(from: $0.0, to: $0.1).get().duration }
        let results = Mutex([Int: Double?]())
        DispatchQueue.concurrentPerform(iterations: pairs.count * 4) { k in
            let d = try? router.route(from: pairs[k % pairs.count].0, to: pairs[k % pairs.count].1).get().duration
            results.withLock { $0[k] = d }
        }
        let all = results.withLock { $0 }
        XCTAssertEqual(all.count, pairs.count * 4)
        for (k, d) in all { XCTAssertEqual(d, expected[k % pairs.count]) }
    }
}

final class FerryRouteTests: XCTestCase {
    /// Two piers 2 km apart on a long U-shaped street; a ferry across takes 10 minutes, the walk
    /// round the U much longer: the search must find the ferry although it is faster than walking.
    func testAFastFerryIsTakenAndItsDurationCounted() throws {
        let city = LatticeCity(n: 2, spacing: 100)
        var nodes: [OSMNode] = []
        var ids: [Int64] = []
        // The U: down 2 km, across 2 km, back up 2 km.
        let corners = [(20.0, 0.0), (0.0, 0.0), (0.0, 20.0), (20.0, 20.0)]
        var id: Int64 = 100
        for (k, corner) in corners.enumerated() {
            if k == 0 { nodes.append(OSMNode(id: id, coordinate: city.point(corner.0, corner.1))); ids.append(id); id += 1; continue }
            let (r0, c0) = corners[k - 1]
            for step in 1...20 {
                let f = Double(step) / 20
                nodes.append(OSMNode(id: id, coordinate: city.point(r0 + (corner.0 - r0) * f, c0 + (corner.1 - c0) * f)))
                ids.append(id); id += 1
            }
        }
        var b = WalkGraphBuilder()
        b.add(way: OSMWay(id: 1, nodeIDs: ids, tags: ["highway": "footway", "name": "The U"]))
        b.add(way: OSMWay(id: 2, nodeIDs: [ids.first!, ids.last!], tags: ["route": "ferry", "duration": "0:10", "name": "Ferry"]))
        for n in nodes { b.add(node: n) }
        let router = OfflineRouter(graphs: [b.build(name: "Harbour", bounds: nil)])
        let route = try router.route(from: city.point(19, 0), to: city.point(19, 20)).get()
        // 100 m to the pier, 600 s across, 100 m from the pier: 2 × 72 s + 600 s.
        XCTAssertEqual(route.duration, 744, accuracy: 1)
        XCTAssertEqual(route.steps.map(\.mode), ["walking", "ferry", "walking", "walking"])
        XCTAssertEqual(route.steps.map(\.name), ["The U", "Ferry", "The U", "The U"])
        XCTAssertEqual(route.steps[1].maneuver.type, .ferry)
        // A walk that never needs the ferry stays on foot.
        let short = try router.route(from: city.point(10, 0), to: city.point(12, 0)).get()
        XCTAssertEqual(short.steps.map(\.mode), ["walking", "walking"])
        // Walking times take the ferry too.
        let times = try router.walkTimes(from: city.point(19, 0), to: [city.point(19, 20)]).get()
        XCTAssertEqual(times[0]?.duration ?? 0, 744, accuracy: 1)
    }
}
