@testable import NearbyGeo

/// Where the location tests start.
enum Place {
    static let helsinki = Coordinate(latitude: 60.1690, longitude: 24.9435)
}
