import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyFormats
@testable import NearbyGeo

/// `f` in the simulator: a walk to a venue plays in the GPX route's place, at its pace times
/// `--speed`, through the distance filter, pauses with `p`, says when it arrives, and ends on a
/// moving key with the GPX route kept where it was.
final class LocationWalkTests: XCTestCase {
    /// 300 m north, then 200 m east of Helsinki.
    let path: [Coordinate] = {
        let corner = Geodesic.destination(from: Place.helsinki, azimuth: 0, distance: 300)
        return [Place.helsinki, corner, Geodesic.destination(from: corner, azimuth: 90, distance: 200)]
    }()
    let pace = 5.0 / 3.6

    func arrivals(_ recorder: EventRecorder) -> Int {
        recorder.all.filter { if case .walkArrived = $0 { true } else { false } }.count
    }

    func testAWalkGoesAtItsPaceTimesTheSpeedThroughTheFilterAndArrives() async throws {
        let clock = ManualClock()
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: clock, speed: 2, report: recorder.report)
        await simulator.jump(to: Place.helsinki)
        await simulator.perform(.walk(path: path, pace: pace))
        XCTAssertEqual(recorder.playback, [true])
        var positions = [Place.helsinki]
        var seconds = 0.0
        while await simulator.isPlaying {
            clock.advance(by: 0.5)
            seconds += 0.5
            await simulator.perform(.advance)
            let here = await simulator.position ?? Place.helsinki
            positions.append(here)
            if seconds == 30 {
                // 30 s × 2 × 5 km/h: 83.3 m up the first leg.
                XCTAssertEqual(Vincenty.distance(Place.helsinki, here), 30 * 2 * pace, accuracy: 0.01)
            }
        }
        XCTAssertEqual(seconds, (500 / pace / 2 / 0.5).rounded(.up) * 0.5, "500 m at 2 × 5 km/h")
        XCTAssertEqual(Vincenty.distance(positions.last ?? Place.helsinki, path[2]), 0, accuracy: 1e-6, "at the door")
        XCTAssertEqual(recorder.playback, [true, false])
        XCTAssertEqual(arrivals(recorder), 1)
        // Each delivery is the filter's: the jump, then each first step 50 m from the last.
        XCTAssertEqual(recorder.deliveries.map(\.coordinate), Vincenty.replay(positions, filter: 50))
        let walk = await simulator.walk
        XCTAssertNil(walk, "the walk is over")
    }

    func testPPausesTheWalkAndAMoveEndsItKeepingTheGPXRouteWhereItWas() async throws {
        let clock = ManualClock()
        let recorder = EventRecorder()
        let east = Geodesic.destination(from: Place.helsinki, azimuth: 90, distance: 1000)
        let gpx = try XCTUnwrap(Route([GPXPoint(coordinate: Place.helsinki), GPXPoint(coordinate: east)]))
        let simulator = LocationSimulator(distanceFilter: 50, clock: clock, route: gpx, speed: 1, report: recorder.report)
        await simulator.play()
        clock.advance(by: 10)
        await simulator.advance()
        let gpxOffset = await simulator.routeOffset
        XCTAssertEqual(gpxOffset, 10)
        // f: the walk takes the GPX route's place from where you are.
        let here = await simulator.position ?? Place.helsinki
        let walkPath = [here, Geodesic.destination(from: here, azimuth: 0, distance: 300)]
        await simulator.perform(.walk(path: walkPath, pace: pace))
        clock.advance(by: 20)
        await simulator.perform(.advance)
        let walkedTo = await simulator.position ?? here
        let walked = Vincenty.distance(here, walkedTo)
        XCTAssertEqual(walked, 20 * pace, accuracy: 0.01)
        // p pauses: the clock runs, nothing moves.
        await simulator.perform(.togglePlayback)
        clock.advance(by: 60)
        await simulator.perform(.advance)
        let paused = await simulator.position ?? here
        XCTAssertEqual(Vincenty.distance(here, paused), walked, accuracy: 1e-6)
        // p resumes from there, not from the start.
        await simulator.perform(.togglePlayback)
        clock.advance(by: 10)
        await simulator.perform(.advance)
        let resumedAt = await simulator.position ?? here
        XCTAssertEqual(Vincenty.distance(here, resumedAt), 30 * pace, accuracy: 0.01)
        XCTAssertEqual(recorder.playback, [true, false, true])
        // A moving key ends the walk where it is: nothing arrives, and the GPX route is back, paused.
        await simulator.perform(.endWalk)
        await simulator.perform(.move(azimuth: 90, meters: 10))
        clock.advance(by: 60)
        await simulator.perform(.advance)
        XCTAssertEqual(arrivals(recorder), 0)
        XCTAssertEqual(recorder.playback, [true, false, true, false])
        let offset = await simulator.routeOffset
        XCTAssertEqual(offset, gpxOffset)
        let walk = await simulator.walk
        XCTAssertNil(walk)
        // p plays the GPX route again from where it was.
        await simulator.perform(.togglePlayback)
        clock.advance(by: 5)
        await simulator.perform(.advance)
        let resumed = await simulator.routeOffset
        XCTAssertEqual(resumed, 15, accuracy: 1e-9)
    }

    func testTheWalksRouteIsTimedAtItsPace() throws {
        let route = try XCTUnwrap(Route(walking: path, pace: pace))
        XCTAssertTrue(route.isTimed)
        XCTAssertEqual(route.duration, 500 / pace, accuracy: 1e-6)
        XCTAssertEqual(route.position(at: 300 / pace).coordinate.latitude, path[1].latitude, accuracy: 1e-9)
        XCTAssertEqual(Route(walking: [Place.helsinki], pace: pace)?.duration, 0)
        XCTAssertNil(Route(walking: [], pace: pace))
    }
}
