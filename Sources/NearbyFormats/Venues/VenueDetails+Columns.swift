/// The one spelling of each detail wherever it is a column: the CSV header and GeoJSON property
/// of an import, the store's column, the bundled dataset's header and `list --format json`.
extension VenueDetails {
    /// Every detail's column name, in the order files and the store list them.
    public static let columnNames = [
        "opening_hours", "phone", "website", "cuisine", "internet_access", "outdoor_seating", "wheelchair",
    ]

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
            default: break
            }
        }
    }
}
