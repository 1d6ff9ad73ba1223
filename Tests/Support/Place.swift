import NearbyGeo

/// Where the location tests start.
public enum Place {
    public static let helsinki = Coordinate(latitude: 60.1690, longitude: 24.9435)
}
