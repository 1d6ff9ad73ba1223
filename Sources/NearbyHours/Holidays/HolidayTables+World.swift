/// The UK, Ireland, Russia, South Africa, India, Japan, Australia, Hong Kong.
extension HolidayTables {
    /// Christmas and Boxing Day with the substitute weekdays both countries' laws give them.
    static func christmasPair(_ christmas: String, _ boxing: String) -> [Holiday] {
        [
            .fixed(christmas, 12, 25), .fixed(boxing, 12, 26),
            // 25th on Saturday: Monday 27th; on Sunday: Tuesday 27th (Boxing Day keeps Monday 26th).
            .substitute(christmas, 12, 25, saturday: 2, sunday: 2),
            // 26th on Saturday: Monday 28th; on Sunday (25th Saturday): Tuesday 28th.
            .substitute(boxing, 12, 26, saturday: 2, sunday: 2),
        ]
    }

    // MARK: - United Kingdom (Banking and Financial Dealings Act 1971, St Andrew's Day Act 2007)

    static func unitedKingdom(region: String?) -> [Holiday] {
        var list: [Holiday] = [.fixed("New Year’s Day", 1, 1), .easter("Good Friday", -2)]
        list += christmasPair("Christmas Day", "Boxing Day")
        list.append(.nth("Early May bank holiday", 5, 0, 1))
        list.append(.nth("Spring bank holiday", 5, 0, -1))
        switch region ?? "" {
        case "Scotland":
            list += [
                .fixed("2nd January", 1, 2),
                // New Year's Day on Saturday: Monday 3rd; on Sunday, 2nd January moves on to Tuesday 3rd.
                .substitute("New Year’s Day (substitute day)", 1, 1, saturday: 2, sunday: nil),
                .substitute("2nd January (substitute day)", 1, 1, saturday: 3, sunday: 2),
                .substitute("2nd January (substitute day)", 1, 2, saturday: 2, sunday: nil),
                .nth("Summer bank holiday", 8, 0, 1),
                .moved("St Andrew’s Day", 11, 30, saturday: 2, sunday: 1),
            ]
        case "Northern Ireland":
            list += [.easter("Easter Monday", 1), .moved("St Patrick’s Day", 3, 17, saturday: 2, sunday: 1),
                     .moved("Battle of the Boyne", 7, 12, saturday: 2, sunday: 1), .nth("Summer bank holiday", 8, 0, -1),
                     .substitute("New Year’s Day (substitute day)", 1, 1, saturday: 2, sunday: 1)]
        default:
            list += [.easter("Easter Monday", 1), .nth("Summer bank holiday", 8, 0, -1),
                     .substitute("New Year’s Day (substitute day)", 1, 1, saturday: 2, sunday: 1)]
        }
        return list
    }

    // MARK: - Ireland (Organisation of Working Time Act 1997, Schedule 2)

    static let ireland: [Holiday] = [
        .fixed("New Year’s Day", 1, 1),
        Holiday("St. Brigid’s Day") { year in
            guard year >= 2023 else { return nil }
            let first = CivilCalendar.day(year: year, month: 2, day: 1)
            return CivilCalendar.weekday(of: first) == 4 ? first : CivilCalendar.nthWeekday(0, 1, year: year, month: 2)
        },
        .fixed("St. Patrick’s Day", 3, 17), .substitute("St. Patrick’s Day", 3, 17, saturday: 2, sunday: 1),
        .easter("Easter Monday", 1), .nth("May Bank Holiday", 5, 0, 1), .nth("June Bank Holiday", 6, 0, 1),
        .nth("August Bank Holiday", 8, 0, 1), .nth("October Bank Holiday", 10, 0, -1),
    ] + christmasPair("Christmas Day", "St. Stephen’s Day")

    // MARK: - Russia (Labour Code art. 112 and the regions' own laws)

    static func russia(region: String?) -> [Holiday] {
        var list: [Holiday] = (1...8).filter { $0 != 7 }.map { n in .fixed("\(n). Новогодние каникулы", 1, n) }
        list += [
            .fixed("Рождество Христово", 1, 7), .fixed("День защитника Отечества", 2, 23),
            .fixed("Международный женский день", 3, 8), .fixed("Праздник Весны и Труда", 5, 1),
            .fixed("День Победы", 5, 9), .fixed("День России", 6, 12), .fixed("День народного единства", 11, 4),
        ]
        // Eid al-Fitr and Eid al-Adha are days off in the republics whose laws name them.
        if ["Адыгея", "Дагестан", "Ингушетия", "Карачаево-Черкесия", "Чечня", "Башкортостан", "Татарстан",
            "Кабардино-Балкария"].contains(region ?? "") {
            list += [.islamic("Ураза-байрам", month: 10, day: 1), .islamic("Курбан-байрам", month: 12, day: 10)]
        }
        switch region ?? "" {
        case "Чувашия": list.append(.fixed("День Чувашской республики", 6, 24))
        case "Приволжский федеральный округ", "Удмуртия":
            list.append(.fixed("День Государственности Удмуртской Республики", 5, 31))
        case "Республика Тыва": list.append(.fixed("День Республики Тыва", 8, 15))
        case "Республика Коми": list.append(.fixed("День Республики Коми", 8, 22))
        case "Саратовская область": list.append(.orthodoxEaster("Радоница", 9))
        case "Чечня": list.append(.fixed("День мира в Чеченской Республике", 4, 16))
        case "Адыгея": list.append(.fixed("День образования Республики Адыгея", 10, 5))
        case "Ингушетия": list.append(.fixed("День образования Республики Ингушетия", 6, 4))
        case "Карачаево-Черкесия": list.append(.fixed("День возрождения карачаевского народа", 5, 3))
        case "Дагестан":
            list += [.fixed("День Конституции Республики Дагестан", 7, 26), .fixed("День единства народов Дагестана", 9, 15)]
        case "Калмыкия":
            list += [.fixed("День принятия Степного Уложения (Конституции) Республики Калмыкия", 4, 5),
                     .fixed("День памяти жертв депортации калмыцкого народа", 12, 28)]
        default: break
        }
        return list
    }

    // MARK: - South Africa (Public Holidays Act 36 of 1994: a Sunday holiday moves to Monday)

    static let southAfrica: [Holiday] = [
        ("New Year's Day", 1, 1), ("Human Rights Day", 3, 21), ("Freedom Day", 4, 27), ("Workers' Day", 5, 1),
        ("Youth Day", 6, 16), ("National Women's Day", 8, 9), ("Heritage Day", 9, 24),
        ("Day of Reconciliation", 12, 16), ("Christmas Day", 12, 25), ("Day of Goodwill", 12, 26),
    ].flatMap { name, month, day in
        [Holiday.fixed(name, month, day), .substitute(name, month, day, saturday: nil, sunday: 1)]
    } + [.easter("Good Friday", -2), .easter("Family Day", 1)]

    // MARK: - India (the three national holidays; the rest follow the states and lunar calendars)

    static let india: [Holiday] = [
        .fixed("Republic Day", 1, 26), .fixed("Independence Day", 8, 15), .fixed("Gandhi Jayanti", 10, 2),
    ]

    // MARK: - Japan (国民の祝日に関する法律; equinoxes by the standard 1980–2099 approximation)

    static let japan: [Holiday] = [
        .fixed("元日", 1, 1), .nth("成人の日", 1, 0, 2), .fixed("建国記念の日", 2, 11),
        .fixed("天皇誕生日", 2, 23, since: 2020),
        Holiday("春分の日") { y in CivilCalendar.day(year: y, month: 3, day: equinoxDay(20.8431, year: y)) },
        .fixed("昭和の日", 4, 29), .fixed("憲法記念日", 5, 3), .fixed("みどりの日", 5, 4), .fixed("こどもの日", 5, 5),
        .nth("海の日", 7, 0, 3), .fixed("山の日", 8, 11, since: 2016), .nth("敬老の日", 9, 0, 3),
        Holiday("秋分の日") { y in CivilCalendar.day(year: y, month: 9, day: equinoxDay(23.2488, year: y)) },
        .nth("スポーツの日", 10, 0, 2), .fixed("文化の日", 11, 3), .fixed("勤労感謝の日", 11, 23),
    ]

    static func equinoxDay(_ base: Double, year: Int) -> Int {
        Int(base + 0.242194 * Double(year - 1980)) - (year - 1980) / 4
    }

    // MARK: - Australia (national holidays; states add their own)

    static let australia: [Holiday] = [
        .fixed("New Year's Day", 1, 1), .substitute("New Year's Day", 1, 1, saturday: 2, sunday: 1),
        .fixed("Australia Day", 1, 26), .substitute("Australia Day", 1, 26, saturday: 2, sunday: 1),
        .easter("Good Friday", -2), .easter("Easter Monday", 1), .fixed("Anzac Day", 4, 25),
    ] + christmasPair("Christmas Day", "Boxing Day")

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
