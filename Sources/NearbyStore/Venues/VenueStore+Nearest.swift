#if canImport(Glibc)
import Glibc
#endif
import NearbyFormats
import NearbyGeo
import NearbySQLite
import NearbyText

extension VenueStore {
    /// The `limit` venues inside `region` nearest to `point` (ellipsoidal distance, ties by name
    /// and id), only those whose folded name contains the folded `nameFilter` when one is given.
    ///
    /// Cost follows `limit`, not the region: a box around `point` (``DistanceBox``) grows over
    /// the R*Tree until it holds more than `limit` matches, and the rows are certain once the
    /// `limit`-th nearest is inside it; only then are names, addresses and exact distances read,
    /// for those rows. `isComplete` is true when the rows are every match in the region.
    ///
    /// A filter that few venues match would make the box grow over the whole region: a filter of
    /// three or more characters is read the cheaper of two ways by an estimate (``NamePlan``),
    /// from the region or from the trigram index of folded names, and a search of the region
    /// that has read as many rows as the index would cost goes to the index. `rareMatches` and
    /// `rowBudget` fix the choice instead: fewer matches than `rareMatches` go to the index, and
    /// the region's search goes there after `rowBudget` rows.
    public func nearest(in region: Region, to point: Coordinate, matching nameFilter: String? = nil, limit: Int = 500,
                        rareMatches: Int? = nil, rowBudget: Int? = nil) throws(StoreError) -> RegionVenues
    {
        do {
            return try database.reading { () throws(SQLiteError) -> RegionVenues in
                try nearestInTransaction(in: region, to: point, matching: nameFilter, limit: limit,
                                         rareMatches: rareMatches, rowBudget: rowBudget)
            }
        } catch {
            throw .sqlite(error)
        }
    }

    private func nearestInTransaction(in region: Region, to point: Coordinate, matching nameFilter: String?, limit: Int,
                                      rareMatches: Int?, rowBudget: Int?) throws(SQLiteError) -> RegionVenues {
        let needle = nameFilter.map(SearchFolding.fold).flatMap { $0.isEmpty ? nil : $0 }
        guard limit > 0 else { return RegionVenues(rows: [], isComplete: false) }
        let search = try NearestSearch(database: database, region: region, point: point, needle: needle)
        var budget: Int?
        var trigrams = ""
        var radius = 250.0
        if let needle, needle.unicodeScalars.count >= 3 {
            let chosen = try NamePlan.choose(needle, region: region, limit: limit, rareMatches: rareMatches,
                                             rowBudget: rowBudget, database: database)
            switch chosen.plan {
            case .nothing: return RegionVenues(rows: [], isComplete: true)
            case .index: return try search.nearest(named: needle, trigrams: chosen.trigrams, limit: limit)
            case .region(let rows):
                let judged = try NameJudgedSearch(database: database, region: region, point: point, needle: needle,
                                                  limit: limit, budget: rows)
                if let found = try judged.nearest() { return found }
                return try search.nearest(named: needle, trigrams: chosen.trigrams, limit: limit)
            case .boxes(let rows):
                budget = rows
                trigrams = chosen.trigrams
            case .wholeRegion:
                // A box wider than half the globe covers every region.
                radius = 2.1e7
            }
        }
        while true {
            let box = DistanceBox(center: point, radius: radius)
            let covers = box.covers(region)
            guard var found = try search.candidates(in: box, budget: budget) else {
                // A rare filter: read its matches from the trigram index instead of the region.
                return try search.nearest(named: needle ?? "", trigrams: trigrams, limit: limit)
            }
            if covers || found.count > limit {
                if found.count > limit {
                    found.sort { $0.farthest < $1.farthest }
                    // At least `limit` venues lie within this distance, so the nearest do too.
                    let bound = found[limit - 1].farthest
                    if !covers && bound > radius {
                        radius = bound
                        continue
                    }
                }
                return try search.nearest(found, limit: limit)
            }
            // Grow by the density seen so far (area goes with the square of the radius).
            let factor = found.isEmpty ? 4 : min(4, max(1.5, (Double(limit + 1) / Double(found.count)).squareRoot() * 1.2))
            radius *= factor
        }
    }

    /// The rows of the list: ``nearest(in:to:matching:limit:)`` without the completeness.
    public func venues(in region: Region, nearestTo point: Coordinate, matching nameFilter: String? = nil, limit: Int = 500)
        throws(StoreError) -> [VenueRow]
    {
        try nearest(in: region, to: point, matching: nameFilter, limit: limit).rows
    }
}

/// One k-nearest search's statements and bounds. Without a name filter it reads only the R*Tree,
/// whose 32-bit bounds are rounded outwards around each venue: distances are bracketed from the
/// bounds, and the exact coordinates are looked up only for the rows kept (and for the rare venue
/// whose bounds straddle the region's edge). `tree` may search the R*Tree of venues with
/// opening hours instead (schema step 5), or of venues with a known facet, for predicates no
/// other venue can pass.
final class NearestSearch {
    /// Which venues a search reads, and what each candidate carries besides its bounds.
    enum Tree {
        /// Every venue (`venue_index`).
        case venues
        /// Venues with opening hours (`venue_hours`), each with its hours value.
        case hours
        /// Venues with a known facet (`venue_facets`), each with its facet bits.
        case facets
        /// Every venue, each with its facet bits read from its row (for a facet filter that
        /// accepts unknown, which venues with no facet known can pass).
        case venuesWithFacets
    }
    private let region: Region
    let point: Coordinate
    private let needle: String?
    private let boxQuery: Statement
    private let exact: Statement
    private let details: Statement
    private let latitudes: ClosedRange<Double>
    /// `point`'s latitude in radians and its cosine, for ``angleFromPoint(to:)``.
    let pointPhi: Double, pointCosPhi: Double
    private let longitudes: [ClosedRange<Double>]
    let database: Database
    private let onlyWithHours: Bool
    private let tree: Tree
    private let valueQuery: Statement?
    private let ownValueQuery: Statement?
    /// The hours values read so far, by number: a search meets each distinct value once.
    private var values: [Int: String] = [:]
    /// Rows the box search has read so far, matching or not.
    private var rowsRead = 0

    /// A venue that may be among the nearest, with its distance bracketed in meters.
    struct Candidate {
        var vid: Int
        var nearest: Double
        var farthest: Double
        /// The middle of its bounds (within a metre of the venue).
        var middle: Coordinate
        /// Its `opening_hours`, when read from the R*Tree of venues with hours.
        var openingHours: String?
        /// Its facet bits (FacetBits), when the search reads them.
        var facetBits: Int?
        /// Whether `middle` is exactly where it is (its bounds were read from the venue row, not
        /// the R*Tree's rounded ones): its distance needs no row read.
        var isPoint = false
    }

    /// A facet search's test, made in SQL so that only passing venues come back: the bits under
    /// `mask` must be `want` (FacetMatch).
    private let facetTest: (mask: Int, want: Int)?

    init(database: Database, region: Region, point: Coordinate, needle: String?, onlyWithHours: Bool = false,
         tree: Tree? = nil, facetTest: (mask: Int, want: Int)? = nil) throws(SQLiteError)
    {
        self.facetTest = facetTest
        self.region = region
        self.point = point
        self.needle = needle
        self.database = database
        let tree = tree ?? (onlyWithHours ? .hours : .venues)
        self.tree = tree
        self.onlyWithHours = tree == .hours
        let index: String
        // The third dimension (the number of the hours value, or the facet bits) comes last
        // (columns 5 and 6, or 6 and 7 after the name test).
        let extra: String
        switch tree {
        case .venues: (index, extra) = ("venue_index", "")
        case .hours: (index, extra) = ("venue_hours", ", r.min_value, r.max_value")
        case .facets: (index, extra) = ("venue_facets", ", r.min_bits, r.max_bits")
        case .venuesWithFacets: (index, extra) = ("venue_index", ", v.facets, v.facets")
        }
        let joined = needle != nil || tree == .venuesWithFacets
        let nameTest = needle == nil ? "" : ", instr(v.name_folded, ?5) > 0"
        // SQLite runs the facet test on each entry the R*Tree yields, before a row reaches Swift.
        let bits = tree == .venuesWithFacets ? "v.facets" : "r.min_bits"
        // And the R*Tree itself skips the entries outside the least and greatest bits that can pass.
        let range = tree == .facets ? " AND r.max_bits >= ?8 AND r.min_bits <= ?9" : ""
        let facetCondition = facetTest == nil ? "" : " AND (\(bits) & ?6) = ?7" + range
        boxQuery = try database.cached(!joined ? """
            SELECT vid, min_lat, max_lat, min_lon, max_lon\(extra) FROM \(index) AS r
            WHERE max_lat >= ?1 AND min_lat <= ?2 AND max_lon >= ?3 AND min_lon <= ?4\(facetCondition)
            """ : """
            SELECT r.vid, v.lat, v.lat, v.lon, v.lon\(nameTest)\(extra)
            FROM \(index) AS r JOIN venue AS v ON v.vid = r.vid
            WHERE r.max_lat >= ?1 AND r.min_lat <= ?2 AND r.max_lon >= ?3 AND r.min_lon <= ?4\(facetCondition)
            """)
        exact = try database.cached("SELECT lat, lon FROM venue WHERE vid = ?1")
        valueQuery = onlyWithHours ? try database.cached("SELECT value FROM hours_value WHERE id = ?1") : nil
        ownValueQuery = onlyWithHours ? try database.cached("SELECT opening_hours FROM venue WHERE vid = ?1") : nil
        details = try database.cached(
            "SELECT provider, id, name, address, lat, lon, \(VenueStore.detailNames) FROM venue WHERE vid = ?1")
        latitudes = region.latitudeRange
        longitudes = region.longitudeRanges
        pointPhi = point.latitude * .pi / 180
        pointCosPhi = cos(pointPhi)
    }

    /// ``Region/contains(_:)`` for the region searched, from its ranges kept at the start: the
    /// index path tests every match anywhere. A longitude outside ±180° goes to the region's own
    /// test, which reduces it first.
    func contains(latitude: Double, longitude: Double) -> Bool {
        guard latitudes.contains(latitude) else { return false }
        guard longitude >= -180 && longitude <= 180 else {
            return region.contains(Coordinate(latitude: latitude, longitude: longitude))
        }
        return longitudes.contains { $0.contains(longitude) }
    }

    /// ``DistanceBox/angle(_:_:)`` from `point`, the same operations in the same order, with the
    /// cosine of `point`'s latitude computed once per search rather than once per candidate.
    private func angleFromPoint(to b: Coordinate) -> Double {
        let phi2 = b.latitude * .pi / 180
        let h = haversine(phi2: phi2, dPhi: phi2 - pointPhi, longitude: b.longitude)
        return 2 * asin(h.squareRoot())
    }

    /// The haversine term of ``angleFromPoint(to:)`` (sin² of half the angle), for a point at
    /// latitude `phi2` radians, `dPhi` from `point`'s.
    func haversine(phi2: Double, dPhi: Double, longitude: Double) -> Double {
        let dLambda = (longitude - point.longitude) * .pi / 180
        let s1 = sin(dPhi / 2), s2 = sin(dLambda / 2)
        return min(1, max(0, s1 * s1 + pointCosPhi * cos(phi2) * s2 * s2))
    }

    /// The matches inside both the box and the region, each once; nil when more than `budget`
    /// rows in all have been read without finding what the search needs. With `inner` (a box
    /// inside `box` searched before), only the ring between them is read; a venue on the inner
    /// box's edge may come again.
    func candidates(in box: DistanceBox, budget: Int?, excluding inner: DistanceBox? = nil) throws(SQLiteError) -> [Candidate]? {
        var parts = box.intersection(with: region)
        if let inner {
            let holes = inner.intersection(with: region)
            parts = parts.flatMap { part in holes.reduce([part]) { rects, hole in rects.flatMap { Self.subtract(hole, from: $0) } } }
        }
        var found: [Candidate] = []
        var seen = Set<Int>()
        for part in parts {
            defer { boxQuery.reset() }
            try boxQuery.bind(double: part.latitudes.lowerBound, at: 1)
            try boxQuery.bind(double: part.latitudes.upperBound, at: 2)
            try boxQuery.bind(double: part.longitudes.lowerBound, at: 3)
            try boxQuery.bind(double: part.longitudes.upperBound, at: 4)
            if let needle { try boxQuery.bind(text: needle, at: 5) }
            if let facetTest {
                try boxQuery.bind(integer: facetTest.mask, at: 6)
                try boxQuery.bind(integer: facetTest.want, at: 7)
                if tree == .facets {
                    try boxQuery.bind(integer: facetTest.want, at: 8)
                    try boxQuery.bind(integer: facetTest.want | (FacetBits.all & ~facetTest.mask), at: 9)
                }
            }
            while try boxQuery.step() {
                rowsRead += 1
                if let budget, rowsRead > budget { return nil }
                if needle != nil, boxQuery.int(at: 5) == 0 { continue }
                let vid = boxQuery.int(at: 0)
                let lat = boxQuery.double(at: 1)...boxQuery.double(at: 2), lon = boxQuery.double(at: 3)...boxQuery.double(at: 4)
                guard try isInside(vid: vid, latitudes: lat, longitudes: lon) else { continue }
                // Rounded-out bounds can let one venue match two parts of the region.
                if parts.count > 1, !seen.insert(vid).inserted { continue }
                var match = candidate(vid: vid, latitudes: lat, longitudes: lon)
                let column: Int32 = needle == nil ? 5 : 6
                switch tree {
                case .venues: break
                case .hours:
                    match.openingHours = try hoursValue(low: boxQuery.double(at: column), high: boxQuery.double(at: column + 1),
                                                        vid: vid)
                case .facets, .venuesWithFacets:
                    match.facetBits = boxQuery.int(at: column)
                }
                found.append(match)
            }
        }
        return found
    }

    typealias Rectangle = (latitudes: ClosedRange<Double>, longitudes: ClosedRange<Double>)

    /// `rect` without `hole`: up to four rectangles (south, north, and west and east of the hole
    /// in its band), sharing their edges with the hole.
    static func subtract(_ hole: Rectangle, from rect: Rectangle) -> [Rectangle] {
        guard rect.latitudes.overlaps(hole.latitudes), rect.longitudes.overlaps(hole.longitudes) else { return [rect] }
        var out: [Rectangle] = []
        if rect.latitudes.lowerBound < hole.latitudes.lowerBound {
            out.append((rect.latitudes.lowerBound...hole.latitudes.lowerBound, rect.longitudes))
        }
        if rect.latitudes.upperBound > hole.latitudes.upperBound {
            out.append((hole.latitudes.upperBound...rect.latitudes.upperBound, rect.longitudes))
        }
        let band = rect.latitudes.clamped(to: hole.latitudes)
        if rect.longitudes.lowerBound < hole.longitudes.lowerBound {
            out.append((band, rect.longitudes.lowerBound...hole.longitudes.lowerBound))
        }
        if rect.longitudes.upperBound > hole.longitudes.upperBound {
            out.append((band, hole.longitudes.upperBound...rect.longitudes.upperBound))
        }
        return out
    }

    /// The hours value numbered `low` (= `high` when the R*Tree holds the number exactly), else
    /// the venue's own column.
    private func hoursValue(low: Double, high: Double, vid: Int) throws(SQLiteError) -> String? {
        if low == high, let known = values[Int(low)] { return known }
        let query = low == high ? valueQuery : ownValueQuery
        guard let query else { return nil }
        defer { query.reset() }
        try query.bind(integer: low == high ? Int(low) : vid, at: 1)
        guard try query.step(), !query.isNull(at: 0) else { return nil }
        let value = query.text(at: 0)
        if low == high { values[Int(low)] = value }
        return value
    }

    /// Whether the venue inside these bounds lies in the region: decided by the bounds when they
    /// are wholly inside or outside, otherwise by its exact coordinate.
    private func isInside(vid: Int, latitudes lat: ClosedRange<Double>, longitudes lon: ClosedRange<Double>)
        throws(SQLiteError) -> Bool
    {
        guard lat.overlaps(latitudes), longitudes.contains(where: { $0.overlaps(lon) }) else { return false }
        let latInside = latitudes.contains(lat.lowerBound) && latitudes.contains(lat.upperBound)
        if latInside, longitudes.contains(where: { $0.contains(lon.lowerBound) && $0.contains(lon.upperBound) }) {
            return true
        }
        defer { exact.reset() }
        try exact.bind(integer: vid, at: 1)
        guard try exact.step() else { return false }
        return region.contains(Coordinate(latitude: exact.double(at: 0), longitude: exact.double(at: 1)))
    }

    /// The distance bracket of a venue somewhere inside these bounds: the central angle to their
    /// middle, widened by their half-sizes (moving a point by dφ and dλ changes the angle by at
    /// most dφ + dλ), scaled by the smallest and largest radius of curvature. The millimetre
    /// covers the haversine's rounding (near a pole, venues at one point can differ by 1e-16 rad
    /// while their ellipsoidal distances tie).
    func candidate(vid: Int, latitudes lat: ClosedRange<Double>, longitudes lon: ClosedRange<Double>) -> Candidate {
        let middle = Coordinate(latitude: (lat.lowerBound + lat.upperBound) / 2,
                                longitude: (lon.lowerBound + lon.upperBound) / 2)
        let slack = ((lat.upperBound - lat.lowerBound) + (lon.upperBound - lon.lowerBound)) / 2 * .pi / 180
        let angle = angleFromPoint(to: middle)
        return Candidate(vid: vid, nearest: max(0, angle - slack) * DistanceBox.minimumRadius * (1 - 1e-9) - 1e-3,
                         farthest: (angle + slack) * DistanceBox.maximumRadius * (1 + 1e-9) + 1e-3, middle: middle,
                         isPoint: slack == 0)
    }

    /// Names, addresses, details, exact coordinates and distances for the chosen candidates.
    func rows(for chosen: [Candidate]) throws(SQLiteError) -> [VenueRow] {
        var rows: [VenueRow] = []
        rows.reserveCapacity(chosen.count)
        for candidate in chosen {
            if let row = try row(vid: candidate.vid) { rows.append(row) }
        }
        return rows
    }

    /// One venue's row, or nil when it is gone; `distance`, when known, is its distance already.
    func row(vid: Int, distance: Double? = nil) throws(SQLiteError) -> VenueRow? {
        defer { details.reset() }
        try details.bind(integer: vid, at: 1)
        guard try details.step() else { return nil }
        let coordinate = Coordinate(latitude: details.double(at: 4), longitude: details.double(at: 5))
        let venue = Venue(provider: details.text(at: 0), id: details.text(at: 1), name: details.text(at: 2),
                          address: details.text(at: 3), coordinate: coordinate,
                          details: VenueStore.details(details, from: 6))
        return VenueRow(venue: venue, distance: distance ?? Geodesic.distance(point, coordinate))
    }
}
