import NearbyGeo
import NearbyHTTP
import NearbyRoute

extension OSRMRouter {
    /// OSRM's error object: `code` ("NoRoute", "NoSegment", "InvalidQuery"…) and `message`.
    static func message(_ body: [UInt8]) -> (code: String?, text: String) {
        guard let root = try? JSONTree.parse(body, what: "OSRM"), root.isObject else { return (nil, "") }
        return (root["code"].text, root["message"].text ?? root["code"].text ?? "")
    }

    /// The first route of a `/route` answer (`overview=full`, `geometries=geojson`,
    /// `steps=true`), its snapped ends' distances from the points asked.
    static func decodeRoute(_ body: [UInt8]) -> Result<WalkRoute, ProviderError> {
        guard let root = try? JSONTree.parse(body, what: "OSRM"), root.isObject else {
            return .failure(.badData("invalid or truncated JSON in the OSRM route"))
        }
        guard root["code"].text == "Ok" else { return .failure(.badData("the OSRM route answer says \(root["code"].text ?? "nothing")")) }
        guard let route = root["routes"].array?.first, let distance = route["distance"].number,
              let duration = route["duration"].number, let line = line(route["geometry"]) else {
            return .failure(.badData("the OSRM answer has no route with a distance, a duration and a line"))
        }
        var steps: [WalkStep] = []
        for leg in route["legs"].array ?? [] {
            for step in leg["steps"].array ?? [] {
                guard let decoded = self.step(step) else { return .failure(.badData("an OSRM route step has no distance, duration or maneuver")) }
                steps.append(decoded)
            }
        }
        let waypoints = root["waypoints"].array ?? []
        return .success(WalkRoute(distance: distance, duration: duration, geometry: line, steps: steps,
                                  startSnap: waypoints.first?["distance"].number ?? 0,
                                  endSnap: waypoints.last?["distance"].number ?? 0))
    }

    /// One row of a `/table` answer (`sources=0`, destinations all the others): a time and a
    /// length for each of `count` destinations, nil where OSRM found no walk (null).
    static func decodeTable(_ body: [UInt8], count: Int) -> Result<[WalkTime?], ProviderError> {
        guard let root = try? JSONTree.parse(body, what: "OSRM"), root.isObject else {
            return .failure(.badData("invalid or truncated JSON in the OSRM table"))
        }
        guard root["code"].text == "Ok" else { return .failure(.badData("the OSRM table answer says \(root["code"].text ?? "nothing")")) }
        guard let durations = root["durations"].array?.first?.array, let distances = root["distances"].array?.first?.array,
              durations.count == count, distances.count == count else {
            return .failure(.badData("the OSRM table has no row of \(count) durations and distances"))
        }
        return .success(zip(durations, distances).map { duration, distance -> WalkTime? in
            guard let seconds = duration.number, let metres = distance.number else { return nil }
            return WalkTime(distance: metres, duration: seconds)
        })
    }

    private static func step(_ step: JSONTree) -> WalkStep? {
        let maneuver = step["maneuver"]
        guard let distance = step["distance"].number, let duration = step["duration"].number,
              let location = point(maneuver["location"]) else { return nil }
        let mode = step["mode"].text ?? "walking"
        var type = maneuverType(maneuver["type"].text ?? "")
        if mode == "ferry", type != .depart, type != .arrive { type = .ferry }
        return WalkStep(name: step["name"].string ?? "", distance: distance, duration: duration,
                        maneuver: Maneuver(type: type, modifier: maneuver["modifier"].text.flatMap(ManeuverModifier.init(rawValue:)),
                                           location: location),
                        mode: mode == "ferry" ? "ferry" : "walking", geometry: line(step["geometry"]) ?? [location])
    }

    /// OSRM's maneuver types in the few a walk is told in: the road-only ones (ramps, merges,
    /// forks, the end of a road) are turns, rotaries are roundabouts, a lane is a continue.
    static func maneuverType(_ text: String) -> ManeuverType {
        if let known = ManeuverType(rawValue: text) { return known }
        switch text {
        case "rotary", "roundabout turn", "exit roundabout", "exit rotary": return .roundabout
        case "use lane": return .continue
        default: return .turn
        }
    }

    /// A GeoJSON LineString's points ([lon, lat] pairs); nil when it is not one.
    static func line(_ geometry: JSONTree) -> [Coordinate]? {
        guard let pairs = geometry["coordinates"].array else { return nil }
        var points: [Coordinate] = []
        points.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let p = point(pair) else { return nil }
            points.append(p)
        }
        return points
    }

    /// A [lon, lat] pair in range.
    static func point(_ pair: JSONTree) -> Coordinate? {
        guard let values = pair.array, values.count >= 2,
              case .success(let c) = JSONTree.coordinate(latitude: values[1], longitude: values[0]) else { return nil }
        return c
    }
}
