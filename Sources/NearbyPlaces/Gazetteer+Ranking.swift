import NearbySQLite
import NearbyText

extension Gazetteer {
    /// How well a place matched: lower is better.
    enum Match: UInt8, Comparable {
        /// Its own name (or ASCII name) is the text.
        case name
        /// One of its other names is the text.
        case alternateName
        /// One of its names starts with the text.
        case prefix

        static func < (a: Match, b: Match) -> Bool { a.rawValue < b.rawValue }
    }

    /// The best `limit` places for a folded text that `keep` accepts, with how they matched:
    /// the places named exactly so, then the most populous of the rest. A short prefix names
    /// thousands of spellings: the file keeps its leaders (its most populous places), and only
    /// when too few of them are left after the exact ones and `keep` are the spellings read.
    func ranked(_ folded: String, limit: Int, where keep: (GazetteerPlace) -> Bool = { _ in true })
        -> [(place: GazetteerPlace, match: Match)] {
        guard !folded.isEmpty, limit > 0 else { return [] }
        return reading([]) { file throws(SQLiteError) in
            let exact = try Self.exactlyNamed(folded, in: file).filter { keep($0.place) }
            let need = limit - exact.count
            guard need > 0 else { return Array(exact.prefix(limit)) }
            let named = Set(exact.map(\.place.id))
            var prefixed: [GazetteerPlace] = []
            let leaders = try file.leaders(of: folded)
            for id in leaders where !named.contains(id) && prefixed.count < need {
                if let place = try file.place(id)?.place, keep(place) { prefixed.append(place) }
            }
            // A prefix the file keeps no leaders for (a rare one), or too few of them left: every
            // place of the prefix, most populous first. Fewer leaders than kept are all there are.
            if prefixed.count < need, leaders.isEmpty || leaders.count >= file.leadersKept {
                prefixed = []
                let all = try file.places(prefixedBy: folded).filter { !named.contains($0.id) }
                    .sorted { a, b in a.population != b.population ? a.population > b.population : a.id < b.id }
                for candidate in all where prefixed.count < need {
                    if let place = try file.place(candidate.id)?.place, keep(place) { prefixed.append(place) }
                }
            }
            return exact + prefixed.map { (place: $0, match: Match.prefix) }
        }
    }

    /// The places one of whose names is exactly `folded`, best first: their own name before
    /// another, then population (ties in GeoNames id order, so the ranking is stable).
    static func exactlyNamed(_ folded: String, in file: GazetteerFile) throws(SQLiteError)
        -> [(place: GazetteerPlace, match: Match)] {
        var out: [(place: GazetteerPlace, match: Match)] = []
        for id in try file.places(spelled: folded) {
            guard let found = try file.place(id) else { continue }
            let own = SearchFolding.fold(found.place.name) == folded || SearchFolding.fold(found.asciiName) == folded
            out.append((found.place, own ? .name : .alternateName))
        }
        return out.sorted { a, b in
            a.match != b.match ? a.match < b.match
                : a.place.population != b.place.population ? a.place.population > b.place.population : a.place.id < b.place.id
        }
    }
}
