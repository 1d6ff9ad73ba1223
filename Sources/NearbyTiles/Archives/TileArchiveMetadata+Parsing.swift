import Foundation

extension TileArchiveMetadata {
    /// Applies MBTiles-style name/value pairs (MBTiles' `metadata` table, PMTiles' JSON metadata).
    /// Values that do not parse are kept as text in `other`, never fatal: metadata is advisory.
    mutating func apply(name key: String, value: String) {
        switch key {
        case "name": name = value
        case "description": description = value
        case "attribution": attribution = value
        case "format": format = value
        case "minzoom":
            if let zoom = Int(value.trimmingCharacters(in: .whitespaces)), (0...TileID.maxZoom).contains(zoom) { minZoom = zoom } else { other[key] = value }
        case "maxzoom":
            if let zoom = Int(value.trimmingCharacters(in: .whitespaces)), (0...TileID.maxZoom).contains(zoom) { maxZoom = zoom } else { other[key] = value }
        case "bounds":
            if let parsed = Self.bounds(value) { bounds = parsed } else { other[key] = value }
        case "json":
            if let object = Self.jsonObject(value) { apply(json: object) } else { other[key] = value }
        default:
            other[key] = value
        }
    }

    /// Applies a JSON object: `vector_layers`, and (for PMTiles) the same keys as MBTiles.
    mutating func apply(json object: [String: Any]) {
        if let layers = object["vector_layers"] as? [Any] {
            vectorLayers = layers.compactMap { item in
                guard let layer = item as? [String: Any], let id = layer["id"] as? String else { return nil }
                let fields = (layer["fields"] as? [String: Any]).map { $0.keys.sorted() } ?? []
                return VectorLayer(id: id, minZoom: Self.integer(layer["minzoom"]), maxZoom: Self.integer(layer["maxzoom"]), fields: fields)
            }
        }
        for (key, value) in object where key != "vector_layers" && key != "tilestats" {
            if let text = value as? String {
                apply(name: key, value: text)
            } else if let number = value as? NSNumber, key == "minzoom" || key == "maxzoom" {
                apply(name: key, value: number.stringValue)
            }
        }
    }

    static func jsonObject(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    static func jsonObject(_ bytes: [UInt8]) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }

    private static func integer(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber else { return nil }
        let double = number.doubleValue
        guard double.rounded() == double, (0...Double(TileID.maxZoom)).contains(double) else { return nil }
        return Int(double)
    }

    /// `west,south,east,north` in degrees, on the globe.
    static func bounds(_ text: String) -> Bounds? {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let w = parts[0], let s = parts[1], let e = parts[2], let n = parts[3],
              abs(w) <= 180, abs(e) <= 180, abs(s) <= 90, abs(n) <= 90, s <= n else { return nil }
        return Bounds(west: w, south: s, east: e, north: n)
    }
}
