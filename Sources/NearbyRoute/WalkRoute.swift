import NearbyGeo

/// What a maneuver is, in OSRM's words (`maneuver.type`).
public enum ManeuverType: String, Sendable, Equatable {
    case depart, arrive, turn, newName = "new name", `continue`, roundabout, ferry = "notification"
}

/// Which way a maneuver turns, in OSRM's words (`maneuver.modifier`).
public enum ManeuverModifier: String, Sendable, Equatable {
    case uturn, sharpRight = "sharp right", right, slightRight = "slight right", straight,
        slightLeft = "slight left", left, sharpLeft = "sharp left"
}

/// A maneuver: where a step begins and what the walker does there.
public struct Maneuver: Sendable, Equatable {
    public var type: ManeuverType
    public var modifier: ManeuverModifier?
    public var location: Coordinate
    public init(type: ManeuverType, modifier: ManeuverModifier?, location: Coordinate) {
        self.type = type; self.modifier = modifier; self.location = location
    }
}

/// One step of a walk: along one named way (or ferry) from one maneuver to the next.
public struct WalkStep: Sendable, Equatable {
    /// The way's name ("" when it has none).
    public var name: String
    /// Metres and seconds of this step.
    public var distance: Double
    public var duration: Double
    public var maneuver: Maneuver
    /// "walking" or "ferry", as OSRM's `mode`.
    public var mode: String
    /// The step's line, its first point the maneuver's location.
    public var geometry: [Coordinate]
    /// The way's `ref` ("" when it has none), apart from its name as OSRM's `ref`.
    public var ref: String
    public init(name: String, distance: Double, duration: Double, maneuver: Maneuver, mode: String = "walking",
                geometry: [Coordinate] = [], ref: String = "") {
        self.name = name; self.distance = distance; self.duration = duration
        self.maneuver = maneuver; self.mode = mode; self.geometry = geometry; self.ref = ref
    }
}

/// A walk from one point to another: its length, time, line and steps.
public struct WalkRoute: Sendable, Equatable {
    /// Metres and seconds, the snapped ends included as OSRM counts them.
    public var distance: Double
    public var duration: Double
    /// The line walked, from the snapped start to the snapped end.
    public var geometry: [Coordinate]
    public var steps: [WalkStep]
    /// How far each end lay from the way it was snapped to (metres).
    public var startSnap: Double
    public var endSnap: Double
    public init(distance: Double, duration: Double, geometry: [Coordinate], steps: [WalkStep],
                startSnap: Double = 0, endSnap: Double = 0) {
        self.distance = distance; self.duration = duration; self.geometry = geometry
        self.steps = steps; self.startSnap = startSnap; self.endSnap = endSnap
    }
}

/// A walking time and length to one destination.
public struct WalkTime: Sendable, Equatable {
    public var distance: Double
    public var duration: Double
    public init(distance: Double, duration: Double) { self.distance = distance; self.duration = duration }
}

/// Why there is no walk.
public enum RouteFailure: Error, Sendable, Equatable {
    /// An end is outside every walking graph; the areas the graphs cover, by name.
    case outsideGraphs(areas: [String])
    /// Both ends are on graphs, but no walk joins them.
    case notConnected
    /// An online router could not answer (one sentence, already terminal-safe).
    case service(String)
}

/// Anything that answers walks: the offline graphs, or an online router (OSRM, Valhalla).
/// Called off the main thread; an implementation may block.
public protocol WalkRouter: Sendable {
    /// The walk from `from` to `to`, with steps.
    func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure>
    /// Walking times from one point to many (nil where none is known), in the order asked.
    func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure>
}
