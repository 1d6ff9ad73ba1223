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

    /// The best `limit` places for a folded text, with how they matched. A short prefix names
    /// thousands of spellings: each place's best match is kept in a flat array (no hashing),
    /// the exact matches (a handful) are sorted, and of the rest only the `limit` most populous
    /// are kept, in one pass.
    func ranked(_ folded: String, limit: Int) -> [(place: Int32, match: Match)] {
        guard !folded.isEmpty, limit > 0 else { return [] }
        let key = Array(folded.utf8)
        let range = names.range(prefixedBy: key)
        let unseen = UInt8.max
        var best = [UInt8](repeating: unseen, count: places.count)
        var touched: [Int32] = []
        touched.reserveCapacity(min(range.count, 1 << 15))
        for index in range {
            let place = names.places[index]
            let match = names.equals(index, key) ? Match.alternateName.rawValue : Match.prefix.rawValue
            let seen = best[Int(place)]
            if seen == unseen { touched.append(place) }
            if match < seen { best[Int(place)] = match }
        }
        var exact: [(place: Int32, match: Match)] = []
        var prefixed: [Int32] = []
        prefixed.reserveCapacity(limit + 1)
        for place in touched {
            if best[Int(place)] == Match.prefix.rawValue {
                keepMostPopulous(place, in: &prefixed, limit: limit)
                continue
            }
            let own = SearchFolding.fold(places[Int(place)].name) == folded || SearchFolding.fold(asciiNames[Int(place)]) == folded
            exact.append((place, own ? .name : .alternateName))
        }
        exact.sort { a, b in a.match != b.match ? a.match < b.match : morePopulous(a.place, b.place) }
        return Array((exact + prefixed.map { (place: $0, match: Match.prefix) }).prefix(limit))
    }

    /// Puts `place` into `window` (most populous first, at most `limit`) if it belongs there.
    private func keepMostPopulous(_ place: Int32, in window: inout [Int32], limit: Int) {
        if window.count == limit, let last = window.last, !morePopulous(place, last) { return }
        var at = window.count
        while at > 0, morePopulous(place, window[at - 1]) { at -= 1 }
        window.insert(place, at: at)
        if window.count > limit { window.removeLast() }
    }

    /// Population first; equal populations in GeoNames id order, so the ranking is stable.
    private func morePopulous(_ a: Int32, _ b: Int32) -> Bool {
        let pa = populations[Int(a)], pb = populations[Int(b)]
        return pa != pb ? pa > pb : places[Int(a)].id < places[Int(b)].id
    }
}
