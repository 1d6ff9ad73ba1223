import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// Decodes any of the three Foursquare search response shapes into venues (provider
/// "foursquare"; v2 ids, v3 `fsq_id` and 2025 `fsq_place_id` are the same ids):
/// - legacy v2 `response.venues[]`, and the 2010 `response.groups[].items[]` shape;
/// - v3 `results[]` with `fsq_id` and `geocodes.main`;
/// - 2025 Places `results[]` with `fsq_place_id` and top-level `latitude`/`longitude`.
/// Pure: bytes in, venues out. Unknown fields are ignored.
public enum FoursquareDecoder {
    /// The provider name venues are stored under.
    public static let provider = "foursquare"

    /// Decodes a search response. An error body (`meta.code` ≥ 400, or a v3/2025 `message`
    /// without results) throws the error it describes; invalid JSON throws `badData`.
    public static func decode(_ bytes: [UInt8]) throws(ProviderError) -> DecodedVenues {
        let root = try JSONTree.parse(bytes, what: "Foursquare")
        if let results = root["results"].array {
            return decodeItems(results, parse: placeVenue)
        }
        if let message = FoursquareMessage(root), message.isError {
            throw message.error(status: nil)
        }
        let response = root["response"]
        if let venues = response["venues"].array {
            return decodeItems(venues, parse: legacyVenue)
        }
        if let groups = response["groups"].array {
            // The 2010 shape: venues grouped ("Matching Places", "Trending"...); index counts across groups.
            let items = groups.flatMap { $0["items"].array ?? [] }
            return decodeItems(items, parse: legacyVenue)
        }
        throw ProviderError.badData("the Foursquare response has neither response.venues, response.groups nor results")
    }

    /// Where the venues of each response shape are, for a streamed import: `results[]` (v3 and
    /// 2025) first, then v2's `response.venues[]` and the 2010 `response.groups[].items[]`.
    public static let venuePaths: [[JSONElementStream.Step]] = [["results"], ["response", "venues"], ["response", "groups", .each, "items"]]

    /// One venue found under `venuePaths[path]`.
    public static func venue(element: JSONValue, path: Int) -> Result<Venue, SkipReason> {
        path == 0 ? placeVenue(JSONTree(element)) : legacyVenue(JSONTree(element))
    }

    /// Why a response with none of the `venuePaths` is unusable; `meta` and `message` are its
    /// top-level members of those names.
    public static func problem(meta: JSONValue?, message: JSONValue?) -> ProviderError {
        var members: [JSONMember] = []
        if let meta { members.append(JSONMember("meta", meta)) }
        if let message { members.append(JSONMember("message", message)) }
        if let found = FoursquareMessage(JSONTree(.object(members))), found.isError { return found.error(status: nil) }
        return .badData("the Foursquare response has neither response.venues, response.groups nor results")
    }

    /// The service's own message in an error body (v2 `meta.errorType`/`errorDetail`, v3 and
    /// 2025 `message`), or nil when the body has none.
    static func message(in bytes: [UInt8]) -> FoursquareMessage? {
        guard let root = try? JSONTree.parse(bytes, what: "Foursquare") else { return nil }
        return FoursquareMessage(root)
    }

    private static func decodeItems(_ items: [JSONTree], parse: (JSONTree) -> Result<Venue, SkipReason>) -> DecodedVenues {
        var out = DecodedVenues()
        for (index, item) in items.enumerated() {
            switch parse(item) {
            case .success(let venue): out.venues.append(venue)
            case .failure(let skip): out.skipped.append((index, skip.reason))
            }
        }
        return out
    }

    /// v2 venue: `id`, `name`, `location.lat/lng`, `location.formattedAddress[]` or address + city;
    /// `contact.formattedPhone` (or `phone`) and `url` where given.
    private static func legacyVenue(_ item: JSONTree) -> Result<Venue, SkipReason> {
        guard let id = item["id"].text else { return .failure(SkipReason("no id")) }
        guard let name = item["name"].text else { return .failure(SkipReason("no name")) }
        let location = item["location"]
        let coordinate: Coordinate
        switch JSONTree.coordinate(latitude: location["lat"], longitude: location["lng"]) {
        case .success(let c): coordinate = c
        case .failure(let problem): return .failure(SkipReason(problem.reason))
        }
        let formatted = (location["formattedAddress"].array ?? []).compactMap(\.text)
        let address = formatted.isEmpty
            ? [location["address"].text, location["city"].text].compactMap { $0 }.joined(separator: ", ")
            : formatted.joined(separator: ", ")
        let contact = item["contact"]
        let details = VenueDetails(phone: contact["formattedPhone"].text ?? contact["phone"].text, website: item["url"].text)
        return .success(Venue(provider: provider, id: id, name: name, address: address, coordinate: coordinate,
                              details: details))
    }

    /// v3 / 2025 place: `fsq_id` or `fsq_place_id`; `geocodes.main` or top-level coordinates;
    /// `location.formatted_address` or address + locality; `hours` (converted, `FoursquareHours`),
    /// `tel` and `website` where given.
    private static func placeVenue(_ item: JSONTree) -> Result<Venue, SkipReason> {
        guard let id = item["fsq_place_id"].text ?? item["fsq_id"].text else { return .failure(SkipReason("no fsq_id")) }
        guard let name = item["name"].text else { return .failure(SkipReason("no name")) }
        let main = item["geocodes"]["main"]
        let found = main.isObject
            ? JSONTree.coordinate(latitude: main["latitude"], longitude: main["longitude"])
            : JSONTree.coordinate(latitude: item["latitude"], longitude: item["longitude"])
        let coordinate: Coordinate
        switch found {
        case .success(let c): coordinate = c
        case .failure(let problem): return .failure(SkipReason(problem.reason))
        }
        let location = item["location"]
        let address = location["formatted_address"].text
            ?? [location["address"].text, location["locality"].text].compactMap { $0 }.joined(separator: ", ")
        let details = VenueDetails(openingHours: FoursquareHours.openingHours(item["hours"]), phone: item["tel"].text,
                                   website: item["website"].text)
        return .success(Venue(provider: provider, id: id, name: name, address: address, coordinate: coordinate,
                              details: details))
    }
}
