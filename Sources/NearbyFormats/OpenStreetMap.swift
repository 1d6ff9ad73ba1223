/// OpenStreetMap's conventions as Nearby stores them: one provider name for every OSM venue
/// (bundled, fetched from Overpass or imported), so the same café is one row whatever its source.
public enum OpenStreetMap {
    /// The provider OSM venues are stored under.
    public static let provider = "osm"

    /// Whether `id` is an OSM element id as overpass-turbo exports and our dataset write them:
    /// `node/123`, `way/45` or `relation/6`.
    public static func isElementID(_ id: String) -> Bool {
        guard let slash = id.firstIndex(of: "/") else { return false }
        let kind = id[..<slash], number = id.utf8[id.utf8.index(after: slash)...]
        return ["node", "way", "relation"].contains(kind) && !number.isEmpty
            && number.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
