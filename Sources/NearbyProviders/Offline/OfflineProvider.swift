import NearbyFormats
import NearbyGeo
import NearbyHTTP

/// The `offline` provider: answers from the bundled dataset, through the same background path
/// as the network providers (fetch on a thread, commit, then the bus).
public struct OfflineProvider: VenueProvider {
    public let name = ProviderKind.offline.name
    public let dataset: BundledDataset

    public init(dataset: BundledDataset) { self.dataset = dataset }

    public func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue] {
        Venue.nearest(dataset.venues, to: location, within: radius, limit: limit).map(\.venue)
    }
}
