import Foundation
import NearbyGeo

/// A deterministic world of venues: `count` venues spread over ~50 real cities, each city a
/// gaussian cloud (σ = 4 km) around its center, so a 500 m square in a city holds what a real
/// city's cafés would (tens of venues).
struct CityVenueGenerator {
    static let cities: [(name: String, lat: Double, lon: Double)] = [
        ("Helsinki", 60.1699, 24.9384), ("Stockholm", 59.3293, 18.0686), ("Oslo", 59.9139, 10.7522),
        ("Copenhagen", 55.6761, 12.5683), ("Berlin", 52.5200, 13.4050), ("Paris", 48.8566, 2.3522),
        ("London", 51.5074, -0.1278), ("Madrid", 40.4168, -3.7038), ("Rome", 41.9028, 12.4964),
        ("Vienna", 48.2082, 16.3738), ("Warsaw", 52.2297, 21.0122), ("Prague", 50.0755, 14.4378),
        ("Amsterdam", 52.3676, 4.9041), ("Lisbon", 38.7223, -9.1393), ("Athens", 37.9838, 23.7275),
        ("Istanbul", 41.0082, 28.9784), ("Moscow", 55.7558, 37.6173), ("Cairo", 30.0444, 31.2357),
        ("Lagos", 6.5244, 3.3792), ("Nairobi", -1.2921, 36.8219), ("Johannesburg", -26.2041, 28.0473),
        ("Cape Town", -33.9249, 18.4241), ("Dubai", 25.2048, 55.2708), ("Mumbai", 19.0760, 72.8777),
        ("Delhi", 28.7041, 77.1025), ("Bangkok", 13.7563, 100.5018), ("Singapore", 1.3521, 103.8198),
        ("Jakarta", -6.2088, 106.8456), ("Hong Kong", 22.3193, 114.1694), ("Shanghai", 31.2304, 121.4737),
        ("Beijing", 39.9042, 116.4074), ("Seoul", 37.5665, 126.9780), ("Tokyo", 35.6762, 139.6503),
        ("Osaka", 34.6937, 135.5023), ("Manila", 14.5995, 120.9842), ("Sydney", -33.8688, 151.2093),
        ("Melbourne", -37.8136, 144.9631), ("Auckland", -36.8485, 174.7633), ("Suva", -18.1248, 178.4501),
        ("Honolulu", 21.3069, -157.8583), ("Anchorage", 61.2181, -149.9003), ("Vancouver", 49.2827, -123.1207),
        ("San Francisco", 37.7749, -122.4194), ("Los Angeles", 34.0522, -118.2437), ("Mexico City", 19.4326, -99.1332),
        ("Chicago", 41.8781, -87.6298), ("New York", 40.7128, -74.0060), ("Bogotá", 4.7110, -74.0721),
        ("São Paulo", -23.5505, -46.6333), ("Buenos Aires", -34.6037, -58.3816), ("Reykjavík", 64.1466, -21.9426),
        ("Longyearbyen", 78.2232, 15.6267),
    ]

    static let sigmaMeters = 4000.0
    private var rng: SplitMix

    init(seed: UInt64) { rng = SplitMix(seed: seed) }

    /// A point drawn from the cities' clouds (Box–Muller for the gaussian).
    mutating func nextCoordinate() -> Coordinate {
        let city = Self.cities[Int(rng.next() % UInt64(Self.cities.count))]
        let radius = (-2 * log(max(1e-300, rng.uniform(0, 1)))).squareRoot()
        let angle = rng.uniform(0, 2 * Double.pi)
        let metersPerDegree = 111_320.0
        let lat = city.lat + radius * cos(angle) * Self.sigmaMeters / metersPerDegree
        let lon = city.lon + radius * sin(angle) * Self.sigmaMeters / (metersPerDegree * cos(city.lat * .pi / 180))
        return Coordinate(latitude: min(90, max(-90, lat)), longitude: (lon + 540).truncatingRemainder(dividingBy: 360) - 180)
    }

    /// Writes `count` venues as an import CSV (`id,name,address,lat,lon`), streaming to disk.
    /// With `hours`, every `hours.every`-th venue gets an `opening_hours` column value from
    /// `hours.values` (in turn), the others none. `extra` adds columns: their names, and each
    /// venue's fields by its number (plain text, no quoting).
    static func writeCSV(count: Int, seed: UInt64, to path: String,
                         hours: (every: Int, values: [String])? = nil,
                         extra: (names: [String], fields: (Int) -> [String])? = nil) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        defer { fclose(file) }
        var generator = CityVenueGenerator(seed: seed)
        var chunk = (hours == nil ? "id,name,address,lat,lon" : "id,name,address,lat,lon,opening_hours")
            + (extra.map { "," + $0.names.joined(separator: ",") } ?? "") + "\n"
        for i in 0..<count {
            let c = generator.nextCoordinate()
            // Plain decimals: import refuses exponents, which `\(double)` writes for |x| < 1e-4.
            chunk += "v\(i),Cafe \(i),\"Katu \(i % 211), \(i % 7 + 1)\","
                + String(format: "%.7f,%.7f", c.latitude, c.longitude)
            if let hours {
                // RFC 4180: a quote inside a quoted field is doubled.
                let value = hours.values[(i / hours.every) % hours.values.count].replacingOccurrences(of: "\"", with: "\"\"")
                chunk += i % hours.every == 0 ? ",\"" + value + "\"" : ","
            }
            if let extra { chunk += "," + extra.fields(i).joined(separator: ",") }
            chunk += "\n"
            if chunk.utf8.count > 1 << 20 || i == count - 1 {
                let bytes = Array(chunk.utf8)
                guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { return false }
                chunk.removeAll(keepingCapacity: true)
            }
        }
        return true
    }
}
