import NearbyGeo
import NearbyPlaces

/// Where the commands ask for a coordinate's zone, country and division: the bundled gazetteer
/// (read once, ~0.1 s). Without its file nothing answers, and hours are read in `TZ` (or the
/// system's zone) without public holidays.
enum PlaceFinding {
    static func finder() -> PlaceFinder? { try? BundledPlaces.open() }
}
