import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyText

final class LocationPlaybackTests: XCTestCase {
    /// A straight 1 km walk east from Helsinki, with or without timestamps (the timed one takes
    /// 200 s: 5 m/s).
    func route(timed: Bool) -> Route? {
        let end = Geodesic.destination(from: Place.helsinki, azimuth: 90, distance: 1000)
        return Route([GPXPoint(coordinate: Place.helsinki, elevation: 10, time: timed ? 1000 : nil),
                      GPXPoint(coordinate: end, elevation: 20, time: timed ? 1200 : nil)])
    }

    func walked(_ simulator: LocationSimulator) async -> Double {
        Vincenty.distance(Place.helsinki, await simulator.position ?? Place.helsinki)
    }

    func testWithoutTimestampsItWalksAtWalkingSpeedTimesTheSpeed() async throws {
        let clock = ManualClock()
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: clock, route: try XCTUnwrap(route(timed: false)),
                                          speed: 3, report: recorder.report)
        await simulator.play()
        do {
            let walked = await walked(simulator)
            XCTAssertEqual(walked, 0, "play starts at the route's start")
        }
        XCTAssertEqual(recorder.deliveries.count, 1, "starting is a jump: delivered")
        for second in 1...10 {
            clock.advance(by: 1)
            await simulator.advance()
            let walked = await walked(simulator)
            XCTAssertEqual(walked, 1.4 * 3 * Double(second), accuracy: 1e-6)
        }
        // Pause stops it, whatever the clock does.
        await simulator.pause()
        clock.advance(by: 100)
        await simulator.advance()
        do {
            let walked = await walked(simulator)
            XCTAssertEqual(walked, 42, accuracy: 1e-6)
        }
        XCTAssertEqual(recorder.playback, [true, false])
        // Resume carries on from there.
        await simulator.perform(.togglePlayback)
        clock.advance(by: 5)
        await simulator.perform(.advance)
        do {
            let walked = await walked(simulator)
            XCTAssertEqual(walked, 63, accuracy: 1e-6)
        }
        let altitude = try XCTUnwrap(recorder.deliveries.last?.altitude)
        XCTAssertEqual(altitude, 10 + 10 * 63 / 1000, accuracy: 0.05, "elevation is interpolated")
    }

    func testWithTimestampsItMovesInRealTimeTimesTheSpeedAndStopsAtTheEnd() async throws {
        let clock = ManualClock()
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: clock, route: try XCTUnwrap(route(timed: true)),
                                          speed: 2, report: recorder.report)
        await simulator.play()
        clock.advance(by: 10)
        await simulator.advance()
        do {
            let walked = await walked(simulator)
            XCTAssertEqual(walked, 100, accuracy: 1e-6)
        }
        let step = try XCTUnwrap(recorder.deliveries.last)
        XCTAssertEqual(step.speed ?? 0, 10, accuracy: 1e-6, "5 m/s × 2")
        XCTAssertEqual(step.course ?? 0, 90, accuracy: 0.01)
        // 200 s of route at speed 2 ends after 100 s: playback stops at the last point.
        clock.advance(by: 95)
        await simulator.advance()
        let isPlaying = await simulator.isPlaying
        XCTAssertFalse(isPlaying)
        do {
            let walked = await walked(simulator)
            XCTAssertEqual(walked, 1000, accuracy: 1e-6)
        }
        XCTAssertEqual(recorder.playback, [true, false])
        let before = recorder.all.count
        clock.advance(by: 50)
        await simulator.advance()
        XCTAssertEqual(recorder.all.count, before, "nothing moves after the end")
        // Playing again starts over.
        await simulator.play()
        do {
            let walked = await walked(simulator)
            XCTAssertEqual(walked, 0)
        }
    }

    func testPositionsAreInterpolatedAlongTheGeodesic() throws {
        let a = Coordinate(latitude: 60, longitude: 20), b = Coordinate(latitude: 61, longitude: 30)
        let route = try XCTUnwrap(Route([GPXPoint(coordinate: a), GPXPoint(coordinate: b)]))
        let total = Vincenty.distance(a, b)
        XCTAssertEqual(route.duration, total / 1.4, accuracy: 1e-6)
        for fraction in [0.1, 0.5, 0.9] {
            let p = route.position(at: route.duration * fraction).coordinate
            XCTAssertEqual(Vincenty.distance(a, p), total * fraction, accuracy: 0.001)
            XCTAssertEqual(Vincenty.distance(p, b), total * (1 - fraction), accuracy: 0.001, "on the geodesic")
        }
    }

    func testTheFilterAppliesDuringPlaybackAsOnAPhone() async throws {
        let clock = ManualClock()
        let recorder = EventRecorder()
        let route = try XCTUnwrap(route(timed: false))
        let simulator = LocationSimulator(distanceFilter: 50, clock: clock, route: route, speed: 1, report: recorder.report)
        await simulator.play()
        var positions = [Place.helsinki]
        while await simulator.isPlaying {
            clock.advance(by: 0.12)
            await simulator.advance()
            positions.append(await simulator.position ?? Place.helsinki)
        }
        let delivered = recorder.deliveries.map(\.coordinate)
        XCTAssertEqual(delivered, Vincenty.replay(positions, filter: 50))
        // The start, then each first step at or past 50 m: the steps overshoot a little each time,
        // so the 20th 50 m is not covered by the end of the route.
        XCTAssertEqual(delivered.count, 20)
    }
}
