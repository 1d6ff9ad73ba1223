/// What the place around a coordinate is, for reading local things there: opening hours are in
/// the venue's own time zone and its country's (and state's) public holidays.
public struct LocalPlace: Sendable, Hashable {
    /// The place's name as the user would say it ("Espoo").
    public var name: String
    /// ISO 3166-1 alpha-2, upper case ("FI").
    public var countryCode: String
    /// The first-level division's name ("Uusimaa", "Bayern"), or "" when unknown.
    public var division: String
    /// An IANA time zone name ("Europe/Helsinki"), or "" when unknown.
    public var timeZone: String
    public var coordinate: Coordinate

    public init(name: String, countryCode: String, division: String, timeZone: String, coordinate: Coordinate) {
        self.name = name
        self.countryCode = countryCode
        self.division = division
        self.timeZone = timeZone
        self.coordinate = coordinate
    }
}

/// Finds the local place of a coordinate (the bundled gazetteer's nearest city is one). Code that
/// needs a venue's zone or country asks through this, so it does not depend on where the answer
/// comes from; nil means "not known here" and callers fall back (to `TZ`, to no holidays).
public protocol PlaceFinder: Sendable {
    func localPlace(near coordinate: Coordinate) -> LocalPlace?
}
