/// What a walker does on an edge: walk, climb steps, or ride a ferry (OSRM's travel modes, with
/// steps told apart for the steps' maneuvers).
public enum WalkEdgeKind: UInt8, Sendable, Equatable {
    case walk = 0, steps = 1, ferry = 2
}

/// What OSRM's foot profile (`profiles/foot.lua`, v26) makes of one way: which directions are
/// walked, how fast, and the name the steps give it.
public struct FootWay: Sendable, Equatable {
    /// Walkable along the way's node order, and against it.
    public var forward: Bool
    public var backward: Bool
    /// km/h in each direction (the ferry's 5 km/h on a ferry without a duration).
    public var forwardSpeed: Double
    public var backwardSpeed: Double
    /// Seconds for the whole way, when a ferry says its `duration`.
    public var duration: Double?
    public var kind: WalkEdgeKind
    /// The `name` tag (or a sidewalk's street name); `ref` apart, as OSRM keeps it.
    public var name: String
    public var ref: String
    /// Whether a walk may start or end on it (not on a ferry).
    public var isStartpoint: Bool
}

/// OSRM's foot profile as pure functions of the tags: ways, then nodes (barriers, signals).
public enum FootProfile {
    /// The profile's walking speed (km/h).
    public static let walkingSpeed = 5.0
    /// Seconds added where a walk passes a traffic signal (foot.lua's `traffic_signal_penalty`).
    public static let trafficSignalPenalty = 2.0

    static let accessWhitelist: Set<String> = ["yes", "foot", "permissive", "designated"]
    static let accessBlacklist: Set<String> = ["no", "agricultural", "forestry", "private", "delivery", "use_sidepath"]
    static let barrierBlacklist: Set<String> = ["yes", "wall", "fence"]
    static let accessHierarchy = ["foot", "access"]
    /// foot.lua's `speeds`: every listed value walks at 5 km/h.
    static let speeds: [String: Set<String>] = [
        "highway": ["primary", "primary_link", "secondary", "secondary_link", "tertiary", "tertiary_link",
                    "unclassified", "residential", "living_street", "service", "track", "path", "steps",
                    "pedestrian", "platform", "footway", "pier"],
        "railway": ["platform"],
        "amenity": ["parking", "parking_entrance"],
        "man_made": ["pier"],
    ]
    static let surfaceSpeeds: [String: Double] = [
        "fine_gravel": walkingSpeed * 0.75, "gravel": walkingSpeed * 0.75, "pebblestone": walkingSpeed * 0.75,
        "mud": walkingSpeed * 0.5, "sand": walkingSpeed * 0.5,
    ]
    static let routeSpeeds: [String: Double] = ["ferry": 5]
    /// The tags whose presence lets a way be looked at at all (foot.lua's prefetch).
    static let prefetch = ["highway", "bridge", "route", "man_made", "railway", "platform", "amenity", "public_transport"]

    private enum Mode { case walking, ferry, inaccessible }

    /// The way as walked, or nil where foot.lua leaves it out of the graph.
    public static func way(_ tags: [String: String]) -> FootWay? {
        guard prefetch.contains(where: { tags[$0] != nil }) else { return nil }
        let highway = tags["highway"]
        if isBlocked(tags, highway: highway) { return nil }

        var forwardMode = Mode.walking, backwardMode = Mode.walking
        var forwardSpeed = -1.0, backwardSpeed = -1.0
        var duration = -1.0

        // Access: foot, then access, each with its :forward/:backward forms.
        let (forwardAccess, backwardAccess) = forwardBackward(tags, keys: accessHierarchy)
        if let a = forwardAccess, accessBlacklist.contains(a) { forwardMode = .inaccessible }
        if let a = backwardAccess, accessBlacklist.contains(a) { backwardMode = .inaccessible }
        if forwardMode == .inaccessible && backwardMode == .inaccessible { return nil }

        // A carriageway whose sidewalk is mapped apart is walked on that sidewalk instead,
        // unless foot access says otherwise, direction by direction.
        let sidewalkKeys = ["sidewalk", "sidewalk:both", "sidewalk:left", "sidewalk:right"]
        if sidewalkKeys.contains(where: { tags[$0] == "separate" }) {
            if !(forwardAccess.map { !accessBlacklist.contains($0) } ?? false) { forwardMode = .inaccessible }
            if !(backwardAccess.map { !accessBlacklist.contains($0) } ?? false) { backwardMode = .inaccessible }
            if forwardMode == .inaccessible && backwardMode == .inaccessible { return nil }
        }

        // Only oneway:foot binds a walker.
        let oneway = tags["oneway:foot"]
        if oneway == "-1" {
            forwardMode = .inaccessible
        } else if oneway == "yes" || oneway == "1" || oneway == "true" {
            backwardMode = .inaccessible
        }

        // Ferries: their own speed, or the duration the way declares.
        if let route = tags["route"], let speed = routeSpeeds[route], speed > 0 {
            if let text = tags["duration"], let seconds = OSMDuration.seconds(text) {
                duration = max(Double(seconds), 1)
            }
            forwardMode = .ferry; backwardMode = .ferry
            forwardSpeed = speed; backwardSpeed = speed
        }

        if forwardSpeed == -1 {
            if speeds.contains(where: { key, values in tags[key].map(values.contains) ?? false }) {
                forwardSpeed = walkingSpeed; backwardSpeed = walkingSpeed
            } else {
                if let a = forwardAccess, !accessBlacklist.contains(a) {
                    forwardSpeed = walkingSpeed
                } else if forwardAccess == nil && backwardAccess != nil {
                    forwardMode = .inaccessible
                }
                if let a = backwardAccess, !accessBlacklist.contains(a) {
                    backwardSpeed = walkingSpeed
                } else if backwardAccess == nil && forwardAccess != nil {
                    backwardMode = .inaccessible
                }
            }
            if forwardSpeed == -1 && backwardSpeed == -1 && duration <= 0 { return nil }
        }

        if let surface = tags["surface"], let speed = surfaceSpeeds[surface] {
            forwardSpeed = min(speed, forwardSpeed); backwardSpeed = min(speed, backwardSpeed)
        }

        // Escalators and moving walkways run one way unless oneway=no says both.
        if let conveying = tags["conveying"], conveying != "yes", conveying != "reversible",
           highway == "steps" || highway == "footway" {
            let allowReverse = (oneway ?? tags["oneway"]) == "no"
            if conveying == "forward" && !allowReverse { backwardMode = .inaccessible }
            if conveying == "backward" && !allowReverse { forwardMode = .inaccessible }
        }

        // The extractor keeps a direction only with a mode and a speed or a duration.
        let forward = forwardMode != .inaccessible && (forwardSpeed > 0 || duration > 0)
        let backward = backwardMode != .inaccessible && (backwardSpeed > 0 || duration > 0)
        guard forward || backward else { return nil }

        let isFerry = forwardMode == .ferry || backwardMode == .ferry
        let kind: WalkEdgeKind = isFerry ? .ferry : (highway == "steps" ? .steps : .walk)
        return FootWay(
            forward: forward, backward: backward,
            forwardSpeed: forwardSpeed, backwardSpeed: backwardSpeed,
            duration: duration > 0 ? duration : nil, kind: kind,
            name: name(tags, highway: highway), ref: tags["ref"].map(canonicalList) ?? "",
            isStartpoint: forwardMode == .walking || backwardMode == .walking)
    }

    /// foot.lua's `blocked_ways` with its `avoid` set: impassable, proposed, motorroad.
    static func isBlocked(_ tags: [String: String], highway: String?) -> Bool {
        if tags["motorroad"] == "yes" { return true }
        // A proposed road not yet built; a real road with a proposed upgrade is walked.
        if tags["proposed"] != nil && (highway == nil || highway == "proposed") { return true }
        if tags["impassable"] == "yes" || tags["status"] == "impassable" { return true }
        return false
    }

    /// The first of `keys` that says something for each direction (`key:forward`, `key:backward`,
    /// then `key`), with `a;b` lists resolved to their most permissive part.
    static func forwardBackward(_ tags: [String: String], keys: [String]) -> (String?, String?) {
        var forward: String?, backward: String?
        for key in keys {
            if forward == nil { forward = tags[key + ":forward"] }
            if backward == nil { backward = tags[key + ":backward"] }
            if forward == nil || backward == nil {
                let common = tags[key]
                forward = forward ?? common
                backward = backward ?? common
            }
            if forward != nil && backward != nil { break }
        }
        return (forward.map(resolveAccess), backward.map(resolveAccess))
    }

    /// `yes;no` → the part OSRM ranks highest: whitelisted, then other, then blacklisted... as
    /// access.lua ranks them (whitelist 3, blacklist 1, anything else 0; the first of equals).
    static func resolveAccess(_ value: String) -> String {
        guard value.contains(";") else { return value }
        var best: String?, bestRank = -1
        for part in value.split(separator: ";", omittingEmptySubsequences: true) {
            let trimmed = trimSpaces(String(part))
            let rank = accessWhitelist.contains(trimmed) ? 3 : (accessBlacklist.contains(trimmed) ? 1 : 0)
            if rank > bestRank { best = trimmed; bestRank = rank }
        }
        return best ?? value
    }

    /// The name steps show: `name`, else the street a sidewalk belongs to.
    static func name(_ tags: [String: String], highway: String?) -> String {
        if let name = tags["name"] { return name }
        guard let street = tags["is_sidepath:of:name"] ?? tags["street:name"],
              highway == "footway" || highway == "cycleway" || highway == "path" else { return "" }
        if tags["footway"] == "sidewalk" || tags["cycleway"] == "sidepath" || tags["is_sidepath"] == "yes" {
            return street
        }
        return ""
    }

    /// `A;B;  C` → `A; B; C`: a space after each `;`, runs of spaces collapsed (OSRM's
    /// `canonicalizeStringList`).
    static func canonicalList(_ value: String) -> String {
        var out = ""
        var lastWasSpace = false
        for ch in value.replacingSemicolons() {
            let isSpace = ch == " " || ch == "\t" || ch == "\n" || ch == "\r"
            if isSpace && lastWasSpace { continue }
            out.append(ch)
            lastWasSpace = isSpace
        }
        return out
    }

    static func trimSpaces(_ s: String) -> String {
        var scalars = Substring(s)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}

private extension String {
    func replacingSemicolons() -> String {
        var out = ""
        for ch in self {
            out.append(ch)
            if ch == ";" { out.append(" ") }
        }
        return out
    }
}
