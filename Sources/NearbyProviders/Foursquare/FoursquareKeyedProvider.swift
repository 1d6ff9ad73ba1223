import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// What the v3 API and the 2025 Places API share: a search by `ll`/`radius`/`limit` with an API
/// key in a header, answered in the `results[]` shape. An `Edition` holds where they differ.
struct FoursquareKeyedSearch: Sendable {
    /// One API's path, headers, category parameter and defaults.
    struct Edition: Sendable {
        let provider: String
        let path: String
        let defaultService: String
        let categoryParameter: String
        let coffeeShops: String
        let headers: @Sendable (_ apiKey: String) -> [(String, String)]
    }

    let edition: Edition
    let service: FoursquareService
    let apiKey: String
    let query: String?
    let category: String?

    /// Throws `missingKey` for an empty key (before any request), `refusedURL` for a bad base URL.
    init(edition: Edition, apiKey: String?, baseURL: String?, query: String?, category: String?, userAgent: String,
         timeout: Double, cancellation: CancellationFlag?, retry: RetryPolicy) throws(ProviderError) {
        guard let apiKey, !apiKey.isEmpty else {
            throw ProviderError.missingKey("FOURSQUARE_API_KEY for --provider \(edition.provider)")
        }
        self.edition = edition
        self.service = try FoursquareService(baseURL: baseURL, defaultService: edition.defaultService, secrets: [apiKey],
                                             userAgent: userAgent, timeout: timeout, cancellation: cancellation, retry: retry)
        self.apiKey = apiKey
        self.query = query.flatMap { $0.isEmpty ? nil : $0 }
        self.category = category.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The request a search around `location` sends: coffee shops unless a query or category is given.
    func request(around location: Coordinate, radius: Double, limit: Int) -> HTTPRequest {
        var items: [(name: String, value: String)] = [
            ("ll", DecimalText.shortest(location.latitude) + "," + DecimalText.shortest(location.longitude)),
            ("radius", DecimalText.whole(radius)), ("limit", String(limit)),
        ]
        if let query { items.append(("query", query)) }
        if let category {
            items.append((edition.categoryParameter, category))
        } else if query == nil {
            items.append((edition.categoryParameter, edition.coffeeShops))
        }
        return HTTPRequest(url: service.url(path: edition.path), query: items, headers: edition.headers(apiKey))
    }

    func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue] {
        try service.venues(answering: request(around: location, radius: radius, limit: limit))
    }
}
