import NearbyFormats
import NearbyGeo
import NearbyMap
import NearbyText
import NearbyTileFormats

/// Reads the venues of one category from a decoded vector tile's point-of-interest layer, in
/// whichever schema the tile is: OpenMapTiles (`poi`, `class`/`subclass`), Shortbread (`pois`,
/// the OSM key itself: `amenity=cafe`), Mapbox Streets v7 (`poi_label`, `maki` or `type`).
struct TileVenueReader {
    /// What to look for, as the schema spells it (`cafe`), compared without case.
    let category: String

    init(category: String) { self.category = category.lowercased() }

    /// The venues of `tile` at address `id`, in the tile's feature order. Features without a
    /// name, or not a point, are not venues; nothing here is checked against the radius.
    func venues(in tile: MVTTile, at id: TileKey) -> [Venue] {
        guard let schema = TileSchema.recognize(layerNames: tile.layers.map(\.name)),
              let layer = tile.layer(named: Self.poiLayer(schema)), layer.extent > 0 else { return [] }
        return layer.features.compactMap { feature in
            guard matches(feature, schema: schema), case .points(let points) = feature.geometry,
                  let point = points.first, let name = Self.name(of: feature) else { return nil }
            let extent = Double(layer.extent)
            let coordinate = RadiusTiles.coordinate(of: id, x: Double(point.x) / extent, y: Double(point.y) / extent)
            let (provider, identifier) = Self.identity(of: feature, schema: schema, layer: layer.name, name: name,
                                                       tile: id, point: point, extent: layer.extent)
            let venue = Venue(provider: provider, id: identifier, name: name, address: Self.address(of: feature),
                              coordinate: coordinate)
            // The store refuses these too; leaving them out here keeps them out of the count.
            return VenueLimits.violation(of: venue) == nil ? venue : nil
        }
    }

    static func poiLayer(_ schema: TileSchema) -> String {
        switch schema {
        case .openMapTiles: return "poi"
        case .shortbread: return "pois"
        case .mapboxStreetsV7: return "poi_label"
        }
    }

    /// The Shortbread keys that name what a point of interest is (its `pois` layer carries the
    /// OSM tag under the tag's own key).
    static let shortbreadKinds = ["amenity", "shop", "tourism", "leisure", "craft", "office", "historic",
                                  "man_made", "emergency", "sport", "highway"]

    func matches(_ feature: MVTFeature, schema: TileSchema) -> Bool {
        let keys: [String]
        switch schema {
        case .openMapTiles: keys = ["class", "subclass"]
        case .shortbread: keys = Self.shortbreadKinds
        case .mapboxStreetsV7: keys = ["maki", "type"]
        }
        // Mapbox's `type` is words ("Golf Course"): compare it as golf_course.
        return keys.contains { key in
            guard let value = feature[key]?.string else { return false }
            return value.lowercased().replacingSpaces() == category
        }
    }

    /// The name to show: `name`, else a Latin or English one. Made safe to draw.
    static func name(of feature: MVTFeature) -> String? {
        for key in ["name", "name:latin", "name_en", "name:en", "name_int"] {
            if let text = feature[key]?.string.map(clean), !text.isEmpty { return text }
        }
        return nil
    }

    /// Street and house number when the tile has them (OSM's `addr:*`, or the underscore and
    /// bare spellings some schemas use), else a full `address`; empty when none.
    static func address(of feature: MVTFeature) -> String {
        for (streetKey, numberKey) in [("addr:street", "addr:housenumber"), ("addr_street", "addr_housenumber"),
                                       ("street", "housenumber")] {
            let street = feature[streetKey]?.string.map(clean) ?? ""
            let number = feature[numberKey]?.string.map(clean) ?? ""
            if !street.isEmpty { return number.isEmpty ? street : street + " " + number }
        }
        return feature["address"]?.string.map(clean) ?? ""
    }

    static func clean(_ text: String) -> String { TerminalSafe.clean(text).trimmedWhitespace }

    /// OpenMapTiles ids are OSM ids in the form Planetiler writes, `osm_id * 10 + 1` (node),
    /// `+ 2` (way) or `+ 3` (relation): such a venue is the OSM element, stored under `osm` like
    /// the bundled cafés and Overpass's. Any other venue gets a `tiles` id that stays the same
    /// from fetch to fetch and from one tile to its neighbour (whose buffer repeats the point):
    /// the layer and feature id, else the point on the zoom's world grid and the name.
    static func identity(of feature: MVTFeature, schema: TileSchema, layer: String, name: String, tile: TileKey,
                         point: MVTPoint, extent: Int) -> (provider: String, id: String) {
        if let id = feature.id {
            if schema == .openMapTiles, id / 10 > 0, let kind = [1: "node", 2: "way", 3: "relation"][Int(id % 10)] {
                return (OpenStreetMap.provider, "\(kind)/\(id / 10)")
            }
            return ("tiles", "\(layer)/\(id)")
        }
        let x = tile.x * extent + Int(point.x), y = tile.y * extent + Int(point.y)
        return ("tiles", "\(layer)@\(tile.zoom)/\(x)/\(y)/\(fnv1a(name))")
    }

    /// A short hash of a name (FNV-1a, 32 bits, hex) to tell apart venues at one point.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return String(hash, radix: 16)
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { String(map { $0 == " " ? "_" : $0 }) }
}
