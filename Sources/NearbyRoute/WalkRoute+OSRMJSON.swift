import NearbyFormats
import NearbyGeo

/// A walk as OSRM's HTTP API answers `/route/v1/foot/…?steps=true&geometries=geojson`, so
/// scripts written for OSRM read `nearby route --format json`: the route object with its legs,
/// steps, maneuvers (bearings included) and intersections, and the response around it.
extension WalkRoute {
    /// OSRM's profile for walking weighs a route by its time (`foot.lua`: `weight_name = 'duration'`).
    public static let osrmWeightName = "duration"

    /// The whole response: `{"code":"Ok","routes":[route],"waypoints":[start, end]}`; each
    /// waypoint's `distance` is how far its end lay from the way it snapped to, its `location`
    /// the snapped point and its `name` that way's name.
    public func osrmResponse() -> String {
        let start = geometry.first ?? steps.first?.maneuver.location
        let end = geometry.last ?? steps.last?.maneuver.location
        let waypoints = [
            Self.osrmWaypoint(name: steps.first?.name ?? "", location: start, snap: startSnap),
            Self.osrmWaypoint(name: steps.last?.name ?? "", location: end, snap: endSnap),
        ]
        return "{\"code\":\"Ok\",\"routes\":[" + osrmRoute() + "],\"waypoints\":[" + waypoints.joined(separator: ",") + "]}"
    }

    /// OSRM's route object: `geometry` (a GeoJSON LineString), one leg with its `steps`,
    /// `summary`, `weight`, `duration` and `distance`, then the route's `weight_name`, `weight`,
    /// `duration` and `distance` (metres and seconds to a tenth).
    public func osrmRoute() -> String {
        let tail = ",\"weight\":" + WalkJSON.tenths(duration) + ",\"duration\":" + WalkJSON.tenths(duration)
            + ",\"distance\":" + WalkJSON.tenths(distance)
        let stepObjects = steps.indices.map(osrmStep)
        let leg = "{\"steps\":[" + stepObjects.joined(separator: ",") + "],\"summary\":" + JSONString.quoted(osrmSummary)
            + tail + "}"
        return "{\"geometry\":" + WalkJSON.lineString(geometry, fallback: steps.first?.maneuver.location)
            + ",\"legs\":[" + leg + "],\"weight_name\":" + JSONString.quoted(Self.osrmWeightName) + tail + "}"
    }

    /// The leg's summary as OSRM makes it: the names of its two longest named steps, in the
    /// order they are walked.
    public var osrmSummary: String {
        var lengths: [String: Double] = [:]
        var order: [String] = []
        for step in steps where !step.name.isEmpty {
            if lengths[step.name] == nil { order.append(step.name) }
            lengths[step.name, default: 0] += step.distance
        }
        let longest = Set(order.sorted { lengths[$0, default: 0] > lengths[$1, default: 0] }.prefix(2))
        return order.filter(longest.contains).joined(separator: ", ")
    }

    /// Step `index` as OSRM writes it.
    func osrmStep(_ index: Int) -> String {
        let step = steps[index]
        let location = step.maneuver.location
        let (before, after) = bearings(at: index)
        var maneuver = "{\"bearing_after\":\(after),\"bearing_before\":\(before),\"location\":" + WalkJSON.position(location)
        if let modifier = step.maneuver.modifier { maneuver += ",\"modifier\":" + JSONString.quoted(modifier.rawValue) }
        maneuver += ",\"type\":" + JSONString.quoted(step.maneuver.type.rawValue) + "}"
        return "{\"geometry\":" + WalkJSON.lineString(step.geometry, fallback: location)
            + ",\"maneuver\":" + maneuver + ",\"mode\":" + JSONString.quoted(step.mode) + ",\"driving_side\":\"right\""
            + ",\"name\":" + JSONString.quoted(step.name) + ",\"intersections\":[" + intersection(index, before, after) + "]"
            + ",\"weight\":" + WalkJSON.tenths(step.duration) + ",\"duration\":" + WalkJSON.tenths(step.duration)
            + ",\"distance\":" + WalkJSON.tenths(step.distance) + "}"
    }

    /// The maneuver's intersection: the way walked in on (reversed, as OSRM lists the roads
    /// meeting there) and the way walked out on, with OSRM's `in` and `out` indexes.
    func intersection(_ index: Int, _ before: Int, _ after: Int) -> String {
        let location = WalkJSON.position(steps[index].maneuver.location)
        let type = steps[index].maneuver.type
        var bearings: [Int] = []
        var inBearing: Int?, outBearing: Int?
        if type != .depart { inBearing = (before + 180) % 360; bearings.append((before + 180) % 360) }
        if type != .arrive { outBearing = after; if !bearings.contains(after) { bearings.append(after) } }
        bearings.sort()
        // As OSRM marks them: the way walked in on is no entry (unless it is also walked out on).
        let entries = bearings.map { $0 == inBearing && $0 != outBearing ? "false" : "true" }
        var text = "{\"location\":" + location + ",\"bearings\":[" + bearings.map(String.init).joined(separator: ",") + "]"
            + ",\"entry\":[" + entries.joined(separator: ",") + "]"
        if let inBearing, let i = bearings.firstIndex(of: inBearing) { text += ",\"in\":\(i)" }
        if let outBearing, let o = bearings.firstIndex(of: outBearing) { text += ",\"out\":\(o)" }
        return text + "}"
    }

    /// OSRM's `bearing_before` (the direction walked on arriving at step `index`; 0 at the
    /// start) and `bearing_after` (the direction walked on leaving it; 0 at the end).
    func bearings(at index: Int) -> (before: Int, after: Int) {
        let step = steps[index]
        var after = 0
        if step.maneuver.type != .arrive, let next = step.geometry.dropFirst().first(where: { $0 != step.maneuver.location }) {
            after = WalkJSON.bearing(step.maneuver.location, next)
        }
        var before = 0
        if step.maneuver.type != .depart, index > 0 {
            let previous = steps[index - 1].geometry
            if let last = previous.last, let prior = previous.dropLast().last(where: { $0 != last }) {
                before = WalkJSON.bearing(prior, last)
            }
        }
        return (before, after)
    }

    static func osrmWaypoint(name: String, location: Coordinate?, snap: Double) -> String {
        "{\"distance\":" + JSON.number((snap * 1e6).rounded() / 1e6) + ",\"name\":" + JSONString.quoted(name)
            + ",\"location\":" + (location.map(WalkJSON.position) ?? "null") + "}"
    }
}
