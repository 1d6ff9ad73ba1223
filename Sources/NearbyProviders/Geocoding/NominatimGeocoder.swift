import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// A place an online geocoder found for a query: what it calls it and where it is.
public struct GeocodedPlace: Sendable, Equatable {
    /// The geocoder's full name of it ("Mannerheimintie 1, Kluuvi, Helsinki, …").
    public var name: String
    public var coordinate: Coordinate
}

/// `--geocoder nominatim`: OpenStreetMap's Nominatim `/search` (format=jsonv2), for the names
/// the bundled gazetteer does not know (addresses, streets, villages). Its usage policy asks
/// for an identifying User-Agent, at most one request a second and caching of results; the
/// caller keeps the cache and the pace (`ServiceCache`), this sends one request and reads it.
/// Nothing is retried: a retry inside the second would break the policy.
public struct NominatimGeocoder: Sendable {
    public static let defaultService = "https://nominatim.openstreetmap.org"
    /// Results asked for; the first is the one `--near` takes.
    static let resultLimit = 5

    let service: ServiceURL
    let client: HTTPClient

    /// `baseURL` replaces the public service (a self-hosted Nominatim; `http://` only on loopback).
    public init(baseURL: String? = nil, userAgent: String, timeout: Double = 10,
                cancellation: CancellationFlag? = nil) throws(ProviderError) {
        service = try ServiceURL(baseURL ?? Self.defaultService)
        client = HTTPClient(userAgent: userAgent, totalTimeout: timeout, maxBodyBytes: 1 << 20, cancellation: cancellation)
    }

    /// Where the service is, for messages.
    public var origin: String { service.description }

    func request(_ query: String) -> HTTPRequest {
        HTTPRequest(url: service.url(path: "/search"),
                    query: [("q", query), ("format", "jsonv2"), ("limit", String(Self.resultLimit))])
    }

    /// The places Nominatim finds for `query`, best first (none is an answer too).
    public func search(_ query: String) throws(ProviderError) -> [GeocodedPlace] {
        let call = ServiceCall(service: "Nominatim", client: client, secrets: [], retry: .never, gate: nil)
        return try Self.decode(try call.body(of: request(query)))
    }

    /// The jsonv2 answer: an array of objects with `display_name` and `lat`/`lon` as decimal
    /// strings. Anything else is bad data; an entry without a usable position is skipped, and
    /// places that all lack one are bad data too (not "found nothing": the service found them).
    static func decode(_ body: [UInt8]) throws(ProviderError) -> [GeocodedPlace] {
        let root = try JSONTree.parse(body, what: "Nominatim")
        guard let entries = root.array else { throw ProviderError.badData("the Nominatim response is not a list of places") }
        let places = entries.compactMap { entry -> GeocodedPlace? in
            guard case .success(let coordinate) = JSONTree.coordinate(latitude: entry["lat"], longitude: entry["lon"]) else { return nil }
            return GeocodedPlace(name: entry["display_name"].text ?? entry["name"].text ?? "", coordinate: coordinate)
        }
        guard places.isEmpty, !entries.isEmpty else { return places }
        throw ProviderError.badData("Nominatim found \(entries.count) place\(entries.count == 1 ? "" : "s"), none with a usable position")
    }
}
