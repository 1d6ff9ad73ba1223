import NearbyGeo
import NearbySQLite
import NearbyText

extension Gazetteer {
    /// The place `text` names: "Helsinki", "Helsingfors", "sao paulo", or with what tells it
    /// apart after commas — a country code or a first-level division ("Portland, US",
    /// "Valencia, VE", "Portland, Maine", "Portland, Oregon, US"). Only a whole name counts;
    /// anything else is unknown, with the names spelled nearest.
    public func resolve(_ text: String) -> PlaceAnswer {
        let parts = text.split(separator: ",").map { SearchFolding.fold(String($0).trimmedWhitespace) }
        guard let name = parts.first, !name.isEmpty else { return .unknown(suggestions: []) }
        let qualifiers = parts.dropFirst().filter { !$0.isEmpty }
        let named = reading([]) { file throws(SQLiteError) in try Self.exactlyNamed(name, in: file) }
        let chosen = named.filter { candidate in qualifiers.allSatisfy { Self.place(candidate.place, isIn: $0) } }
        guard let best = chosen.first else {
            let suggestions = named.isEmpty ? spelledNear(name) : named.prefix(3).map(\.place)
            return .unknown(suggestions: suggestions)
        }
        let others = chosen.dropFirst().filter { $0.match == best.match }.count
        return .found(best.place, othersNamedSo: others)
    }

    /// `search` with what tells places apart after commas ("portland, maine", "valencia, ve"):
    /// what `nearby places` and the `L` picker take.
    public func find(_ text: String, limit: Int) -> [GazetteerPlace] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let qualifiers = parts.dropFirst().map { SearchFolding.fold(String($0).trimmedWhitespace) }.filter { !$0.isEmpty }
        guard let name = parts.first, !qualifiers.isEmpty else { return search(String(parts.first ?? ""), limit: limit) }
        return ranked(SearchFolding.fold(String(name).trimmedWhitespace), limit: limit) { place in
            qualifiers.allSatisfy { Self.place(place, isIn: $0) }
        }.map(\.place)
    }

    /// Whether `qualifier` (folded) is the place's country code or names its division (or the
    /// start of it: "Valencia, Carab").
    static func place(_ place: GazetteerPlace, isIn qualifier: String) -> Bool {
        if SearchFolding.fold(place.countryCode) == qualifier { return true }
        let division = SearchFolding.fold(place.division)
        return !division.isEmpty && division.hasPrefix(qualifier)
    }

    /// Up to three places whose names are a typo or two away from `folded` (a prefix of a name
    /// first: "Helsin"), the fewest typos away, most populous first.
    func spelledNear(_ folded: String) -> [GazetteerPlace] {
        let prefixed = ranked(folded, limit: 3)
        if !prefixed.isEmpty { return prefixed.map(\.place) }
        let target = Array(folded.unicodeScalars)
        let allowed = target.count <= 3 ? 0 : target.count <= 5 ? 1 : 2
        guard allowed > 0 else { return [] }
        return reading([]) { file throws(SQLiteError) in
            var closest: [Int: Int] = [:]
            // A name of a length more than `allowed` away cannot be a typo or two away.
            try file.spellings(ofLength: target.count - allowed...target.count + allowed) { spelling, id in
                guard let distance = Self.editDistance(target, Array(spelling.unicodeScalars), atMost: allowed) else { return }
                if closest[id].map({ distance < $0 }) ?? true { closest[id] = distance }
            }
            // Only the nearest spellings: one typo away hides those two away.
            let fewest = closest.values.min() ?? 0
            var places: [GazetteerPlace] = []
            for (id, distance) in closest where distance == fewest {
                if let place = try file.place(id)?.place { places.append(place) }
            }
            places.sort { a, b in a.population != b.population ? a.population > b.population : a.id < b.id }
            return Array(places.prefix(3))
        }
    }

    /// Levenshtein distance (with adjacent swaps counting one), or nil when above `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var value = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}

extension Gazetteer: PlaceSearch {
    public func places(named text: String, limit: Int) -> [LocalPlace] {
        find(text, limit: limit).map(\.local)
    }
}
