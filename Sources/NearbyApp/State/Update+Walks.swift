import NearbyFormats
import NearbyGeo
import NearbyRoute

/// Update's walking concern: after any event that may change the rows, the selection or where
/// you are, the walking times and the selected venue's route are asked again under a new request
/// number (the route worker works out only the newest); answers to older requests are dropped.
/// `t` orders the list by walking time or the straight line; `f` walks you to the selected
/// venue along its route, and a moving key ends that walk.
extension Update {
    static func applyWalks(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .walkRouterOpened(let available):
            state.walks.available = available
            state.walks.opened = true
            return [.log(LogEvent("walkRouterOpened", [("available", .integer(available ? 1 : 0))]))]
        case .routeFound(let request, let result):
            guard request == state.walks.routeRequest, let asked = state.walks.routeAsked else { return [] }
            state.walks.routeRequestAnswered = request
            state.walks.route = VenueRoute(venue: asked.venue, from: asked.from, to: asked.to, result: result)
            noteProblem(&state, result.failure)
            return [routeLog(asked.venue, result)]
        case .walkTimesFound(let request, let times, let failure):
            guard request == state.walks.timesRequest, let asked = state.walks.timesAsked else { return [] }
            state.walks.timesRequestAnswered = request
            noteProblem(&state, failure)
            if case .service(let sentence) = failure {
                // The walks known stay; the list falls back to the straight line only when none is known.
                return [.log(LogEvent("walkTimesFailed", [("reason", .string(sentence))]))]
            }
            // Outside every graph, or not connected: no walk reaches any of them.
            state.walks.times = times.filter { asked.venues.contains($0.key) }
            state.walks.timesAnswered = asked.venues
            reorder(&state)
            return [.log(LogEvent("walkTimesFound", [
                ("walks", .integer(state.walks.times.count)), ("none", .integer(asked.venues.count - state.walks.times.count)),
            ]))]
        case .walkArrived:
            state.walks.walk?.arrived = true
            // Walks are measured from the door now (the last step was reported before this).
            state.walks.origin = state.location.user
            let id = state.walks.walk?.venue.id ?? ""
            return [.log(LogEvent("walkArrived", [("id", .string(id))]))]
        default:
            return []
        }
    }

    private static func routeLog(_ venue: VenueKey, _ result: Result<WalkRoute, RouteFailure>) -> Effect {
        switch result {
        case .success(let route):
            return .log(LogEvent("routeFound", [
                ("id", .string(venue.id)), ("distance_m", .number((route.distance * 10).rounded() / 10)),
                ("duration_s", .number((route.duration * 10).rounded() / 10)), ("steps", .integer(route.steps.count)),
            ]))
        case .failure(let failure):
            return .log(LogEvent("routeFailed", [("id", .string(venue.id)), ("reason", .string(Strings(.english).routeFailure(failure)))]))
        }
    }

    /// A router that could not answer says so in the status bar (until an answer comes).
    private static func noteProblem(_ state: inout AppState, _ failure: RouteFailure?) {
        if case .service(let sentence) = failure {
            state.walks.problem = sentence
        } else {
            state.walks.problem = nil
        }
    }

    /// After an event: asks for the walking times of the listed rows and the selected venue's
    /// route where what is in hand (or asked) is not from where walks are measured now.
    static func askWalks(_ state: inout AppState) -> [Effect] {
        guard state.walks.available else { return [] }
        var effects: [Effect] = []
        let from = state.walks.origin ?? state.location.user
        if !state.list.rows.isEmpty {
            let asked = state.walks.timesAsked
            let keys = state.list.rows.lazy.map(\.venue.key)
            if asked?.from != from || !keys.allSatisfy({ asked?.venues.contains($0) ?? false }) {
                state.walks.timesRequest += 1
                let targets = Dictionary(state.list.rows.map { ($0.venue.key, $0.venue.coordinate) }, uniquingKeysWith: { a, _ in a })
                state.walks.timesAsked = Walks.TimesAsk(from: from, venues: Set(targets.keys))
                effects.append(.walkTimes(request: state.walks.timesRequest, from: from, to: targets))
            }
        }
        // A walk under way draws its own route: the route to that venue is asked again once it ends.
        if let index = state.list.selectedIndex {
            let venue = state.list.rows[index].venue
            if let walk = state.walks.walk, !walk.arrived, walk.venue == venue.key { return effects }
            let ask = Walks.RouteAsk(from: from, venue: venue.key, to: venue.coordinate)
            if state.walks.routeAsked != ask {
                state.walks.routeRequest += 1
                state.walks.routeAsked = ask
                effects.append(.route(request: state.walks.routeRequest, from: from, to: venue.coordinate))
            }
        }
        return effects
    }

    /// Rows in the list's order, the selection kept on screen.
    static func reorder(_ state: inout AppState) {
        state.list.rows = state.walks.ordered(state.list.rows)
        keepSelectionVisible(&state)
    }

    /// A location report: walks are measured from it (while walking there, only a delivery moves
    /// that, so each step does not ask again), and the walk under way follows it.
    static func walkReported(_ state: inout AppState, at point: Coordinate, delivered: Bool) {
        if var walk = state.walks.walk, !walk.arrived {
            walk.reached(point)
            state.walks.walk = walk
            if delivered { state.walks.origin = point }
        } else {
            state.walks.origin = point
        }
    }

    /// `t`: walking order or the straight line.
    static func toggleOrder(_ state: inout AppState) -> [Effect] {
        guard state.walks.available else {
            state.fetch.error = .note(state.settings.strings.noWalkingRoutes)
            return []
        }
        state.walks.order = state.walks.order == .walking ? .straight : .walking
        reorder(&state)
        return [.log(LogEvent("listOrderChanged", [("order", .string(state.walks.order.rawValue))]))]
    }

    /// `f`: the simulated location walks the selected venue's route to its door.
    static func walkThere(_ state: inout AppState) -> [Effect] {
        let strings = state.settings.strings
        guard state.walks.available else {
            state.fetch.error = .note(strings.noWalkingRoutes)
            return []
        }
        guard let index = state.list.selectedIndex else { return [] }
        let venue = state.list.rows[index].venue
        // Already on the way there: f again changes nothing (p pauses).
        if let walk = state.walks.walk, !walk.arrived, walk.venue == venue.key { return [] }
        guard let found = state.walks.route, found.venue == venue.key, state.walks.routeAsked?.from == found.from else {
            state.fetch.error = .note(strings.walkNotFoundYet)
            return []
        }
        switch found.result {
        case .failure(let failure):
            state.fetch.error = .note(strings.noWalk(failure))
            return []
        case .success(let route):
            let walk = WalkProgress(venue: venue.key, name: venue.name, route: route, from: state.location.user, to: venue.coordinate)
            state.walks.walk = walk
            // On the way, walks are measured from each delivery only (see walkReported).
            state.walks.origin = state.walks.origin ?? state.location.user
            return [
                .simulate(.walk(path: walk.path, pace: walk.pace)),
                .log(LogEvent("walkStarted", [
                    ("id", .string(venue.id)), ("distance_m", .number((route.distance * 10).rounded() / 10)),
                    ("duration_s", .number((route.duration * 10).rounded() / 10)),
                ])),
            ]
        }
    }

    /// A moving key ends the walk under way (where you are): the effect that tells the simulator.
    static func endWalk(_ state: inout AppState) -> [Effect] {
        guard let walk = state.walks.walk else { return [] }
        state.walks.walk = nil
        return walk.arrived ? [] : [.simulate(.endWalk)]
    }
}

extension Result {
    /// The failure, if it is one.
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
