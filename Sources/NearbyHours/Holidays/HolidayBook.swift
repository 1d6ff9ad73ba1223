import Synchronization

/// The reference's public holidays of every country and state it knows, read from `lines`
/// country by country as they are asked for.
enum HolidayBook {
    struct Country: Sendable {
        var holidays: [HolidayRule]?
        var states: [String: [HolidayRule]] = [:]
    }

    /// The countries read so far, by lower-case code (nil: the reference has none of that code).
    /// Only those asked for are parsed and kept: every country at once held 440 KB of the app's
    /// memory for the one or two a session reads hours in.
    private static let read = Mutex<[String: Country?]>([:])

    /// Country `code`'s holidays and its states' (lower case), read from `lines` at its first use.
    static func country(_ code: String) -> Country? {
        if let known = read.withLock({ $0[code] }) { return known }
        var found: Country?
        let prefix = code + "\t", statePrefix = code + "/"
        for line in lines.split(separator: "\n") where line.hasPrefix(prefix) || line.hasPrefix(statePrefix) {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let key = line[..<tab]
            let rules = line[line.index(after: tab)...].split(separator: "§").compactMap { HolidayRule(entry: $0) }
            var country = found ?? Country()
            if let slash = key.firstIndex(of: "/") {
                country.states[String(key[key.index(after: slash)...])] = rules
            } else {
                country.holidays = rules
            }
            found = country
        }
        let parsed = found
        read.withLock { $0[code] = parsed }
        return found
    }

    /// The holidays that apply at a place, as the reference picks them: a state's own list where it
    /// has one, else the country's (less those limited to other states); nil where neither is known.
    static func rules(country: String, state given: String?) -> [HolidayRule]? {
        let code = country.lowercased()
        guard let entry = Self.country(code) else { return nil }
        let state = given.map { stateName($0, country: code) }
        if let state, let own = entry.states[state] { return own }
        if let list = entry.holidays {
            return list.filter { rule in rule.onlyStates.map { only in state.map { only.contains($0) } ?? false } ?? true }
        }
        // Great Britain is defined by its nations only; without one, England's apply.
        if country.lowercased() == "gb", let england = entry.states["England"] { return england }
        return nil
    }

    /// Every holiday of a year, ordered by day (holidays on one day in the order the definitions give),
    /// after the reference's passes: base days, shifts away from weekends (unless onto another holiday),
    /// substitute days added.
    static func holidays(_ rules: [HolidayRule], in year: Int) -> [(day: Int, name: String)] {
        var resolved: [(day: Int, rule: HolidayRule)] = rules.compactMap { rule in rule.baseDay(in: year).map { ($0, rule) } }
        let fixed = Set(resolved.filter { $0.rule.shift.isEmpty }.map(\.day))
        for i in resolved.indices where !resolved[i].rule.shift.isEmpty {
            if let moved = HolidayRule.apply(resolved[i].rule.shift, to: resolved[i].day), !fixed.contains(moved) {
                resolved[i].day = moved
            }
        }
        var result = resolved.map { (day: $0.day, name: $0.rule.name) }
        for (day, rule) in resolved where !rule.substitute.isEmpty {
            if let extra = HolidayRule.apply(rule.substitute, to: day) { result.append((extra, rule.substituteName ?? rule.name)) }
        }
        // A stable sort: the first definition of a day names it.
        return result.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
    }
}
