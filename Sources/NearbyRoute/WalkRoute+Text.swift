#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbyText

/// A walk as `nearby route` prints it for a person: the length and time, then one line a step.
extension WalkRoute {
    /// "1.2 km, 15 min on foot (1234 m, 912 s)", then "turn left onto Mikonkatu · 80 m" and the
    /// like, ending "arrive: Cafe Java on the right". Names are made terminal-safe.
    /// `destination` names the end, `destinationAt` is where it stands (its side of the way).
    public func directions(destination: String? = nil, destinationAt: Coordinate? = nil) -> String {
        var out = WalkWords.summary(distance: distance, duration: duration)
            + " (\(Int(distance.rounded())) m, \(Int(duration.rounded())) s)\n"
        for index in steps.indices {
            var step = steps[index]
            step.name = TerminalSafe.clean(step.name)
            let isArrival = step.maneuver.type == .arrive
            let line = WalkWords.instruction(step, bearing: bearings(at: index).after,
                                             destination: destination.map(TerminalSafe.clean),
                                             side: isArrival ? arrivalSide(destinationAt) : nil)
            out += line + (isArrival && step.distance < 0.5 ? "" : " · " + DistanceFormat.short(step.distance)) + "\n"
        }
        return out
    }

    /// Which side of the way the destination stands on: the router's arrival modifier when it
    /// says left or right, else from where `destination` lies off the last stretch walked
    /// (none when it lies on the way or straight ahead).
    func arrivalSide(_ destination: Coordinate?) -> ManeuverModifier? {
        if let modifier = steps.last?.maneuver.modifier, modifier != .straight, modifier != .uturn { return modifier }
        guard let destination, endSnap >= 1, let end = geometry.last,
              let prior = geometry.dropLast().last(where: { $0 != end }) else { return nil }
        // A local plane is exact enough over the last few metres.
        let scale = cos(end.latitude * .pi / 180)
        let (ax, ay) = ((end.longitude - prior.longitude) * scale, end.latitude - prior.latitude)
        let (bx, by) = ((destination.longitude - end.longitude) * scale, destination.latitude - end.latitude)
        let cross = ax * by - ay * bx
        let lengths = (ax * ax + ay * ay).squareRoot() * (bx * bx + by * by).squareRoot()
        // Within about 10° of straight ahead or behind, neither side.
        guard lengths > 0, abs(cross) / lengths > 0.17 else { return nil }
        return cross > 0 ? .left : .right
    }
}
