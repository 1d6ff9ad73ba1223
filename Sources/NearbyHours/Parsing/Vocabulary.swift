/// The words mappers write for weekdays, months and keywords, in the languages the reference tolerates.
enum Vocabulary {
    static let weekdays: [String: Int] = table([
        ["mo", "mon", "monday", "montag", "lundi", "lunes", "lunedì", "lunedi", "понедельник", "пн"],
        ["tu", "tue", "tues", "tuesday", "di", "dienstag", "mardi", "martes", "martedì", "martedi", "вторник", "вт"],
        ["we", "wed", "wednesday", "mi", "mittwoch", "mercredi", "miércoles", "miercoles", "mercoledì", "среда", "ср"],
        ["th", "thu", "thur", "thurs", "thursday", "do", "donnerstag", "jeudi", "jueves", "giovedì", "четверг", "чт"],
        ["fr", "fri", "friday", "freitag", "vendredi", "viernes", "venerdì", "venerdi", "пятница", "пт"],
        ["sa", "sat", "saturday", "samstag", "sonnabend", "samedi", "sábado", "sabado", "sabato", "суббота", "сб"],
        ["su", "sun", "sunday", "so", "sonntag", "dimanche", "domingo", "domenica", "воскресенье", "вс"],
    ])

    /// Polish abbreviations clash with German ones (`so`), so they count only where the venue is in Poland.
    static let polishWeekdays: [String: Int] = table([
        ["pn", "pon", "poniedziałek"], ["wt", "wtorek"], ["śr", "sr", "środa"], ["cz", "czw", "czwartek"],
        ["pt", "pią", "piątek"], ["sb", "sob", "sobota"], ["nd", "niedz", "niedziela"],
    ])

    static let months: [String: Int] = table([
        ["jan", "january", "januar", "jänner", "janvier", "enero", "gennaio"],
        ["feb", "february", "februar", "février", "fevrier", "febrero", "febbraio"],
        ["mar", "march", "märz", "maerz", "mars", "marzo"],
        ["apr", "april", "avril", "abril", "aprile"],
        ["may", "mai", "mayo", "maggio"],
        ["jun", "june", "juni", "juin", "junio", "giugno"],
        ["jul", "july", "juli", "juillet", "julio", "luglio"],
        ["aug", "august", "août", "aout", "agosto"],
        ["sep", "sept", "september", "septembre", "septiembre", "settembre"],
        ["oct", "october", "okt", "oktober", "octobre", "octubre", "ottobre"],
        ["nov", "november", "novembre", "noviembre"],
        ["dec", "december", "dez", "dezember", "décembre", "decembre", "diciembre", "dicembre"],
    ]).mapValues { $0 + 1 }

    static let keywords: [String: Token.Kind] = [
        "ph": .keyword(.publicHoliday), "holiday": .keyword(.publicHoliday), "holidays": .keyword(.publicHoliday),
        "feiertag": .keyword(.publicHoliday), "feiertage": .keyword(.publicHoliday),
        "sh": .keyword(.schoolHoliday), "schulferien": .keyword(.schoolHoliday), "ferien": .keyword(.schoolHoliday),
        "schoolholiday": .keyword(.schoolHoliday), "schoolholidays": .keyword(.schoolHoliday),
        "week": .keyword(.week), "easter": .keyword(.easter), "ostern": .keyword(.easter),
        "day": .keyword(.day), "days": .keyword(.day),
        "open": .keyword(.open), "closed": .keyword(.closed), "off": .keyword(.closed),
        "geschlossen": .keyword(.closed), "geschl": .keyword(.closed), "unknown": .keyword(.unknown),
        "sunrise": .sun(.sunrise), "sunset": .sun(.sunset), "dawn": .sun(.dawn), "dusk": .sun(.dusk),
        "late": .openEnd, "openend": .openEnd, "midnight": .midnight,
        "and": .symbol(","),
    ]

    /// Phrases that read as one token; the longest match wins.
    static let phrases: [([String], [Token.Kind])] = [
        (["one", "day", "after", "public", "holiday"], afterHoliday),
        (["one", "day", "before", "public", "holiday"], beforeHoliday),
        (["day", "after", "public", "holiday"], afterHoliday),
        (["day", "before", "public", "holiday"], beforeHoliday),
        (["public", "holidays"], [.keyword(.publicHoliday)]),
        (["public", "holiday"], [.keyword(.publicHoliday)]),
        (["school", "holidays"], [.keyword(.schoolHoliday)]),
        (["school", "holiday"], [.keyword(.schoolHoliday)]),
        (["on", "work", "days"], [.keyword(.workdays)]),
        (["on", "work", "day"], [.keyword(.workdays)]),
        (["bis", "open", "end"], [.openEnd]),
        (["open", "end"], [.openEnd]),
        (["till", "late"], [.openEnd]),
        (["til", "late"], [.openEnd]),
        (["nach", "vereinbarung"], [.comment("Nach Vereinbarung")]),
        (["nach_vereinbarung"], [.comment("Nach Vereinbarung")]),
        (["sur", "rendez", "vous"], [.comment("Sur rendez-vous")]),
        (["sur_rendez_vous"], [.comment("Sur rendez-vous")]),
    ]

    /// First words of the phrases, so most tokens skip the phrase search.
    static let phraseStarts: Set<String> = Set(phrases.map { $0.0[0] })

    private static let afterHoliday: [Token.Kind] = [.keyword(.publicHoliday), .symbol("+"), .number(1, digits: 1), .keyword(.day)]
    private static let beforeHoliday: [Token.Kind] = [.keyword(.publicHoliday), .symbol("-"), .number(1, digits: 1), .keyword(.day)]

    private static func table(_ rows: [[String]]) -> [String: Int] {
        var result: [String: Int] = [:]
        for (index, words) in rows.enumerated() {
            for word in words { result[word] = index }
        }
        return result
    }
}
