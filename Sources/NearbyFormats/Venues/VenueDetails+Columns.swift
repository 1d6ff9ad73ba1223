/// The one spelling of each detail wherever it is a column: the CSV header and GeoJSON property
/// of an import, the store's column, the bundled dataset's header and `list --format json`.
extension VenueDetails {
    /// Every detail's column name, in the order files and the store list them.
    public static let columnNames = [
        "opening_hours", "phone", "website", "cuisine", "internet_access", "outdoor_seating", "wheelchair",
        "power_supply", "indoor_seating", "sockets",
    ]

    /// The prefix of OSM's socket tags (`socket:schuko`, `socket:type2`): a file column or tag
    /// named so adds its type to `sockets` when it has a value.
    public static let socketPrefix = "socket:"

    /// `sockets` with the socket tags among `names` (each a tag or column name whose value is
    /// present) added: `socket:schuko` adds `schuko` (and `socket:type2:output`, `type2`), in the
    /// names' sorted order whatever order a source gave them in; a type already listed is not repeated.
    public mutating func addSockets<Names: Sequence>(from names: Names) where Names.Element == String {
        var types = sockets.map { $0.split(separator: ";").map(String.init) } ?? []
        for name in names.sorted() where name.hasPrefix(Self.socketPrefix) {
            let type = String(name.dropFirst(Self.socketPrefix.count).prefix { $0 != ":" })
            if !type.isEmpty, !types.contains(type) { types.append(type) }
        }
        sockets = types.isEmpty ? nil : types.joined(separator: ";")
    }

    /// The details read by column name: `value(name)` for each of `columnNames`; empty text is no value.
    public init(reading value: (String) -> String?) {
        self.init()
        for name in Self.columnNames {
            if let text = value(name), !text.isEmpty { self[column: name] = text }
        }
    }

    /// Each column with its value, in `columnNames` order.
    public var columns: [(name: String, value: String?)] {
        Self.columnNames.map { ($0, self[column: $0]) }
    }

    /// The detail stored under a column name (nil for a name that is not one).
    public subscript(column name: String) -> String? {
        get {
            switch name {
            case "opening_hours": return openingHours
            case "phone": return phone
            case "website": return website
            case "cuisine": return cuisine
            case "internet_access": return internetAccess
            case "outdoor_seating": return outdoorSeating
            case "wheelchair": return wheelchair
            case "power_supply": return powerSupply
            case "indoor_seating": return indoorSeating
            case "sockets": return sockets
            default: return nil
            }
        }
        set {
            switch name {
            case "opening_hours": openingHours = newValue
            case "phone": phone = newValue
            case "website": website = newValue
            case "cuisine": cuisine = newValue
            case "internet_access": internetAccess = newValue
            case "outdoor_seating": outdoorSeating = newValue
            case "wheelchair": wheelchair = newValue
            case "power_supply": powerSupply = newValue
            case "indoor_seating": indoorSeating = newValue
            case "sockets": sockets = newValue
            default: break
            }
        }
    }
}
