import NearbyFormats

/// A walk as one GeoJSON Feature (RFC 7946), for geojson.io, QGIS or a web map: the line walked
/// and, in its properties, the length, time, snaps and steps.
extension WalkRoute {
    /// `{"type":"Feature","geometry":{LineString},"properties":{"distance","duration",
    /// "start_snap","end_snap","steps":[{"name","distance","duration","mode","type","modifier",
    /// "location"}]}}`; metres and seconds to a tenth, `modifier` null where the step has none.
    public func geoJSONFeature() -> String {
        let stepObjects = steps.map { step in
            "{\"name\":" + JSONString.quoted(step.name) + ",\"distance\":" + WalkJSON.tenths(step.distance)
                + ",\"duration\":" + WalkJSON.tenths(step.duration) + ",\"mode\":" + JSONString.quoted(step.mode)
                + ",\"type\":" + JSONString.quoted(step.maneuver.type.rawValue)
                + ",\"modifier\":" + (step.maneuver.modifier.map { JSONString.quoted($0.rawValue) } ?? "null")
                + ",\"location\":" + WalkJSON.position(step.maneuver.location) + "}"
        }
        let properties = "{\"distance\":" + WalkJSON.tenths(distance) + ",\"duration\":" + WalkJSON.tenths(duration)
            + ",\"start_snap\":" + WalkJSON.tenths(startSnap) + ",\"end_snap\":" + WalkJSON.tenths(endSnap)
            + ",\"steps\":[" + stepObjects.joined(separator: ",") + "]}"
        return "{\"type\":\"Feature\",\"geometry\":" + WalkJSON.lineString(geometry, fallback: steps.first?.maneuver.location)
            + ",\"properties\":" + properties + "}"
    }
}
