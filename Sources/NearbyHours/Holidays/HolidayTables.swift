/// Public holidays by country, written from each country's holiday law (a table of facts).
/// Weekdays count from Monday = 0; `E` offsets are days from Western Easter Sunday.
enum HolidayTables {
    static func holidays(country: String, state: String?) -> [Holiday]? {
        switch country {
        case "DE": return germany(state: state)
        case "AT": return austria
        case "US": return unitedStates(state: state)
        case "GB", "UK": return unitedKingdom(region: state)
        case "IE": return ireland
        case "FI": return finland
        case "RU": return russia(region: state)
        case "ZA": return southAfrica
        case "IN": return india
        case "JP": return japan
        case "AU": return australia
        case "HK": return hongKong
        case "MX": return mexico
        case "BR": return brazil
        case "AR": return argentina
        case "PL": return poland
        default: return nil
        }
    }

    // MARK: - Germany (federal law and the states' Feiertagsgesetze)

    static func germany(state: String?) -> [Holiday] {
        var list: [Holiday] = [
            .fixed("Neujahr", 1, 1), .easter("Karfreitag", -2), .easter("Ostermontag", 1),
            .fixed("Maifeiertag", 5, 1), .easter("Christi Himmelfahrt", 39), .easter("Pfingstmontag", 50),
            .fixed("Tag der Deutschen Einheit", 10, 3), .fixed("1. Weihnachtstag", 12, 25),
            .fixed("2. Weihnachtstag", 12, 26),
        ]
        let code = germanStates[state ?? ""] ?? state ?? ""
        if ["BW", "BY", "ST"].contains(code) { list.append(.fixed("Heilige Drei Könige", 1, 6)) }
        if ["BW", "BY", "HE", "NW", "RP", "SL"].contains(code) { list.append(.easter("Fronleichnam", 60)) }
        if ["BW", "BY", "NW", "RP", "SL"].contains(code) { list.append(.fixed("Allerheiligen", 11, 1)) }
        if ["SL"].contains(code) { list.append(.fixed("Mariä Himmelfahrt", 8, 15)) }
        if ["BB", "MV", "SN", "ST", "TH"].contains(code) { list.append(.fixed("Reformationstag", 10, 31)) }
        if ["HB", "HH", "NI", "SH"].contains(code) { list.append(.fixed("Reformationstag", 10, 31, since: 2018)) }
        if ["BB"].contains(code) { list += [.easter("Ostersonntag", 0), .easter("Pfingstsonntag", 49)] }
        if ["BE"].contains(code) { list.append(.fixed("Internationaler Frauentag", 3, 8, since: 2019)) }
        if ["MV"].contains(code) { list.append(.fixed("Internationaler Frauentag", 3, 8, since: 2023)) }
        if ["TH"].contains(code) { list.append(.fixed("Weltkindertag", 9, 20, since: 2019)) }
        // Buß- und Bettag: the Wednesday before 23 November.
        if ["SN"].contains(code) { list.append(.weekday("Buß- und Bettag", 2, onOrAfter: 11, 16)) }
        // 2017: the 500th anniversary of the Reformation was a holiday in every state.
        list.append(Holiday("Reformationstag") { $0 == 2017 ? CivilCalendar.day(year: 2017, month: 10, day: 31) : nil })
        return list
    }

    static let germanStates: [String: String] = [
        "Baden-Württemberg": "BW", "Bayern": "BY", "Berlin": "BE", "Brandenburg": "BB", "Bremen": "HB",
        "Hamburg": "HH", "Hessen": "HE", "Mecklenburg-Vorpommern": "MV", "Niedersachsen": "NI",
        "Nordrhein-Westfalen": "NW", "Rheinland-Pfalz": "RP", "Saarland": "SL", "Sachsen": "SN",
        "Sachsen-Anhalt": "ST", "Schleswig-Holstein": "SH", "Thüringen": "TH",
    ]

    // MARK: - Austria (Feiertagsruhegesetz)

    static let austria: [Holiday] = [
        .fixed("Neujahr", 1, 1), .fixed("Heilige Drei Könige", 1, 6), .easter("Ostermontag", 1),
        .fixed("Staatsfeiertag", 5, 1), .easter("Christi Himmelfahrt", 39), .easter("Pfingstmontag", 50),
        .easter("Fronleichnam", 60), .fixed("Mariä Himmelfahrt", 8, 15), .fixed("Nationalfeiertag", 10, 26),
        .fixed("Allerheiligen", 11, 1), .fixed("Mariä Empfängnis", 12, 8), .fixed("Christtag", 12, 25),
        .fixed("Stefanitag", 12, 26),
    ]

    // MARK: - Poland (Ustawa o dniach wolnych od pracy)

    static let poland: [Holiday] = [
        .fixed("Nowy Rok", 1, 1), .fixed("Święto Trzech Króli", 1, 6, since: 2011), .easter("Wielkanoc", 0),
        .easter("Poniedziałek Wielkanocny", 1), .fixed("Święto Pracy", 5, 1), .fixed("Święto Konstytucji 3 Maja", 5, 3),
        .easter("Zielone Świątki", 49), .easter("Boże Ciało", 60), .fixed("Wniebowzięcie Najświętszej Maryi Panny", 8, 15),
        .fixed("Wszystkich Świętych", 11, 1), .fixed("Narodowe Święto Niepodległości", 11, 11),
        .fixed("Wigilia Bożego Narodzenia", 12, 24, since: 2025), .fixed("Boże Narodzenie", 12, 25),
        .fixed("Drugi dzień Bożego Narodzenia", 12, 26),
    ]

    // MARK: - Finland (Vuosilomalaki and the Church Act's feast days)

    static let finland: [Holiday] = [
        .fixed("Uudenvuodenpäivä", 1, 1), .fixed("Loppiainen", 1, 6), .easter("Pitkäperjantai", -2),
        .easter("Pääsiäispäivä", 0), .easter("2. pääsiäispäivä", 1), .fixed("Vappu", 5, 1),
        .easter("Helatorstai", 39), .easter("Helluntaipäivä", 49),
        .weekday("Juhannusaatto", 4, onOrAfter: 6, 19), .weekday("Juhannuspäivä", 5, onOrAfter: 6, 20),
        .weekday("Pyhäinpäivä", 5, onOrAfter: 10, 31), .fixed("Itsenäisyyspäivä", 12, 6),
        .fixed("Jouluaatto", 12, 24), .fixed("Joulupäivä", 12, 25), .fixed("Tapaninpäivä", 12, 26),
    ]
}
