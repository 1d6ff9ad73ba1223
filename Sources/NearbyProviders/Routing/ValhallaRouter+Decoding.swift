import NearbyGeo
import NearbyHTTP
import NearbyRoute

extension ValhallaRouter {
    /// Valhalla's error object: `error_code` and `error` (its words).
    static func message(_ body: [UInt8]) -> (code: Int?, text: String) {
        guard let root = try? JSONTree.parse(body, what: "Valhalla"), root.isObject else { return (nil, "") }
        return (root["error_code"].int, root["error"].text ?? "")
    }

    /// The trip of a `/route` answer in kilometres: its one leg's shape (polyline6) and
    /// maneuvers as steps; how far `from` and `to` lay from the shape's ends.
    static func decodeRoute(_ body: [UInt8], from: Coordinate, to: Coordinate) -> Result<WalkRoute, ProviderError> {
        guard let root = try? JSONTree.parse(body, what: "Valhalla"), root.isObject else {
            return .failure(.badData("invalid or truncated JSON in the Valhalla route"))
        }
        let trip = root["trip"]
        guard let length = trip["summary"]["length"].number, let time = trip["summary"]["time"].number,
              let legs = trip["legs"].array, !legs.isEmpty else {
            return .failure(.badData("the Valhalla answer has no trip with a length, a time and legs"))
        }
        var line: [Coordinate] = []
        var steps: [WalkStep] = []
        for leg in legs {
            guard let shape = leg["shape"].string.flatMap({ EncodedPolyline.decode($0) }), !shape.isEmpty else {
                return .failure(.badData("a Valhalla leg has no shape in polyline6"))
            }
            for maneuver in leg["maneuvers"].array ?? [] {
                guard let step = self.step(maneuver, shape: shape) else {
                    return .failure(.badData("a Valhalla maneuver has no length, time or place on the shape"))
                }
                steps.append(step)
            }
            line += line.last == shape.first ? Array(shape.dropFirst()) : shape
        }
        return .success(WalkRoute(distance: length * 1000, duration: time, geometry: line, steps: steps,
                                  startSnap: Geodesic.distance(from, line[0]), endSnap: Geodesic.distance(to, line[line.count - 1])))
    }

    /// The one row of a `/sources_to_targets` answer in kilometres: a time and a length for each
    /// of `count` targets, nil where Valhalla found no walk (null).
    static func decodeMatrix(_ body: [UInt8], count: Int) -> Result<[WalkTime?], ProviderError> {
        guard let root = try? JSONTree.parse(body, what: "Valhalla"), root.isObject else {
            return .failure(.badData("invalid or truncated JSON in the Valhalla matrix"))
        }
        guard let row = root["sources_to_targets"].array?.first?.array, row.count == count else {
            return .failure(.badData("the Valhalla matrix has no row of \(count) targets"))
        }
        var times = [WalkTime?](repeating: nil, count: count)
        for (position, cell) in row.enumerated() {
            let index = cell["to_index"].int ?? position
            guard times.indices.contains(index) else { return .failure(.badData("a Valhalla matrix cell names target \(index) of \(count)")) }
            if let seconds = cell["time"].number, let kilometres = cell["distance"].number {
                times[index] = WalkTime(distance: kilometres * 1000, duration: seconds)
            }
        }
        return .success(times)
    }

    private static func step(_ maneuver: JSONTree, shape: [Coordinate]) -> WalkStep? {
        guard let length = maneuver["length"].number, let time = maneuver["time"].number,
              let begin = maneuver["begin_shape_index"].int, shape.indices.contains(begin) else { return nil }
        let end = min(max(maneuver["end_shape_index"].int ?? begin, begin), shape.count - 1)
        let kind = maneuver["type"].int ?? 0
        let (type, modifier) = maneuverKind(kind)
        let names = maneuver["street_names"].array?.compactMap(\.text) ?? []
        return WalkStep(name: names.first ?? "", distance: length * 1000, duration: time,
                        maneuver: Maneuver(type: type, modifier: modifier, location: shape[begin]),
                        mode: kind == 28 ? "ferry" : "walking", geometry: Array(shape[begin...end]))
    }

    /// Valhalla's maneuver types (`DirectionsLeg.Maneuver.Type`) in OSRM's words: starts and
    /// destinations (right or left is the side the destination is on), becomes (a new name),
    /// continue, the turns by sharpness, keeps at forks as slight turns, roundabouts, ferries.
    static func maneuverKind(_ kind: Int) -> (ManeuverType, ManeuverModifier?) {
        switch kind {
        case 1, 2, 3: return (.depart, nil)
        case 4: return (.arrive, nil)
        case 5: return (.arrive, .right)
        case 6: return (.arrive, .left)
        case 7: return (.newName, .straight)
        case 8, 17, 22: return (.continue, .straight)
        case 9, 23, 37: return (.turn, .slightRight)
        case 10, 18, 20: return (.turn, .right)
        case 11: return (.turn, .sharpRight)
        case 12, 13: return (.turn, .uturn)
        case 14: return (.turn, .sharpLeft)
        case 15, 19, 21: return (.turn, .left)
        case 16, 24, 38: return (.turn, .slightLeft)
        case 26, 27: return (.roundabout, nil)
        case 28, 29: return (.ferry, nil)
        default: return (.turn, nil)
        }
    }
}
