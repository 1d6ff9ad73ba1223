import NearbyCore

/// `foursquare-v3`: `GET /v3/places/search` with the key in `Authorization` (no scheme).
public struct FoursquareV3Provider: VenueProvider {
    public let name = "foursquare-v3"
    /// Coffee Shop in the v3 numeric taxonomy.
    public static let coffeeShops = "13035"
    public static let defaultService = "https://api.foursquare.com"

    let service: ServiceURL
    let apiKey: String
    let query: String?
    let category: String?
    let client: HTTPClient
    let retry: RetryPolicy
    let gate = RateLimitGate()

    public init(apiKey: String?, baseURL: String? = nil, query: String? = nil, category: String? = nil,
                userAgent: String = "nearby", timeout: Double = 30, cancellation: CancellationFlag? = nil, retry: RetryPolicy = .standard) throws(ProviderError) {
        guard let apiKey, !apiKey.isEmpty else { throw ProviderError.missingKey("FOURSQUARE_API_KEY for --provider foursquare-v3") }
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
        if let category { items.append(("categories", category)) } else if query == nil { items.append(("categories", Self.coffeeShops)) }
        return HTTPRequest(url: service.url(path: "/v3/places/search"), query: items,
                           headers: [("Authorization", apiKey)])
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
