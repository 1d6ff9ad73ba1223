import NearbyGeo
import NearbyRuntime

/// The simulated GPS, CoreLocation-style: it holds the raw position and the last delivered
/// location, and delivers only when the raw position is at least the distance filter away from
/// the last delivery (the first and every jump are always delivered). It also plays a GPX route.
///
/// It is the one owner of the position, the last delivery, the filter and playback: the app's
/// state holds only what the screen shows, set from the reports. It reports only through
/// `report` (the app posts to its event queue): a delivery as `locationDelivered`, any other move
/// as `locationMoved` with how far the filter holds it back, and playback state as
/// `routePlaybackChanged`. A walk to a venue (`f`) plays the same way in the GPX route's place
/// until it arrives (`walkArrived`) or ends. It does no I/O and never blocks, so it lives on the
/// cooperative pool.
public actor LocationSimulator {
    public private(set) var position: Coordinate?
    public private(set) var lastDelivered: Location?
    public private(set) var isPlaying = false
    /// Seconds of route time played so far (of the walk while one is under way).
    public private(set) var routeOffset = 0.0
    /// The walk to a venue under way, played in the GPX route's place.
    public private(set) var walk: Route?
    /// Where the GPX route was while a walk took its place.
    private var routeOffsetBeforeWalk = 0.0

    private let filter: DistanceFilter
    private let clock: any WallClock
    private let route: Route?
    private let speed: Double
    private let report: @Sendable (Event) -> Void
    /// The previous raw position and when it was reached, for course and speed.
    private var lastStep: (coordinate: Coordinate, time: Double)?
    private var lastAdvance: Double?

    /// - Parameters:
    ///   - speed: playback multiplier (`--speed`).
    public init(distanceFilter: Double, clock: any WallClock, route: Route? = nil, speed: Double = 1,
                report: @escaping @Sendable (Event) -> Void) {
        filter = DistanceFilter(meters: distanceFilter)
        self.clock = clock
        self.route = route
        self.speed = speed
        self.report = report
    }

    public func perform(_ command: LocationCommand) {
        switch command {
        case .move(let azimuth, let meters): move(azimuth: azimuth, meters: meters)
        case .jump(let coordinate): jump(to: coordinate)
        case .togglePlayback: isPlaying ? pause() : play()
        case .advance: advance()
        case .walk(let path, let pace): startWalk(Route(walking: path, pace: pace))
        case .endWalk: endWalk()
        case .gpsFix(let fix, let always): update(to: fix.coordinate, altitude: fix.altitude, always: always, fix: fix)
        }
    }

    /// Moves along the geodesic from the raw position; returns the delivery, if any.
    @discardableResult
    public func move(azimuth: Double, meters: Double) -> Location? {
        guard let position else { return nil }
        return update(to: Geodesic.destination(from: position, azimuth: azimuth, distance: meters))
    }

    @discardableResult
    public func jump(to coordinate: Coordinate) -> Location? {
        update(to: coordinate, always: true)
    }

    /// Starts playback: from the route's start (a jump) unless resuming a paused route.
    public func play() {
        guard let route = walk ?? route, !isPlaying else { return }
        if walk == nil, routeOffset <= 0 || routeOffset >= route.duration {
            routeOffset = 0
            let start = route.position(at: 0)
            update(to: start.coordinate, altitude: start.elevation, always: true)
        }
        isPlaying = true
        lastAdvance = clock.now()
        report(.routePlaybackChanged(playing: true))
    }

    public func pause() {
        guard isPlaying else { return }
        advance()
        guard isPlaying else { return }  // The route ended just now; that was reported.
        isPlaying = false
        lastAdvance = nil
        report(.routePlaybackChanged(playing: false))
    }

    /// Moves along the route by the clock time elapsed since the last advance × speed; at the
    /// end of the route playback stops.
    @discardableResult
    public func advance() -> Location? {
        guard isPlaying, let route = walk ?? route, let since = lastAdvance else { return nil }
        let now = clock.now()
        lastAdvance = now
        routeOffset = min(route.duration, routeOffset + max(0, now - since) * speed)
        let here = route.position(at: routeOffset)
        let delivered = here.coordinate == position ? nil : update(to: here.coordinate, altitude: here.elevation)
        if routeOffset >= route.duration {
            isPlaying = false
            lastAdvance = nil
            report(.routePlaybackChanged(playing: false))
            if walk != nil {
                endWalk()
                report(.walkArrived)
            }
        }
        return delivered
    }

    /// Starts walking `walk` from its start, which is where the position is (a move to it, not a
    /// jump: the filter applies), in place of a walk or a GPX route under way.
    public func startWalk(_ next: Route?) {
        guard let next else { return }
        if walk == nil { routeOffsetBeforeWalk = routeOffset }
        walk = next
        routeOffset = 0
        let start = next.position(at: 0).coordinate
        if start != position { update(to: start) }
        lastAdvance = clock.now()
        if !isPlaying {
            isPlaying = true
            report(.routePlaybackChanged(playing: true))
        }
    }

    /// Ends the walk where the position is; the GPX route is back where it was, paused.
    public func endWalk() {
        guard walk != nil else { return }
        walk = nil
        routeOffset = routeOffsetBeforeWalk
        lastAdvance = nil
        if isPlaying {
            isPlaying = false
            report(.routePlaybackChanged(playing: false))
        }
    }

    /// The one place the raw position changes: applies the filter and reports. A gpsd `fix`
    /// brings its own accuracy, and its course and speed when it has them.
    @discardableResult
    private func update(to next: Coordinate, altitude: Double? = nil, always: Bool = false, fix: Location? = nil) -> Location? {
        let now = clock.now()
        var course: Double?
        var metersPerSecond: Double?
        if !always, let step = lastStep {
            let line = Geodesic.inverse(step.coordinate, next)
            if line.distance > 0 {
                // The direction of travel on arrival, in CoreLocation's [0, 360).
                course = (line.finalAzimuth + 360).truncatingRemainder(dividingBy: 360)
                if now > step.time { metersPerSecond = line.distance / (now - step.time) }
            }
        }
        position = next
        lastStep = (next, now)
        if !always, let held = filter.heldBack(next, after: lastDelivered?.coordinate) {
            report(.locationMoved(next, heldBack: held))
            return nil
        }
        let location = Location(coordinate: next, horizontalAccuracy: fix?.horizontalAccuracy ?? Location.simulatedAccuracy,
                                altitude: altitude, course: fix?.course ?? course, speed: fix?.speed ?? metersPerSecond,
                                timestamp: now)
        lastDelivered = location
        report(.locationDelivered(location))
        return location
    }
}
