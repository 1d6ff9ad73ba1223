import NearbyGeo
import NearbyText

/// A walk in English words, as `nearby route` prints it and in the words of OSRM's text
/// instructions: "head west on Mannerheimintie", "turn left onto Mikonkatu", "arrive: Cafe Java
/// on the right"; times as "6 min", walks as "6 min · 420 m".
public enum WalkWords {
    /// A walk's time in whole minutes, at least "1 min" for any walk that takes time (none is
    /// "0 min"), from an hour on in hours and minutes ("1 h 5 min").
    public static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "–" }
        var minutes = Int((seconds / 60).rounded())
        if minutes == 0 && seconds > 0 { minutes = 1 }
        if minutes < 60 { return "\(minutes) min" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }

    /// A walk's time and length as a list row shows it: "6 min · 420 m".
    public static func walk(_ time: WalkTime) -> String {
        duration(time.duration) + " · " + DistanceFormat.short(time.distance)
    }

    /// "1.2 km, 15 min on foot".
    public static func summary(distance: Double, duration seconds: Double) -> String {
        DistanceFormat.short(distance) + ", " + duration(seconds) + " on foot"
    }

    /// One of eight compass points for a bearing in degrees: "north", "southwest".
    public static func compassPoint(_ bearing: Int) -> String {
        let points = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
        return points[((bearing % 360 + 360) % 360 * 2 + 45) / 90 % 8]
    }

    /// What the walker does at a step's maneuver: `bearing` is the direction walked away from a
    /// departure; `destination` names where an arrival is ("arrive: Cafe Java"), `side` which
    /// side of the way it stands on.
    public static func instruction(_ step: WalkStep, bearing: Int = 0, destination: String? = nil,
                                   side: ManeuverModifier? = nil) -> String {
        let name = step.name
        let onto = name.isEmpty ? "" : " onto " + name
        let modifier = step.maneuver.modifier
        switch step.maneuver.type {
        case .depart:
            return "head " + compassPoint(bearing) + (name.isEmpty ? "" : " on " + name)
        case .arrive:
            let onLeft = side == .left || side == .sharpLeft || side == .slightLeft
            let sideWords = side == nil ? "" : " on the " + (onLeft ? "left" : "right")
            if let destination, !destination.isEmpty { return "arrive: " + destination + sideWords }
            return "arrive at the destination" + (sideWords.isEmpty ? "" : "," + sideWords)
        case .turn:
            switch modifier {
            case .uturn: return "make a U-turn" + onto
            case .straight: return "go straight" + onto
            case .some(let m): return "turn " + m.rawValue + onto
            case nil: return "turn" + onto
            }
        case .newName:
            return name.isEmpty ? "continue" : "continue onto " + name
        case .continue:
            switch modifier {
            case .uturn: return "make a U-turn" + onto
            case .some(let m) where m != .straight: return "continue " + m.rawValue + onto
            default: return name.isEmpty ? "continue straight" : "continue on " + name
            }
        case .roundabout:
            return "go round the roundabout" + (name.isEmpty ? "" : " and leave onto " + name)
        case .ferry:
            return "take the ferry" + (name.isEmpty ? "" : " " + name)
        }
    }

    /// Why there is no walk, in words that follow a colon ("no walk from A to B: …"); `subject`
    /// is what may lie off the graphs. Outside text (areas, a service's sentence) is made
    /// terminal-safe.
    public static func reason(_ failure: RouteFailure, subject: String = "an end") -> String {
        switch failure {
        case .outsideGraphs(let areas):
            let covered = areas.map(TerminalSafe.clean).filter { !$0.isEmpty }
            guard !covered.isEmpty else { return "no walking graph is imported (nearby import FILE.osm.pbf adds one)" }
            return subject + " is outside every imported extract (they cover " + covered.joined(separator: ", ") + ")"
        case .notConnected:
            return "no walkable way joins them"
        case .service(let reason):
            return TerminalSafe.clean(reason)
        }
    }
}
