import NearbyGeo
import NearbyText

/// Saved places as a GeoJSON FeatureCollection of Points (RFC 7946: longitude first), each with
/// the properties `name`, `address`, `note`, `provider`, `id`, `saved_at` (ISO 8601) and the
/// details that are known. Reads the Point features of any GeoJSON file (a FeatureCollection or
/// one Feature); other geometries are not places and are skipped.
public enum SavedGeoJSON {
    /// The places as a GeoJSON FeatureCollection.
    public static func write(_ places: [SavedPlace]) -> String {
        var out = "{\"type\": \"FeatureCollection\", \"features\": ["
        for (index, place) in places.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "{\"type\": \"Feature\", \"geometry\": {\"type\": \"Point\", \"coordinates\": ["
            out += SavedText.degrees(place.coordinate.longitude) + ", " + SavedText.degrees(place.coordinate.latitude) + "]}, "
            var properties = [("name", place.name), ("address", place.address), ("note", place.note),
                              ("provider", place.key.provider), ("id", place.key.id)]
            if place.savedAt > 0 { properties.append(("saved_at", ISO8601.text(place.savedAt))) }
            for (column, value) in place.details.columns { if let value { properties.append((column, value)) } }
            out += "\"properties\": {"
            out += properties.map { JSONString.quoted($0.0) + ": " + JSONString.quoted($0.1) }.joined(separator: ", ")
            out += "}}"
        }
        out += "\n]}\n"
        return out
    }

    /// The Point features of a GeoJSON document, in file order.
    public static func read(_ bytes: [UInt8]) throws(SavedFileError) -> [SavedPlace] {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes, limits: JSONLimits(maxDepth: 64, maxStringBytes: 1 << 20, maxTreeValues: 4 << 20))
        } catch {
            throw SavedFileError(line: error.line, "not a GeoJSON file: \(error.reason)")
        }
        let features: [JSONValue]
        switch root["type"]?.string {
        case "FeatureCollection":
            guard let list = root["features"]?.array else {
                throw SavedFileError("the FeatureCollection has no \"features\" array")
            }
            features = list
        case "Feature": features = [root]
        default: throw SavedFileError("not a GeoJSON file: the top level is not a FeatureCollection or a Feature")
        }
        var places: [SavedPlace] = []
        for (index, feature) in features.enumerated() {
            guard let geometry = feature["geometry"], geometry["type"]?.string == "Point" else { continue }
            guard let numbers = geometry["coordinates"]?.array, numbers.count >= 2,
                  let lon = numbers[0].number, let lat = numbers[1].number,
                  lat.isFinite, lon.isFinite, abs(lat) <= 90, abs(lon) <= 180 else {
                throw SavedFileError("feature \(index + 1): the Point's coordinates are not a longitude and latitude")
            }
            var draft = SavedDraft(coordinate: Coordinate(latitude: lat, longitude: lon))
            let properties = feature["properties"]
            func text(_ key: String) -> String? {
                guard let value = properties?[key] else { return nil }
                return value.string ?? value.numberText
            }
            draft.name = text("name") ?? text("title") ?? ""
            draft.note = text("note") ?? text("description") ?? text("desc") ?? ""
            for field in ["provider", "id", "address", "saved_at"] + VenueDetails.columnNames {
                if let value = text(field) { _ = draft.set(field, value) }
            }
            try places.appendBounded(draft.place, line: nil)
        }
        return places
    }
}
