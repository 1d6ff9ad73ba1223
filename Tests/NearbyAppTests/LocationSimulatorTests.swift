import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyGeo

final class LocationSimulatorTests: XCTestCase {
    func testFourPressesOfDDeliverNothingNewTheFifthDelivers() async {
        let clock = ManualClock()
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: clock, report: recorder.report)
        let first = await simulator.jump(to: Place.helsinki)
        XCTAssertEqual(first?.coordinate, Place.helsinki, "the first location is always delivered")
        for press in 1...4 {
            clock.advance(by: 1)
            let delivered = await simulator.move(azimuth: 90, meters: 10)
            XCTAssertNil(delivered, "press \(press) of d")
        }
        XCTAssertEqual(recorder.deliveries.count, 1)
        XCTAssertEqual(recorder.all.count, 5, "every move is reported, as locationMoved")
        clock.advance(by: 1)
        let fifth = await simulator.move(azimuth: 90, meters: 10)
        let location = try? XCTUnwrap(fifth)
        XCTAssertEqual(recorder.deliveries.count, 2)
        XCTAssertEqual(location?.timestamp, clock.now())
        XCTAssertEqual(location?.horizontalAccuracy, 5)
        XCTAssertEqual(location?.speed ?? 0, 10, accuracy: 1e-6, "10 m in one second")
        XCTAssertEqual(location?.course ?? 0, 90, accuracy: 0.01, "heading east")
        XCTAssertNil(location?.altitude)
        XCTAssertEqual(Vincenty.distance(Place.helsinki, location?.coordinate ?? Place.helsinki), 50, accuracy: 0.001)
    }

    func testEachHeldBackMoveReportsItsDistanceFromTheLastDelivery() async {
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: ManualClock(), report: recorder.report)
        await simulator.jump(to: Place.helsinki)
        for _ in 0..<4 { await simulator.move(azimuth: 0, meters: 10) }
        await simulator.move(azimuth: 180, meters: 25)
        await simulator.move(azimuth: 0, meters: 40)
        await simulator.move(azimuth: 0, meters: 20)
        let held = recorder.all.compactMap { event -> Double? in
            if case .locationMoved(_, let held) = event { return held.meters } else { return nil }
        }
        // 10, 20, 30, 40 north, back to 15, up to 55 (delivered), then 20 from that delivery.
        XCTAssertEqual(held.count, 6)
        for (got, want) in zip(held, [10.0, 20, 30, 40, 15, 20]) { XCTAssertEqual(got, want, accuracy: 1e-6) }
        XCTAssertEqual(recorder.deliveries.count, 2)
        XCTAssertEqual(Vincenty.distance(Place.helsinki, recorder.deliveries[1].coordinate), 55, accuracy: 1e-6)
    }

    func testRandomMovesDeliverExactlyWhatABruteForceReplayDelivers() async {
        for (seed, filter) in [(1 as UInt64, 50.0), (2, 50), (3, 20), (4, 120)] {
            let recorder = EventRecorder()
            let simulator = LocationSimulator(distanceFilter: filter, clock: ManualClock(), report: recorder.report)
            var rng = SplitMix64(seed: seed)
            let start = Coordinate(latitude: Double.random(in: -80...80, using: &rng),
                                   longitude: Double.random(in: -180...180, using: &rng))
            await simulator.jump(to: start)
            var positions = [start]
            for _ in 0..<400 {
                let azimuth = [0.0, 90, 180, 270, Double.random(in: 0..<360, using: &rng)].randomElement(using: &rng) ?? 0
                let meters = [10.0, 100, Double.random(in: 0.5...60, using: &rng)].randomElement(using: &rng) ?? 10
                await simulator.move(azimuth: azimuth, meters: meters)
                positions.append(await simulator.position ?? start)
            }
            let expected = Vincenty.replay(positions, filter: filter)
            let delivered = recorder.deliveries.map(\.coordinate)
            XCTAssertEqual(delivered, expected, "seed \(seed), filter \(filter)")
            XCTAssertGreaterThan(delivered.count, 10)
            for (a, b) in zip(delivered, delivered.dropFirst()) {
                XCTAssertGreaterThanOrEqual(Vincenty.distance(a, b), filter - 0.001)
            }
        }
    }

    func testAJumpIsAlwaysDeliveredAndAMoveBeforeAnyPositionIsIgnored() async {
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: ManualClock(), report: recorder.report)
        let early = await simulator.move(azimuth: 0, meters: 100)
        XCTAssertNil(early)
        await simulator.jump(to: Place.helsinki)
        let near = Geodesic.destination(from: Place.helsinki, azimuth: 0, distance: 1)
        let again = await simulator.jump(to: near)
        XCTAssertEqual(again?.coordinate, near, "a jump of 1 m is still delivered")
        XCTAssertNil(again?.course, "a jump has no direction of travel")
        XCTAssertEqual(recorder.deliveries.count, 2)
    }

    func testMovesAlongTheGeodesicNearThePoleAndAcrossTheAntimeridian() async {
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: ManualClock(), report: recorder.report)
        let start = Coordinate(latitude: 89.9999, longitude: 179.9999)
        await simulator.jump(to: start)
        await simulator.move(azimuth: 90, meters: 100)
        let here = await simulator.position ?? start
        XCTAssertEqual(Vincenty.distance(start, here), 100, accuracy: 0.001)
        XCTAssertEqual(recorder.deliveries.count, 2)
    }
}
