import NearbyApp
import NearbyFormats
import NearbyGeo

/// Small hand-made venues around central Helsinki, for pane and update tests.
public enum Sample {
    public static let center = Coordinate(latitude: 60.1690, longitude: 24.9435)

    public static func venue(_ id: String, _ name: String, _ address: String, north: Double, east: Double) -> Venue {
        let p = Geodesic.destination(from: Geodesic.destination(from: center, azimuth: 0, distance: north),
                                     azimuth: 90, distance: east)
        return Venue(provider: "test", id: id, name: name, address: address, coordinate: p)
    }

    public static let venues: [Venue] = [
        venue("1", "Cafe Ekberg", "Bulevardi 9", north: 50, east: -60),
        venue("2", "Robert's Coffee", "Aleksanterinkatu 21", north: -100, east: 120),
        venue("3", "星巴克咖啡馆", "", north: 150, east: 150),
    ]

    public static func rows(from point: Coordinate = center) -> [VenueRow] {
        venues.map { VenueRow(venue: $0, distance: Geodesic.distance(point, $0.coordinate)) }
            .sorted { $0.distance < $1.distance }
    }

    public static func state(width: Int = 60, height: Int = 20) -> AppState {
        var state = AppState(width: width, height: height, provider: .offline, at: center)
        _ = Update.apply(&state, .venuesLoaded(rows()))
        return state
    }
}
