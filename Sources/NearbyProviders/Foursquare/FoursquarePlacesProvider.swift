import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// `foursquare-places`: the 2025 Places API `GET /places/search` on places-api.foursquare.com,
/// with `Authorization: Bearer KEY` and a pinned `X-Places-Api-Version`.
public struct FoursquarePlacesProvider: VenueProvider {
    public let name = ProviderKind.foursquarePlaces.name
    /// Coffee Shop in the 2025 taxonomy (the BSON-style ids of v2).
    public static let coffeeShops = "4bf58dd8d48988d1e0931735"
    public static let apiVersion = "2025-06-17"
    public static let defaultService = "https://places-api.foursquare.com"

    static let edition = FoursquareKeyedSearch.Edition(
        provider: "foursquare-places", path: "/places/search", defaultService: defaultService,
        categoryParameter: "fsq_category_ids", coffeeShops: coffeeShops,
        headers: { key in [("Authorization", "Bearer " + key), ("X-Places-Api-Version", apiVersion)] })

    let search: FoursquareKeyedSearch

    public init(apiKey: String?, baseURL: String? = nil, query: String? = nil, category: String? = nil,
                userAgent: String = "nearby", timeout: Double = 30, cancellation: CancellationFlag? = nil,
                retry: RetryPolicy = .standard) throws(ProviderError) {
        search = try FoursquareKeyedSearch(edition: Self.edition, apiKey: apiKey, baseURL: baseURL, query: query, category: category,
                                           userAgent: userAgent, timeout: timeout, cancellation: cancellation, retry: retry)
    }

    func request(around location: Coordinate, radius: Double, limit: Int) -> HTTPRequest {
        search.request(around: location, radius: radius, limit: limit)
    }

    public func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue] {
        try search.fetch(around: location, radius: radius, limit: limit)
    }
}
