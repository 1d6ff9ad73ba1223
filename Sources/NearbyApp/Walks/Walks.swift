import NearbyFormats
import NearbyGeo
import NearbyRoute

/// Walking, as the screen shows it: the listed venues' walking times and the selected venue's
/// route (each asked off the main thread under a request number, so an answer to an older
/// request is dropped), the list's order, and a walk under way (`f`). Update+Walks changes it.
public struct Walks: Sendable, Equatable {
    /// The list's order: by walking time where walks are known, or by the straight line.
    public enum Order: String, Sendable, Equatable {
        case walking = "walk", straight = "distance"
    }

    /// Whether a router answers walks (it opens off the main thread); without one nothing is asked.
    public var available = false
    /// Whether the route worker said if there is a router (`walkRouterOpened`): until then the
    /// list may still gain its walking times.
    public var opened = false
    /// The order `t` chose.
    public var order = Order.walking
    /// Where walks are measured from (nil: the user's position). A walk under way moves it only
    /// when a location is delivered, so its every step does not ask again.
    public var origin: Coordinate?

    /// The newest walking-times request, and what it asked.
    public var timesRequest = 0
    public var timesAsked: TimesAsk?
    /// The answer in hand: each venue's walk; a venue answered but absent has no walk.
    public var times: [VenueKey: WalkTime] = [:]
    public var timesAnswered: Set<VenueKey> = []
    /// The newest walking-times request answered (an older one's answer is dropped and changes
    /// nothing), and the same for routes.
    public var timesRequestAnswered = 0
    public var routeRequestAnswered = 0

    /// The newest route request, and what it asked.
    public var routeRequest = 0
    public var routeAsked: RouteAsk?
    /// The newest route answered: to which venue, from where, and the walk or why there is none.
    public var route: VenueRoute?

    /// The walk under way (`f`), until a moving key ends it or another begins.
    public var walk: WalkProgress?
    /// Why the router could not answer, in one sentence (status bar; cleared by an answer).
    public var problem: String?

    public init() {}

    /// Whether walks are still being worked out (the router opening, or a request unanswered):
    /// the screen changes when they come, so a frame drawn meanwhile is not the settled one.
    public var isWorking: Bool {
        !opened || timesRequestAnswered < timesRequest || routeRequestAnswered < routeRequest
    }

    /// What a walking-times request asked: from where, to which venues.
    public struct TimesAsk: Sendable, Equatable {
        public var from: Coordinate
        public var venues: Set<VenueKey>
    }

    /// What a route request asked: from where, to which venue (and where it is).
    public struct RouteAsk: Sendable, Equatable {
        public var from: Coordinate
        public var venue: VenueKey
        public var to: Coordinate
    }

    /// A venue's walk as the list says it.
    public enum RowWalk: Sendable, Equatable {
        /// The walk's time and length.
        case known(WalkTime)
        /// The router answered: no walk reaches it (the straight line stays).
        case none
        /// Not answered (yet).
        case unknown
    }

    public func walk(to key: VenueKey) -> RowWalk {
        if let time = times[key] { return .known(time) }
        return timesAnswered.contains(key) ? .none : .unknown
    }

    /// Whether the list is in walking order: chosen, and some walk known.
    public var ordersByWalk: Bool { available && order == .walking && !times.isEmpty }

    /// `rows` in the list's order: by walking time, the venues with no known walk after them by
    /// the straight line; else by the straight line; without a router as given (the store's,
    /// nearest first).
    public func ordered(_ rows: [VenueRow]) -> [VenueRow] {
        guard available else { return rows }
        // Each row's walk looked up once, not once a comparison; a venue with none sorts after
        // every walk, by the straight line; ties keep the store's order.
        let byWalk = ordersByWalk
        let keys = rows.enumerated().map { index, row in
            (walk: byWalk ? times[row.venue.key]?.duration : nil, distance: row.distance, index: index)
        }
        return keys.sorted { a, b in
            switch (a.walk, b.walk) {
            case let (x?, y?): return x != y ? x < y : a.index < b.index
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.distance != b.distance ? a.distance < b.distance : a.index < b.index
            }
        }.map { rows[$0.index] }
    }

    /// The selected venue's route when it is for `key` and found.
    public func route(to key: VenueKey?) -> WalkRoute? {
        guard let key, let route, route.venue == key, case .success(let walk) = route.result else { return nil }
        return walk
    }
}

/// A route answered for one venue: from where, and the walk or why there is none.
public struct VenueRoute: Sendable, Equatable {
    public var venue: VenueKey
    public var from: Coordinate
    public var to: Coordinate
    public var result: Result<WalkRoute, RouteFailure>

    public init(venue: VenueKey, from: Coordinate, to: Coordinate, result: Result<WalkRoute, RouteFailure>) {
        self.venue = venue; self.from = from; self.to = to; self.result = result
    }
}
