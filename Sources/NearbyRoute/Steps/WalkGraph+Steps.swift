import NearbyGeo

/// A step being made: where it begins, what happens there, and the pieces walked since.
struct StepDraft {
    var way: UInt32
    var type: ManeuverType
    var modifier: ManeuverModifier?
    var points: [(lat: Int32, lon: Int32)]
    var deciseconds: UInt32 = 0
    var metres: Double = 0
    /// Bearings into the maneuver, out of it, and of the step's last piece.
    var inBearing: Double = 0
    var outBearing: Double = 0
    var lastBearing: Double = 0
}

extension WalkGraph {
    /// The walk with its line and steps: a new step where the name changes as OSRM announces
    /// it, at a ferry, and at a real turn where other ways meet; name flip-flops collapsed.
    func walkRoute(_ path: WalkPath, start: (lat: Int32, lon: Int32), end: (lat: Int32, lon: Int32)) -> WalkRoute {
        let s = path.source, t = path.target
        let all = pieces(path)
        var kept = all.filter { $0.metres > 0.001 || $0.deciseconds > 0 }
        if kept.isEmpty, let first = all.first { kept = [first] }

        var drafts: [StepDraft] = []
        // Which way the walker turns onto the way, coming from where they stood.
        let departModifier = Self.relativeSide(
            distance: OSRMRuler.distance(lat1: start.lat, lon1: start.lon, lat2: s.lat, lon2: s.lon),
            angle: Self.turnAngle(in: OSRMRuler.bearing(lat1: start.lat, lon1: start.lon, lat2: s.lat, lon2: s.lon),
                                  out: kept[0].bearing))
        var current = StepDraft(way: kept[0].way, type: .depart, modifier: departModifier,
                                points: [(kept[0].fromLat, kept[0].fromLon)], outBearing: kept[0].bearing)
        for (i, piece) in kept.enumerated() {
            if i > 0, let (type, modifier) = instruction(from: kept[i - 1], to: piece) {
                drafts.append(current)
                current = StepDraft(way: piece.way, type: type, modifier: modifier,
                                    points: [(piece.fromLat, piece.fromLon)],
                                    inBearing: kept[i - 1].bearing, outBearing: piece.bearing)
            }
            current.points.append((piece.toLat, piece.toLon))
            current.deciseconds += piece.deciseconds
            current.metres += piece.metres
            current.lastBearing = piece.bearing
        }
        drafts.append(current)
        drafts = collapseShortSteps(drafts)
        drafts = Self.collapseOscillations(drafts, names: { self.strings[Int(self.wayName[Int($0)])] })

        let last = kept[kept.count - 1]
        let arriveModifier = sideModifier(bearing: last.bearing, from: (t.lat, t.lon), to: end)
        drafts.append(StepDraft(way: last.way, type: .arrive, modifier: arriveModifier,
                                points: [(t.lat, t.lon), (t.lat, t.lon)]))

        var geometry: [Coordinate] = []
        for piece in kept {
            if geometry.isEmpty { geometry.append(Self.coordinate(piece.fromLat, piece.fromLon)) }
            geometry.append(Self.coordinate(piece.toLat, piece.toLon))
        }
        let steps = drafts.map { d in
            WalkStep(name: strings[Int(wayName[Int(d.way)])], distance: d.metres, duration: Double(d.deciseconds) / 10,
                     maneuver: Maneuver(type: d.type, modifier: d.modifier, location: Self.coordinate(d.points[0].lat, d.points[0].lon)),
                     mode: WalkEdgeKind(rawValue: wayKind[Int(d.way)] & 0x7f) == .ferry ? "ferry" : "walking",
                     geometry: d.points.map { Self.coordinate($0.lat, $0.lon) }, ref: strings[Int(wayRef[Int(d.way)])])
        }
        return WalkRoute(distance: kept.reduce(0) { $0 + $1.metres }, duration: Double(path.deciseconds) / 10,
                         geometry: geometry, steps: steps, startSnap: s.snapDistance, endSnap: t.snapDistance)
    }

    static func coordinate(_ lat: Int32, _ lon: Int32) -> Coordinate {
        Coordinate(latitude: Double(lat) * 1e-7, longitude: Double(lon) * 1e-7)
    }

    /// What happens where one piece meets the next, or nil where the walk just goes on.
    func instruction(from a: RoutePiece, to b: RoutePiece) -> (ManeuverType, ManeuverModifier?)? {
        let angle = Self.turnAngle(in: a.bearing, out: b.bearing)
        let modifier = Self.direction(angle)
        let aFerry = (wayKind[Int(a.way)] & 0x7f) == WalkEdgeKind.ferry.rawValue
        let bFerry = (wayKind[Int(b.way)] & 0x7f) == WalkEdgeKind.ferry.rawValue
        if aFerry != bFerry { return (.ferry, modifier) }
        let announce = a.way != b.way && NameChange.requiresAnnouncement(
            from: strings[Int(wayName[Int(a.way)])], fromRef: strings[Int(wayRef[Int(a.way)])],
            to: strings[Int(wayName[Int(b.way)])], toRef: strings[Int(wayRef[Int(b.way)])])
        // The other ways at the node: their deviation from going straight on.
        var others: [Double] = []
        if let x = a.endNode {
            var seen: Set<Int> = []
            for e in edges(of: x) {
                let y = Int(target[e])
                guard seen.insert(y).inserted else { continue }
                if y == a.behind || y == b.ahead { continue }
                let bearing = OSRMRuler.bearing(lat1: lat[x], lon1: lon[x], lat2: lat[y], lon2: lon[y])
                others.append(Self.deviation(Self.turnAngle(in: a.bearing, out: bearing)))
            }
        }
        let ours = Self.deviation(angle)
        let obvious = others.isEmpty || (ours < 45 && others.allSatisfy { $0 > ours + 25 })
        if announce { return (obvious ? .newName : .turn, modifier) }
        if obvious { return nil }
        // OSRM says "continue" where a named way turns on, "turn" for unnamed ways.
        return (strings[Int(wayName[Int(b.way)])].isEmpty ? .turn : .continue, modifier)
    }

    /// OSRM's turn angle: 180 straight on, below it to the right, above to the left.
    static func turnAngle(in inBearing: Double, out outBearing: Double) -> Double {
        var a = (inBearing - outBearing + 180).truncatingRemainder(dividingBy: 360)
        if a < 0 { a += 360 }
        return a
    }

    static func deviation(_ angle: Double) -> Double { abs(angle - 180) }

    /// OSRM's `getTurnDirection`.
    static func direction(_ angle: Double) -> ManeuverModifier {
        switch angle {
        case let a where a > 0 && a < 60: return .sharpRight
        case 60..<140: return .right
        case 140..<160: return .slightRight
        case 160...200: return .straight
        case let a where a > 200 && a <= 220: return .slightLeft
        case let a where a > 220 && a <= 300: return .left
        case let a where a > 300 && a < 360: return .sharpLeft
        default: return .uturn
        }
    }

    /// Which side the asked point lies on, seen walking `bearing` into the snapped point.
    func sideModifier(bearing: Double, from p: (Int32, Int32), to q: (lat: Int32, lon: Int32)) -> ManeuverModifier? {
        let toPoint = OSRMRuler.bearing(lat1: p.0, lon1: p.1, lat2: q.lat, lon2: q.lon)
        return Self.relativeSide(distance: OSRMRuler.distance(lat1: p.0, lon1: p.1, lat2: q.lat, lon2: q.lon),
                                 angle: Self.turnAngle(in: bearing, out: toPoint))
    }

    /// OSRM's side of a start or end off the way: only between 5 and 300 m away, and only
    /// right, straight or left (`assignRelativeLocations`).
    static func relativeSide(distance: Double, angle: Double) -> ManeuverModifier? {
        guard distance >= 5, distance <= 300 else { return nil }
        return angle < 135 ? .right : (angle <= 225 ? .straight : .left)
    }

    /// OSRM folds a maneuver and a change of name within `maxCollapseDistance` (foot.lua's
    /// 10 m) of each other into one: a short unnamed link then a new name is one turn onto that name.
    static let maxCollapseDistance = 10.0

    func collapseShortSteps(_ drafts: [StepDraft]) -> [StepDraft] {
        var out = drafts
        var i = 1
        let ferry = WalkEdgeKind.ferry.rawValue
        while i + 1 < out.count {
            let short = out[i], next = out[i + 1]
            // Only where one of the two is a mere change of name, as OSRM's collapsing scenarios.
            let nameChange = short.type == .newName || next.type == .newName
                || (next.type == .turn && next.modifier == .straight)
            guard short.metres < Self.maxCollapseDistance, nameChange, short.type != .ferry, next.type != .ferry,
                  wayKind[Int(short.way)] & 0x7f != ferry, wayKind[Int(next.way)] & 0x7f != ferry else {
                i += 1; continue
            }
            let before = out[i - 1]
            var merged = short
            merged.way = next.way
            merged.points.append(contentsOf: next.points.dropFirst())
            merged.deciseconds += next.deciseconds
            merged.metres += next.metres
            merged.outBearing = next.outBearing
            merged.lastBearing = next.lastBearing
            let angle = Self.turnAngle(in: short.inBearing, out: next.outBearing)
            let announce = before.way != next.way && NameChange.requiresAnnouncement(
                from: strings[Int(wayName[Int(before.way)])], fromRef: strings[Int(wayRef[Int(before.way)])],
                to: strings[Int(wayName[Int(next.way)])], toRef: strings[Int(wayRef[Int(next.way)])])
            let straight = Self.deviation(angle) < 20
            if !announce && straight {
                // Nothing left to say: the walk goes on along the step before.
                out[i - 1].points.append(contentsOf: merged.points.dropFirst())
                out[i - 1].deciseconds += merged.deciseconds
                out[i - 1].metres += merged.metres
                out[i - 1].lastBearing = merged.lastBearing
                out.removeSubrange(i...(i + 1))
                continue
            }
            merged.modifier = Self.direction(angle)
            merged.type = announce ? (straight ? .newName : .turn)
                : (strings[Int(wayName[Int(next.way)])].isEmpty ? .turn : .continue)
            out.replaceSubrange(i...(i + 1), with: [merged])
        }
        return out
    }

    /// OSRM's name oscillation: A, new name B, new name A again → one step on A.
    static func collapseOscillations(_ drafts: [StepDraft], names: (UInt32) -> String) -> [StepDraft] {
        var out = drafts
        var i = 1
        func isNameChange(_ d: StepDraft) -> Bool {
            d.type == .newName || (d.type == .turn && d.modifier == .straight)
        }
        while i + 1 < out.count {
            if isNameChange(out[i]) && isNameChange(out[i + 1]) && names(out[i - 1].way) == names(out[i + 1].way) {
                var merged = out[i - 1]
                for d in [out[i], out[i + 1]] {
                    merged.points.append(contentsOf: d.points.dropFirst())
                    merged.deciseconds += d.deciseconds
                    merged.metres += d.metres
                    merged.lastBearing = d.lastBearing
                }
                out.replaceSubrange((i - 1)...(i + 1), with: [merged])
                i = max(1, i - 1)
            } else {
                i += 1
            }
        }
        return out
    }
}
