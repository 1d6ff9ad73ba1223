import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// `foursquare-v3`: `GET /v3/places/search` with the key in `Authorization` (no scheme).
public struct FoursquareV3Provider: VenueProvider {
    public let name = ProviderKind.foursquareV3.name
    /// Coffee Shop in the v3 numeric taxonomy.
    public static let coffeeShops = "13035"
    public static let defaultService = "https://api.foursquare.com"

    static let edition = FoursquareKeyedSearch.Edition(
        provider: "foursquare-v3", path: "/v3/places/search", defaultService: defaultService,
        categoryParameter: "categories", coffeeShops: coffeeShops, headers: { key in [("Authorization", key)] })

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
