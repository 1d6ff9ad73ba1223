import NearbyFormats

/// Venues from a GeoJSON FeatureCollection, streamed feature by feature (`ImportFormat.geojson`
/// reads them with a `JSONImportDecoder`): each Point feature is a venue; its id is the
/// feature's `id` or `properties.id`, its name `properties.name`, its address
/// `properties.address` or the OSM tags `addr:street` + `addr:housenumber`. Other geometries
/// are skipped and counted. The details are the properties named as the CSV columns are
/// (`opening_hours`, `phone`, …), also the OSM `contact:phone` and `contact:website`.
enum GeoJSONVenueDecoder {
    /// Why the document is not a usable FeatureCollection, or nil.
    @Sendable static func problem(_ outline: JSONImportDecoder.Outline) -> String? {
        if let type = outline.kept["type"], type != .string("FeatureCollection") {
            return "the top level is not a FeatureCollection"
        }
        guard outline.complete else { return nil }
        if outline.kept["type"] == nil { return "the top level is not a FeatureCollection" }
        if outline.found.isEmpty { return "the FeatureCollection has no features array" }
        return nil
    }

    static func item(_ feature: JSONValue, position: String) -> ImportItem {
        func skip(_ kind: String, _ detail: String = "") -> ImportItem {
            .skipped(ImportSkip(position: position, kind: kind, detail: detail))
        }
        guard feature.isObject, feature["type"] == .string("Feature") else { return skip("not a Feature") }
        guard let geometry = feature["geometry"], geometry.isObject else { return skip("no geometry") }
        let type = geometry["type"]?.string ?? "unknown"
        guard type == "Point" else { return skip("not a Point", type) }
        let properties = feature["properties"] ?? .null
        let id = text(feature["id"]) ?? text(properties["id"]) ?? ""
        let name = text(properties["name"]) ?? ""
        var address = text(properties["address"]) ?? ""
        if address.isEmpty, let street = text(properties["addr:street"]) {
            address = [street, text(properties["addr:housenumber"]) ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        }
        // GeoJSON positions are [longitude, latitude] (RFC 7946 §3.1.1).
        let point = geometry["coordinates"]?.array ?? []
        return ImportedVenue.make(position: position, provider: text(properties["provider"]), id: id, name: name,
                                  address: address,
                                  latitude: point.count >= 2 ? point[1].number : nil, latitudeText: describe(point, 1),
                                  longitude: point.count >= 2 ? point[0].number : nil, longitudeText: describe(point, 0),
                                  details: details(properties))
    }

    /// The details among the properties; a number (a phone written as one) counts as its text.
    private static func details(_ properties: JSONValue) -> VenueDetails {
        guard case .object(let members) = properties else { return VenueDetails() }
        var details = VenueDetails { name in
            text(properties[name]) ?? (["phone", "website"].contains(name) ? text(properties["contact:" + name]) : nil)
        }
        // OSM's `socket:TYPE` properties, as an Overpass or osmium export writes the tags.
        details.addSockets(from: members.filter { text($0.value).map { !$0.isEmpty } ?? false }.map(\.key))
        return details
    }

    /// A string or a number as text (feature ids may be either); whole numbers without a fraction.
    private static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let string)?: return string
        case .number(let text)?:
            guard let double = Double(text) else { return text }
            if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
            return "\(double)"
        default: return nil
        }
    }

    private static func describe(_ point: [JSONValue], _ index: Int) -> String {
        guard index < point.count else { return "missing" }
        switch point[index] {
        case .string(let text), .number(let text): return text
        case .bool(let flag): return "\(flag)"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
