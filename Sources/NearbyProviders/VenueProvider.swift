import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// A source of venues. `fetch` blocks (network or disk): call it on a thread of its own, never
/// on the cooperative pool.
public protocol VenueProvider: Sendable {
    /// The name used in `--provider` and in the status bar.
    var name: String { get }
    func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue]
}
