/// Weekday and month names of many languages, and how a value's own words decide which language
/// a name is in: the reference's rules (its English locale, the languages of the place's country,
/// agreement with the other names of the rule, a value written wholly in one foreign language).
enum LocaleWords {
    enum Kind: Equatable { case weekday, month }

    /// One language's reading of a word: a weekday 0…6 (Monday first) or a month 1…12.
    struct Reading: Equatable {
        var language: String
        var kind: Kind
        var value: Int
    }

    /// A weekday or month name as written in one rule, for `resolve`.
    struct Written {
        var word: String
        var kind: Kind
        var tokenIndex: Int
    }

    /// The language the reference reads values in.
    static let locale = "en"

    static let canonicalWeekdays: [String: Int] = ["mo": 0, "tu": 1, "we": 2, "th": 3, "fr": 4, "sa": 5, "su": 6]
    static let canonicalMonths: [String: Int] = [
        "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10,
        "nov": 11, "dec": 12,
    ]
    /// English names every value may use.
    static let universalWeekdays: [String: Int] = [
        "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5, "sunday": 6,
        "mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6,
    ]
    static let universalMonths: [String: Int] = [
        "january": 1, "february": 2, "march": 3, "april": 4, "june": 6, "july": 7, "august": 8, "september": 9,
        "october": 10, "november": 11, "december": 12, "sept": 9,
    ]

    /// Words that name a season, which the reference refuses rather than guess its dates.
    static let seasons: Set<String> = [
        "spring", "summer", "autumn", "winter", "frühling", "fruehling", "frühjahr", "sommer", "herbst",
        "primavera", "estate", "autunno", "inverno",
    ]

    static let readings: [String: [Reading]] = {
        var result: [String: [Reading]] = [:]
        for (key, value) in TableText.pairs(lines) {
            var list: [Reading] = []
            let fields = value.split(separator: " ")
            for i in stride(from: 0, to: fields.count - 1, by: 2) {
                let code = fields[i + 1]
                guard let n = Int(code.dropFirst()) else { continue }
                list.append(Reading(language: String(fields[i]), kind: code.first == "w" ? .weekday : .month, value: n))
            }
            result[TableText.string(key)] = list
        }
        return result
    }()

    static let regionLanguages: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for (key, value) in TableText.pairs(regionLines) {
            result[TableText.string(key)] = Set(value.split(separator: " ").map(String.init))
        }
        return result
    }()

    /// A word's reading when the word alone decides it: only weekdays or only months, the first language's.
    static func provisional(_ word: String) -> (kind: Kind, value: Int)? {
        guard let list = readings[word] else { return nil }
        let weekday = list.first { $0.kind == .weekday }, month = list.first { $0.kind == .month }
        if weekday != nil, month != nil { return nil }
        return (weekday ?? month).map { ($0.kind, $0.value) }
    }

    /// The readings of one rule's foreign names (token index → value), or why one of them is refused
    /// (token index and the sentence).
    static func resolve(_ written: [Written], country: String?) -> Result<[Int: Int], Refusal> {
        let region = country.flatMap { regionLanguages[$0.lowercased()] } ?? []
        var decided: [Int: Int] = [:]
        for kind in [Kind.weekday, .month] {
            let group = written.filter { $0.kind == kind }
            let canonical = kind == .weekday ? canonicalWeekdays : canonicalMonths
            let universal = kind == .weekday ? universalWeekdays : universalMonths
            let hasAnchor = group.contains { canonical[$0.word] != nil || universal[$0.word] != nil }
            let foreign: [(written: Written, readings: [Reading])] = group.compactMap { w in
                guard canonical[w.word] == nil, universal[w.word] == nil else { return nil }
                let list = (readings[w.word] ?? []).filter { $0.kind == kind }
                return list.isEmpty ? nil : (w, list)
            }
            for (index, item) in foreign.enumerated() {
                var neighbours: Set<String> = []
                for (other, entry) in foreign.enumerated() where other != index {
                    for reading in entry.readings { neighbours.insert(reading.language) }
                }
                if let value = reading(of: item.readings, hasAnchor: hasAnchor, region: region, neighbours: neighbours) {
                    decided[item.written.tokenIndex] = value
                } else {
                    return .failure(Refusal(tokenIndex: item.written.tokenIndex, reason: refusal(item.written.word, item.readings)))
                }
            }
        }
        return .success(decided)
    }

    struct Refusal: Error {
        var tokenIndex: Int
        var reason: String
    }

    private static func reading(of list: [Reading], hasAnchor: Bool, region: Set<String>, neighbours: Set<String>) -> Int? {
        if let value = unique(list.filter { $0.language == locale }) { return value }
        if let value = unique(list.filter { region.contains($0.language) }) { return value }
        let shared = Set(list.map(\.language)).intersection(neighbours).sorted()
        if let language = shared.first, let value = unique(list.filter { $0.language == language }) { return value }
        if !hasAnchor, let value = unique(list) { return value }
        return nil
    }

    private static func unique(_ list: [Reading]) -> Int? {
        guard let first = list.first, list.allSatisfy({ $0.value == first.value }) else { return nil }
        return first.value
    }

    private static func refusal(_ word: String, _ list: [Reading]) -> String {
        let hint = list.first?.kind == .month ? "Jan, Feb, … Dec" : "Mo, Tu, … Su"
        if let value = unique(list), let first = list.first {
            let languages = list.prefix(6).map(\.language).joined(separator: ", ")
            let meaning = name(Reading(language: first.language, kind: first.kind, value: value))
            return "“\(word)” is \(meaning) only in \(languages), neither English nor a language of this place; write \(hint)"
        }
        let readings = list.prefix(4).map { "\(name($0)) in \($0.language)" }.joined(separator: ", ")
        return "“\(word)” means different things in different languages (\(readings)); write \(hint)"
    }

    private static func name(_ reading: Reading) -> String {
        let weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return reading.kind == .weekday ? weekdays[reading.value] : months[reading.value - 1]
    }
}
