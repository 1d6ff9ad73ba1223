import NearbyCore

/// The `offline` provider: answers from the bundled dataset, through the same background path
/// as the network providers (fetch on a thread, commit, then the bus).
public struct OfflineProvider: VenueProvider {
    public let name = "offline"
    public let dataset: BundledDataset

    public init(dataset: BundledDataset) { self.dataset = dataset }

    public func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue] {
        let nearby = dataset.venues
            .map { ($0, Geodesic.distance(location, $0.coordinate)) }
            .filter { $0.1 <= radius }
            .sorted { $0.1 < $1.1 }
        return nearby.prefix(max(0, limit)).map(\.0)
    }
}
