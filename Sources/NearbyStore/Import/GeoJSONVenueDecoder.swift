import Foundation

/// Venues from a GeoJSON FeatureCollection: each Point feature is a venue; its id is the
/// feature's `id` or `properties.id`, its name `properties.name`, its address
/// `properties.address` or the OSM tags `addr:street` + `addr:housenumber`. Other geometries
/// are skipped and counted. JSON cannot be parsed a piece at a time with Foundation, so the
/// document is read whole; the rows are then handed out one by one.
final class GeoJSONVenueDecoder: VenueDecoder {
    private let features: [Any]
    private var index = 0
    private let size: Int

    init(input: InputFile) throws(ImportError) {
        let bytes = try input.readAll()
        size = bytes.count
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw .malformed(format: "geojson", reason: "the JSON does not parse (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any], object["type"] as? String == "FeatureCollection" else {
            throw .malformed(format: "geojson", reason: "the top level is not a FeatureCollection")
        }
        guard let features = object["features"] as? [Any] else {
            throw .malformed(format: "geojson", reason: "the FeatureCollection has no features array")
        }
        self.features = features
    }

    func next() throws(ImportError) -> ImportItem? {
        guard index < features.count else { return nil }
        index += 1
        return Self.item(features[index - 1], position: "feature \(index)")
    }

    var progress: (done: Int, total: Int) {
        (features.isEmpty ? size : size * index / features.count, size)
    }

    static func item(_ value: Any, position: String) -> ImportItem {
        func skip(_ kind: String, _ detail: String = "") -> ImportItem {
            .skipped(ImportSkip(position: position, kind: kind, detail: detail))
        }
        guard let feature = value as? [String: Any], feature["type"] as? String == "Feature" else {
            return skip("not a Feature")
        }
        guard let geometry = feature["geometry"] as? [String: Any] else { return skip("no geometry") }
        let type = geometry["type"] as? String ?? "unknown"
        guard type == "Point" else { return skip("not a Point", type) }
        let properties = feature["properties"] as? [String: Any] ?? [:]
        let id = text(feature["id"]) ?? text(properties["id"]) ?? ""
        let name = text(properties["name"]) ?? ""
        var address = text(properties["address"]) ?? ""
        if address.isEmpty, let street = text(properties["addr:street"]) {
            address = [street, text(properties["addr:housenumber"]) ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        }
        // GeoJSON positions are [longitude, latitude] (RFC 7946 §3.1.1).
        let point = geometry["coordinates"] as? [Any] ?? []
        return ImportedVenue.make(position: position, provider: text(properties["provider"]), id: id, name: name,
                                  address: address,
                                  latitude: point.count >= 2 ? number(point[1]) : nil, latitudeText: describe(point, 1),
                                  longitude: point.count >= 2 ? number(point[0]) : nil, longitudeText: describe(point, 0))
    }

    /// A string or a number as text (feature ids may be either).
    private static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: return string
        case let number as NSNumber:
            let double = number.doubleValue
            if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
            return "\(double)"
        default: return nil
        }
    }

    private static func number(_ value: Any) -> Double? {
        guard !(value is String), let number = value as? NSNumber else { return nil }
        return number.doubleValue
    }

    private static func describe(_ point: [Any], _ index: Int) -> String {
        index < point.count ? "\(point[index])" : "missing"
    }
}
