/// Public holidays of countries the reference does not define, written from each country's law.
/// Weekdays count from Monday = 0; `E` offsets are days from Western Easter Sunday.
enum HolidayTables {
    static func holidays(country: String, state: String?) -> [Holiday]? {
        switch country {
        case "IN": return india
        case "HK": return hongKong
        default: return nil
        }
    }

    // MARK: - India (the three national holidays; the rest follow the states and lunar calendars)

    static let india: [Holiday] = [
        .fixed("Republic Day", 1, 26), .fixed("Independence Day", 8, 15), .fixed("Gandhi Jayanti", 10, 2),
    ]

    // MARK: - Hong Kong (General Holidays Ordinance, Cap. 149; lunar-calendar days not included)

    static let hongKong: [Holiday] = [
        .moved("The first day of January", 1, 1, saturday: 0, sunday: 1), .easter("Good Friday", -2),
        .easter("The day following Good Friday", -1), .easter("Easter Monday", 1),
        .moved("Labour Day", 5, 1, saturday: 0, sunday: 1),
        .moved("Hong Kong Special Administrative Region Establishment Day", 7, 1, saturday: 0, sunday: 1),
        .moved("National Day", 10, 1, saturday: 0, sunday: 1), .fixed("Christmas Day", 12, 25),
        .moved("The first weekday after Christmas Day", 12, 26, saturday: 2, sunday: 1),
    ]
}
