import NearbyCore

/// `foursquare-places`: the 2025 Places API `GET /places/search` on places-api.foursquare.com,
/// with `Authorization: Bearer KEY` and a pinned `X-Places-Api-Version`.
public struct FoursquarePlacesProvider: VenueProvider {
    public let name = "foursquare-places"
    /// Coffee Shop in the 2025 taxonomy (the BSON-style ids of v2).
    public static let coffeeShops = "4bf58dd8d48988d1e0931735"
    public static let apiVersion = "2025-06-17"
    public static let defaultService = "https://places-api.foursquare.com"

    let service: ServiceURL
    let apiKey: String
    let query: String?
    let category: String?
    let client: HTTPClient
    let retry: RetryPolicy
    let gate = RateLimitGate()

    public init(apiKey: String?, baseURL: String? = nil, query: String? = nil, category: String? = nil,
                userAgent: String = "nearby", timeout: Double = 30, cancellation: CancellationFlag? = nil, retry: RetryPolicy = .standard) throws(ProviderError) {
        guard let apiKey, !apiKey.isEmpty else { throw ProviderError.missingKey("FOURSQUARE_API_KEY for --provider foursquare-places") }
        self.service = try ServiceURL(baseURL ?? Self.defaultService)
        self.apiKey = apiKey
        self.query = query.flatMap { $0.isEmpty ? nil : $0 }
        self.category = category.flatMap { $0.isEmpty ? nil : $0 }
        self.retry = retry
        self.client = HTTPClient(userAgent: userAgent, totalTimeout: timeout, cancellation: cancellation)
    }

    func request(around location: Coordinate, radius: Double, limit: Int) -> HTTPRequest {
        var items: [(name: String, value: String)] = [
            ("ll", DecimalText.shortest(location.latitude) + "," + DecimalText.shortest(location.longitude)),
            ("radius", DecimalText.whole(radius)), ("limit", String(limit)),
        ]
        if let query { items.append(("query", query)) }
        if let category { items.append(("fsq_category_ids", category)) } else if query == nil { items.append(("fsq_category_ids", Self.coffeeShops)) }
        return HTTPRequest(url: service.url(path: "/places/search"), query: items,
                           headers: [("Authorization", "Bearer " + apiKey), ("X-Places-Api-Version", Self.apiVersion)])
    }

    public func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue] {
        let call = ServiceCall(service: "Foursquare", client: client, secrets: [apiKey], message: FoursquareDecoder.message(in:), retry: retry, gate: gate)
        let body = try call.body(of: request(around: location, radius: radius, limit: limit))
        do {
            return try FoursquareDecoder.decode(body).venues
        } catch {
            throw error.redacting([apiKey])
        }
    }
}
