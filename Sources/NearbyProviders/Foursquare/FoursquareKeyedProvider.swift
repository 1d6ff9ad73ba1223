import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// Where the v3 API and the 2025 Places API differ: the path, the headers, the category parameter
/// and the defaults. Its fields stay internal; the two editions are the only values.
public struct FoursquareEdition: Sendable {
    let kind: ProviderKind
    let path: String
    let defaultService: String
    let categoryParameter: String
    /// The category searched when neither a query nor a category is given.
    let coffeeShops: String
    /// The `fields` asked for: without it neither API sends hours; with it, only what is listed.
    let fields: String
    let headers: @Sendable (_ apiKey: String) -> [(String, String)]
}

/// A Foursquare API searched with an API key in a header: names its `FoursquareEdition`.
public protocol FoursquareKeyedAPI: Sendable {
    static var edition: FoursquareEdition { get }
}

/// What the v3 API and the 2025 Places API share: a search by `ll`/`radius`/`limit` with an API
/// key in a header, answered in the `results[]` shape. `API` says which of the two it talks to.
public struct FoursquareKeyedProvider<API: FoursquareKeyedAPI>: VenueProvider {
    public var name: String { API.edition.kind.name }

    let service: FoursquareService
    let apiKey: String
    let query: String?
    let category: String?

    /// Throws `missingKey` for an empty key (before any request), `refusedURL` for a bad base URL.
    public init(apiKey: String?, baseURL: String? = nil, query: String? = nil, category: String? = nil,
                userAgent: String = "nearby", timeout: Double = 30, cancellation: CancellationFlag? = nil,
                retry: RetryPolicy = .standard) throws(ProviderError) {
        guard let apiKey, !apiKey.isEmpty else {
            throw ProviderError.missingKey("FOURSQUARE_API_KEY for --provider \(API.edition.kind.name)")
        }
        self.service = try FoursquareService(baseURL: baseURL, defaultService: API.edition.defaultService, secrets: [apiKey],
                                             userAgent: userAgent, timeout: timeout, cancellation: cancellation, retry: retry)
        self.apiKey = apiKey
        self.query = query.flatMap { $0.isEmpty ? nil : $0 }
        self.category = category.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The request a search around `location` sends: coffee shops unless a query or category is given.
    func request(around location: Coordinate, radius: Double, limit: Int) -> HTTPRequest {
        let edition = API.edition
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
        items.append(("fields", edition.fields))
        return HTTPRequest(url: service.url(path: edition.path), query: items, headers: edition.headers(apiKey))
    }

    public func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue] {
        try service.venues(answering: request(around: location, radius: radius, limit: limit))
    }
}
