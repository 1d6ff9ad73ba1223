/// Finds places by name as the user types, best first (the bundled gazetteer is one); it
/// answers from memory, so the `L` picker asks it on every keystroke.
public protocol PlaceSearch: PlaceFinder {
    func places(named text: String, limit: Int) -> [LocalPlace]
}

extension LocalPlace {
    /// "Helsinki, FI".
    public var shortLabel: String { name + ", " + countryCode }

    /// "Portland, Oregon, US": the division tells two places of one country apart.
    public var label: String {
        division.isEmpty || division == name ? shortLabel : name + ", " + division + ", " + countryCode
    }
}
