/// A named place to jump to: Xcode's Simulate Location list, Apple Park's predecessor, and home.
public struct Preset: Sendable, Equatable {
    public var name: String
    public var coordinate: Coordinate

    public init(_ name: String, _ latitude: Double, _ longitude: Double) {
        self.name = name
        coordinate = Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Within this many meters of a preset, the `L` picker opens on it ("you are here").
    public static let hereRadius = 50.0

    /// In the order of Xcode's Debug ▸ Simulate Location menu, then Apple and Helsinki.
    public static let all: [Preset] = [
        Preset("London", 51.509980, -0.133700),
        Preset("Johannesburg", -26.204103, 28.047305),
        Preset("Moscow", 55.755786, 37.617633),
        Preset("Mumbai", 19.017615, 72.856164),
        Preset("Tokyo", 35.702069, 139.775327),
        Preset("Sydney", -33.863400, 151.211000),
        Preset("Hong Kong", 22.284681, 114.158177),
        Preset("Honolulu", 21.282778, -157.829444),
        Preset("San Francisco", 37.787359, -122.408227),
        Preset("Mexico City", 19.435478, -99.136479),
        Preset("New York", 40.759011, -73.984472),
        Preset("Rio de Janeiro", -22.903539, -43.209587),
        Preset("Apple", 37.33233141, -122.0312186),
        Preset("Helsinki", 60.1690, 24.9435),
    ]

    /// The preset called `name`, ignoring case, spaces, hyphens and underscores
    /// (`tokyo`, `New York`, `new-york`, `RIO_DE_JANEIRO`).
    public static func named(_ name: String) -> Preset? {
        let key = normalized(name)
        return all.first { normalized($0.name) == key }
    }

    /// The names, for error messages: "London, Johannesburg, …".
    public static var names: String { all.map(\.name).joined(separator: ", ") }

    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
