import NearbyGeo

/// One city or town of the bundled gazetteer (a place of GeoNames' cities15000: 15,000 people or more, or a capital).
public struct GazetteerPlace: Sendable, Hashable {
    /// The GeoNames id.
    public var id: Int
    /// GeoNames' name, its international spelling ("Munich", "São Paulo").
    public var name: String
    /// ISO 3166-1 alpha-2, upper case.
    public var countryCode: String
    /// The first-level division's name ("Oregon"), or "" when GeoNames' code had none.
    public var division: String
    public var coordinate: Coordinate
    public var population: Int
    /// The IANA time zone ("America/Los_Angeles").
    public var timeZone: String
    /// Whether it is its country's capital.
    public var isCapital: Bool

    public init(id: Int, name: String, countryCode: String, division: String, coordinate: Coordinate,
                population: Int, timeZone: String, isCapital: Bool) {
        self.id = id
        self.name = name
        self.countryCode = countryCode
        self.division = division
        self.coordinate = coordinate
        self.population = population
        self.timeZone = timeZone
        self.isCapital = isCapital
    }

    /// "Helsinki, FI": enough to tell most places apart, short enough for the status bar.
    public var shortLabel: String { local.shortLabel }

    /// "Portland, Oregon, US": the name that tells two places of one country apart (and that
    /// `--near` takes back as it is).
    public var label: String { local.label }

    /// The place as code that reads local things (time zone, holidays) wants it.
    public var local: LocalPlace {
        LocalPlace(name: name, countryCode: countryCode, division: division, timeZone: timeZone, coordinate: coordinate)
    }
}
