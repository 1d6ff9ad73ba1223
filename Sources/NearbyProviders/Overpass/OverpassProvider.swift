import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// `overpass`: OpenStreetMap's Overpass API, `amenity=cafe` nodes and ways (`out center`) within
/// the radius; keyless. Sent as `GET /api/interpreter?data=…`. Venues come back nearest first.
/// `out center` answers with every tag, so the details (`opening_hours`, phone, website,
/// cuisine, wifi, outdoor seating, wheelchair: `OverpassDecoder.detailTags`) come with each café.
public struct OverpassProvider: VenueProvider {
    public let name = ProviderKind.overpass.name
    public static let defaultService = "https://overpass-api.de"

    let service: ServiceURL
    /// The `amenity` value searched for (`--category`, default `cafe`).
    let amenity: String
    let client: HTTPClient
    let retry: RetryPolicy
    let gate = RateLimitGate()

    public init(baseURL: String? = nil, category: String? = nil, userAgent: String = "nearby",
                timeout: Double = 35, cancellation: CancellationFlag? = nil, retry: RetryPolicy = .standard) throws(ProviderError) {
        let amenity = category.flatMap { $0.isEmpty ? nil : $0 } ?? "cafe"
        // The value is spliced into Overpass QL: allow only tag-value characters.
        guard amenity.unicodeScalars.allSatisfy({ $0.properties.isLowercase || $0 == "_" || ("0"..."9").contains($0) }) else {
            throw ProviderError.unavailable("--category for overpass must be an amenity value such as cafe")
        }
        self.service = try ServiceURL(baseURL ?? Self.defaultService)
        self.amenity = amenity
        // The query itself asks the server for at most 25 s.
        self.retry = retry
        self.client = HTTPClient(userAgent: userAgent, totalTimeout: timeout, cancellation: cancellation)
    }

    /// The Overpass QL query for `radius` meters around `location`.
    func query(around location: Coordinate, radius: Double) -> String {
        let around = "(around:\(DecimalText.whole(radius.rounded())),\(DecimalText.shortest(location.latitude)),\(DecimalText.shortest(location.longitude)))"
        return "[out:json][timeout:25];(node[\"amenity\"=\"\(amenity)\"]\(around);way[\"amenity\"=\"\(amenity)\"]\(around););out center;"
    }

    func request(around location: Coordinate, radius: Double) -> HTTPRequest {
        HTTPRequest(url: service.url(path: "/api/interpreter"), query: [("data", query(around: location, radius: radius))])
    }

    public func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue] {
        let call = ServiceCall(service: "Overpass", client: client, secrets: [], retry: retry, gate: gate)
        let body = try call.body(of: request(around: location, radius: radius))
        let venues = try OverpassDecoder.decode(body, amenity: amenity).venues
        return Venue.nearest(venues, to: location, limit: limit).map(\.venue)
    }
}
