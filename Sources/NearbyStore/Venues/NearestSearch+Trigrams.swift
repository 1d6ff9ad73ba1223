#if canImport(Glibc)
import Glibc
#endif
import NearbyFormats
import NearbyGeo
import NearbySQLite

/// The trigram index's way to the nearest matches of a name filter: the matches anywhere, read
/// from the FTS5 index of folded names, refused early when they cannot be among the nearest.
extension NearestSearch {
    /// The matches of `needle` (three characters or more) inside the region, from the trigram
    /// index: every trigram must be there, then the exact substring test on the folded name.
    /// Only those that may be among the `limit` nearest are kept (none nearer than the
    /// `limit`-th farthest bracket so far is dropped, so the kept hold the same bound), and
    /// `total` counts the matches up to at least `limit + 1` (every one while there are no more):
    /// matches anywhere can be many times `limit`, and a name too far to be kept is tested only
    /// while the count can still say whether the rows are all of them.
    func candidates(named needle: String, trigrams: String, keeping limit: Int) throws(SQLiteError)
        -> (candidates: [Candidate], total: Int)
    {
        // The name is tested here, not in SQL: most candidates are too far to need it.
        let query = try database.cached("""
            SELECT v.vid, v.lat, v.lon, v.name_folded FROM venue_name JOIN venue AS v ON v.vid = venue_name.rowid
            WHERE venue_name MATCH ?1
            """)
        defer { query.reset() }
        try query.bind(text: trigrams, at: 1)
        // As SQL would see it bound (text ends at a NUL).
        let bytes = Array(needle.utf8.prefix { $0 != 0 })
        var found: [Candidate] = []
        var farthest = DistanceHeap(capacity: limit)
        var reach = Reach.none
        var total = 0
        while try query.step() {
            let latitude = query.double(at: 1), longitude = query.double(at: 2)
            guard contains(latitude: latitude, longitude: longitude) else { continue }
            // Most matches anywhere lie beyond the `limit` kept so far: refused by their latitude
            // alone, or by the haversine term, before a candidate is made.
            if reach.excludes(latitude: latitude, longitude: longitude, from: self) {
                if total <= limit, query.text(at: 3, contains: bytes) { total += 1 }
                continue
            }
            guard query.text(at: 3, contains: bytes) else { continue }
            total += 1
            let match = candidate(vid: query.int(at: 0), latitudes: latitude...latitude, longitudes: longitude...longitude)
            if let bound = farthest.bound, match.nearest > bound { continue }
            farthest.insert(match.farthest)
            found.append(match)
            if let bound = farthest.bound { reach = Reach(bound: bound) }
        }
        return (found, total)
    }

    /// The central angle beyond which a point's nearest bracket (``candidate(vid:latitudes:longitudes:)``
    /// of a point: the angle times the smallest radius, less a millimetre) exceeds `bound`, with a
    /// margin outwards, and the haversine term (``angleFromPoint(to:)``'s `h`) of that angle: a point
    /// beyond either is past `bound` as that test computes it, so refusing it first changes
    /// nothing (a point within the margin is kept, and judged by the bracket as before).
    struct Reach {
        /// Radians; infinite while nothing is excluded.
        let angle: Double
        /// sin²(angle / 2), or above 1 when the angle reaches every point.
        let haversine: Double

        static let none = Reach(angle: .infinity, haversine: 2)

        private init(angle: Double, haversine: Double) {
            self.angle = angle
            self.haversine = haversine
        }

        init(bound: Double) {
            let exact = (bound + 1e-3) / (DistanceBox.minimumRadius * (1 - 1e-9))
            let angle = max(0, exact) * (1 + 1e-6) + 1e-12
            guard angle.isFinite, angle < .pi else {
                self = .none
                return
            }
            let s = sin(angle / 2)
            self.init(angle: angle, haversine: s * s * (1 + 1e-9))
        }

        /// Whether the point lies farther than the angle from `search`'s point.
        func excludes(latitude: Double, longitude: Double, from search: NearestSearch) -> Bool {
            guard haversine <= 1 else { return false }
            let phi2 = latitude * .pi / 180
            let dPhi = phi2 - search.pointPhi
            // The central angle is at least the difference in latitude.
            if abs(dPhi) > angle { return true }
            // A lower bound of the haversine term without trigonometry: sin x ≥ x − x³/6 for
            // 0 ≤ x ≤ π/2 (sin² of half the longitude difference is sin² of its distance to 0 or
            // π, whichever is nearer, while the difference is within a turn: a search point
            // given past ±180° goes to the exact term) and cos x ≥ 1 − x²/2. The margin covers
            // the rounding of both terms' arguments near π.
            let halfLambda = abs(longitude - search.point.longitude) * .pi / 360
            if halfLambda <= .pi {
                let x = min(halfLambda, .pi - halfLambda), y = abs(dPhi) / 2
                let sinX = max(0, x - x * x * x / 6), sinY = max(0, y - y * y * y / 6)
                let below = sinY * sinY + search.pointCosPhi * max(0, 1 - phi2 * phi2 / 2) * sinX * sinX
                if below * (1 - 1e-6) - 1e-24 > haversine { return true }
            }
            return search.haversine(phi2: phi2, dPhi: dPhi, longitude: longitude) > haversine
        }
    }

    /// The `limit` nearest matches of `needle` from the trigram index.
    func nearest(named needle: String, trigrams: String, limit: Int) throws(SQLiteError) -> RegionVenues {
        let found = try candidates(named: needle, trigrams: trigrams, keeping: limit)
        return try nearest(found.candidates, limit: limit, total: found.total)
    }

    /// The distinct trigrams of `needle` (three characters or more), in order.
    static func trigrams(_ needle: String) -> [String] {
        let scalars = Array(needle.unicodeScalars)
        var trigrams: [String] = []
        for start in 0...max(0, scalars.count - 3) where start + 3 <= scalars.count {
            var trigram = String.UnicodeScalarView()
            trigram.append(contentsOf: scalars[start..<(start + 3)])
            if !trigrams.contains(String(trigram)) { trigrams.append(String(trigram)) }
        }
        return trigrams
    }

    /// `"abc" AND "bcd" AND …`: the index keeps no positions (detail=none), so it answers no
    /// phrase; every trigram must be in the name (the exact test on the name follows).
    static func trigramQuery(_ trigrams: [String]) -> String {
        trigrams.map { "\"" + $0.replacingQuotes + "\"" }.joined(separator: " AND ")
    }
}

extension String {
    /// Double quotes doubled, for a string inside an FTS5 query's quotes.
    fileprivate var replacingQuotes: String {
        var out = ""
        for character in self { out += character == "\"" ? "\"\"" : String(character) }
        return out
    }
}
