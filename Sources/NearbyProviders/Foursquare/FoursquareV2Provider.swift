import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// `foursquare`: the legacy v2 `GET /v2/venues/search`, exactly as CoffeeGuide sends it (`ll` at
/// full precision, `llAcc`, `alt`, `altAcc`, the coffee-shop `categoryId`, `radius`, `limit`,
/// `client_id`, `client_secret`, `v`), or WhatsAround's `query` + `intent=browse` when a query is
/// given.
public struct FoursquareV2Provider: VenueProvider {
    public let name = ProviderKind.foursquare.name
    /// Coffee Shop in Foursquare's category tree.
    public static let coffeeShops = "4bf58dd8d48988d1e0931735"
    /// The API version date: the date the calls were verified against (a fixed `YYYYMMDD`).
    public static let apiVersion = "20180323"
    public static let defaultService = "https://api.foursquare.com"

    let service: FoursquareService
    let clientID: String
    let clientSecret: String
    let query: String?
    let category: String?

    /// Throws `missingKey` when either credential is empty, `refusedURL` for a bad base URL.
    public init(clientID: String?, clientSecret: String?, baseURL: String? = nil, query: String? = nil,
                category: String? = nil, userAgent: String = "nearby", timeout: Double = 30,
                cancellation: CancellationFlag? = nil, retry: RetryPolicy = .standard) throws(ProviderError) {
        guard let clientID, !clientID.isEmpty, let clientSecret, !clientSecret.isEmpty else {
            throw ProviderError.missingKey("FOURSQUARE_CLIENT_ID and FOURSQUARE_CLIENT_SECRET for --provider foursquare")
        }
        self.service = try FoursquareService(baseURL: baseURL, defaultService: Self.defaultService, secrets: [clientSecret, clientID],
                                             userAgent: userAgent, timeout: timeout, cancellation: cancellation, retry: retry)
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.query = query.flatMap { $0.isEmpty ? nil : $0 }
        self.category = category.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The request a search around `location` sends.
    func request(around location: Coordinate, radius: Double, limit: Int) -> HTTPRequest {
        let ll = DecimalText.shortest(location.latitude) + "," + DecimalText.shortest(location.longitude)
        var items: [(name: String, value: String)]
        if let query {
            items = [("ll", ll), ("query", query), ("intent", "browse")]
            if let category { items.append(("categoryId", category)) }
        } else {
            // A simulated fix: accuracy and altitude as CLLocation would report them, in its "\(Double)" form.
            items = [("ll", ll), ("llAcc", "10.0"), ("alt", "0.0"), ("altAcc", "10.0"),
                     ("categoryId", category ?? Self.coffeeShops)]
        }
        items += [("radius", DecimalText.whole(radius)), ("limit", String(limit)),
                  ("client_id", clientID), ("client_secret", clientSecret), ("v", Self.apiVersion)]
        return HTTPRequest(url: service.url(path: "/v2/venues/search"), query: items)
    }

    public func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue] {
        try service.venues(answering: request(around: location, radius: radius, limit: limit))
    }
}
