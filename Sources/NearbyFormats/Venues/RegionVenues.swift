import NearbyGeo

/// What the store answers for the visible region: the list's rows (the nearest first), whether
/// they are all of the region's matching venues, and, when they are not, the region's venues as
/// clusters for the map.
public struct RegionVenues: Sendable, Equatable {
    public var rows: [VenueRow]
    /// False when the region holds more matching venues than `rows` (the list says "500+").
    public var isComplete: Bool
    /// Every venue of the region counted per cell, when the rows are not all of them.
    public var clusters: [VenueCluster]

    public init(rows: [VenueRow], isComplete: Bool = true, clusters: [VenueCluster] = []) {
        self.rows = rows
        self.isComplete = isComplete
        self.clusters = clusters
    }
}

/// A number of venues drawn as one marker at their mean position.
public struct VenueCluster: Sendable, Hashable {
    public var coordinate: Coordinate
    public var count: Int

    public init(coordinate: Coordinate, count: Int) {
        self.coordinate = coordinate
        self.count = count
    }
}
