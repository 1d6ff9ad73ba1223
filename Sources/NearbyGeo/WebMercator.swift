#if canImport(Glibc)
import Glibc
#endif

/// Spherical Web Mercator (EPSG:3857) as the tile grids use it: the world as a unit square, x
/// from 0 at 180° W to 1 at 180° E, y from 0 at the northern limit to 1 at the southern one.
/// Every tile address in the app (the map's cover, the `tiles` commands' areas, the vector-tile
/// venue reader) is computed here, so they all agree on where a coordinate falls.
public enum WebMercator {
    /// The latitude where the square world ends, atan(sinh(π)) in degrees (85.0511287798066°):
    /// y is 0 there and 1 at its negative. Latitudes beyond it are clamped to it, so a pole maps
    /// to the edge row instead of to infinity. The literal is one step below the nearest double
    /// to atan(sinh(π)), whose y rounds to just under 0 (tile row -1).
    public static let maxLatitude = 85.05112877980659

    /// `latitude` held within ±``maxLatitude``.
    public static func clamped(latitude: Double) -> Double {
        min(max(latitude, -maxLatitude), maxLatitude)
    }

    /// World x of a longitude (past 0…1 for longitudes past ±180°; callers that need a tile
    /// column wrap it).
    public static func worldX(longitude: Double) -> Double { (longitude + 180) / 360 }

    /// World y of a latitude, clamped: always within 0…1.
    public static func worldY(latitude: Double) -> Double {
        let phi = clamped(latitude: latitude) * .pi / 180
        return (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2
    }

    /// World position of a coordinate (latitude clamped).
    public static func world(_ c: Coordinate) -> (x: Double, y: Double) {
        (worldX(longitude: c.longitude), worldY(latitude: c.latitude))
    }

    /// The coordinate at a world position, the inverse of ``world(_:)``. It is not clamped or
    /// wrapped: x past 0…1 gives longitudes past ±180° (which the map's projection takes as they
    /// are), y past 0…1 latitudes beyond the limit.
    public static func coordinate(worldX x: Double, worldY y: Double) -> Coordinate {
        let latitude = atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
        return Coordinate(latitude: latitude, longitude: x * 360 - 180)
    }
}
