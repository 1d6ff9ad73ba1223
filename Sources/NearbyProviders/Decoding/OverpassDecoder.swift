import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// Decodes an Overpass API `out:json` response: nodes with `lat`/`lon`, ways and relations with
/// `center` (from `out center`). Venues get provider "osm" and ids "node/123" / "way/123", the
/// scheme of the bundled dataset, so a fetched café updates the bundled row. Pure.
public enum OverpassDecoder {
    /// The provider name venues are stored under (shared with the bundled OSM dataset).
    public static let provider = OpenStreetMap.provider

    /// Decodes the response. With `amenity`, elements tagged otherwise are skipped and counted.
    /// Unnamed elements and elements without usable coordinates are skipped and counted.
    /// A response that reports a runtime error (`remark`) and holds no elements throws.
    public static func decode(_ bytes: [UInt8], amenity: String? = nil) throws(ProviderError) -> DecodedVenues {
        let root = try JSONTree.parse(bytes, what: "Overpass")
        let elements = root["elements"].array
        if let problem = problem(remark: root["remark"].value, elements: elements?.count) { throw problem }
        var out = DecodedVenues()
        for (index, element) in (elements ?? []).enumerated() {
            switch venue(element, amenity: amenity) {
            case .success(let venue): out.venues.append(venue)
            case .failure(let skip): out.skipped.append((index, skip.reason))
            }
        }
        return out
    }

    /// Why a response that has been read whole is unusable, or nil: `elements` is how many it
    /// held (nil without an `elements` array), `remark` its top-level `remark`. Shared with the
    /// streamed import, which sees the elements one at a time.
    public static func problem(remark: JSONValue?, elements: Int?) -> ProviderError? {
        let remark = JSONTree(remark).text
        guard let elements else {
            if let remark { return .unavailable("Overpass: \(Redaction.clean(remark))") }
            return .badData("the Overpass response has no elements")
        }
        if elements == 0, let remark, remark.lowercased().contains("error") {
            return .unavailable("Overpass: \(Redaction.clean(remark))")
        }
        return nil
    }

    /// One element of a response (a streamed import hands them over one at a time).
    public static func venue(element: JSONValue, amenity: String? = nil) -> Result<Venue, SkipReason> {
        venue(JSONTree(element), amenity: amenity)
    }

    private static func venue(_ element: JSONTree, amenity: String?) -> Result<Venue, SkipReason> {
        guard let type = element["type"].text, let id = element["id"].int else {
            return .failure(SkipReason("no type or id"))
        }
        let tags = element["tags"]
        if let amenity, tags["amenity"].text != amenity {
            return .failure(SkipReason("not amenity=\(amenity)"))
        }
        guard tags["name"].text != nil else { return .failure(SkipReason("no name")) }
        let center = element["center"]
        let found = center.isObject
            ? JSONTree.coordinate(latitude: center["lat"], longitude: center["lon"])
            : JSONTree.coordinate(latitude: element["lat"], longitude: element["lon"])
        switch found {
        case .success(let coordinate):
            return venue(id: "\(type)/\(id)", coordinate: coordinate, keys: tags.keys) { tags[$0].text }
        case .failure(let problem): return .failure(SkipReason(problem.reason))
        }
    }

    /// The venue an OSM element's tags make, at `coordinate`: the one mapping of tags to a venue
    /// for every OSM source (Overpass, extracts), so the same café is the same row whichever
    /// gave it. `tag` reads a tag's value trimmed, nil when absent or blank; `id` is `node/N`,
    /// `way/N` or `relation/N`. An element without a name is skipped. `keys` are the element's
    /// tag keys, for the tags read by prefix (`socket:*`, whose types make `sockets`).
    public static func venue(id: String, coordinate: Coordinate, keys: [String] = [], tag: (String) -> String?)
        -> Result<Venue, SkipReason>
    {
        guard let name = tag("name") else { return .failure(SkipReason("no name")) }
        let address = [tag("addr:street"), tag("addr:housenumber")].compactMap { $0 }.joined(separator: " ")
        var details = VenueDetails()
        for (column, names) in detailTags {
            details[column: column] = names.lazy.compactMap(tag).first { !$0.isEmpty }
        }
        details.addSockets(from: keys.filter { tag($0) != nil })
        return .success(Venue(provider: provider, id: id, name: name, address: address, coordinate: coordinate, details: details))
    }

    /// The OSM tags each detail is read from, first non-empty wins (`contact:*` is the newer spelling).
    static let detailTags: [(column: String, tags: [String])] = [
        ("opening_hours", ["opening_hours"]), ("phone", ["phone", "contact:phone"]),
        ("website", ["website", "contact:website"]), ("cuisine", ["cuisine"]), ("internet_access", ["internet_access"]),
        ("outdoor_seating", ["outdoor_seating"]), ("wheelchair", ["wheelchair"]),
        ("power_supply", ["power_supply"]), ("indoor_seating", ["indoor_seating"]),
    ]
}
