import NearbyFormats
import NearbyGeo
import NearbyText

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
            if let zoom = Int(value.trimmedWhitespace), (0...TileKey.maxZoom).contains(zoom) { minZoom = zoom } else { other[key] = value }
        case "maxzoom":
            if let zoom = Int(value.trimmedWhitespace), (0...TileKey.maxZoom).contains(zoom) { maxZoom = zoom } else { other[key] = value }
        case "bounds":
            if let parsed = Self.bounds(value) { bounds = parsed } else { other[key] = value }
        case "json":
            if let object = Self.jsonObject(value) { apply(json: object) } else { other[key] = value }
        default:
            other[key] = value
        }
    }

    /// Applies a JSON object: `vector_layers`, and (for PMTiles) the same keys as MBTiles.
    mutating func apply(json object: JSONValue) {
        guard case .object(let members) = object else { return }
        if let layers = object["vector_layers"]?.array {
            vectorLayers = layers.compactMap { layer in
                guard let id = layer["id"]?.string else { return nil }
                let fields: [String]
                if case .object(let named)? = layer["fields"] { fields = named.map(\.key).sorted() } else { fields = [] }
                return VectorLayer(id: id, minZoom: Self.zoom(layer["minzoom"]), maxZoom: Self.zoom(layer["maxzoom"]), fields: fields)
            }
        }
        for member in members where member.key != "vector_layers" && member.key != "tilestats" {
            if let text = member.value.string {
                apply(name: member.key, value: text)
            } else if let number = member.value.numberText, member.key == "minzoom" || member.key == "maxzoom" {
                apply(name: member.key, value: number)
            }
        }
    }

    /// Metadata JSON (bounded: a lying archive cannot make the reader build a huge tree).
    static func jsonObject(_ text: String) -> JSONValue? { jsonObject(Array(text.utf8)) }

    static func jsonObject(_ bytes: [UInt8]) -> JSONValue? {
        guard let value = try? JSONValue.parse(bytes), value.isObject else { return nil }
        return value
    }

    private static func zoom(_ value: JSONValue?) -> Int? {
        guard let double = value?.number, double.rounded() == double, (0...Double(TileKey.maxZoom)).contains(double) else { return nil }
        return Int(double)
    }

    /// `west,south,east,north` in degrees, on the globe.
    static func bounds(_ text: String) -> Bounds? {
        let parts = text.split(separator: ",").map { Double(String($0).trimmedWhitespace) }
        guard parts.count == 4, let w = parts[0], let s = parts[1], let e = parts[2], let n = parts[3],
              abs(w) <= 180, abs(e) <= 180, abs(s) <= 90, abs(n) <= 90, s <= n else { return nil }
        return Bounds(west: w, south: s, east: e, north: n)
    }
}
