import NearbyCore

extension VenueStore {
    /// The `limit` venues inside `region` nearest to `point` (ellipsoidal distance, ties by name
    /// and id), only those whose folded name contains the folded `nameFilter` when one is given.
    ///
    /// Cost follows `limit`, not the region: a box around `point` (``DistanceBox``) grows over
    /// the R*Tree until it holds more than `limit` matches, and the rows are certain once the
    /// `limit`-th nearest is inside it; only then are names and addresses read, for those rows.
    /// `isComplete` is true when the rows are every match in the region.
    public func nearest(in region: Region, to point: Coordinate, matching nameFilter: String? = nil, limit: Int = 500)
        throws(StoreError) -> RegionVenues
    {
        do {
            let needle = nameFilter.map(SearchFolding.fold).flatMap { $0.isEmpty ? nil : $0 }
            guard limit > 0 else { return RegionVenues(rows: [], isComplete: false) }
            let search = try database.prepare(needle == nil ? Self.boxQuery : Self.boxQuery + Self.filterClause)
            var radius = 250.0
            while true {
                let box = DistanceBox(center: point, radius: radius)
                let covers = box.covers(region)
                var found = try candidates(in: box, of: region, from: point, query: search, needle: needle)
                if covers || found.count > limit {
                    var bound = Double.infinity
                    if found.count > limit {
                        found.sort { $0.angle < $1.angle }
                        // At least `limit` venues lie within this distance, so the nearest do too. The
                        // millimetre covers the haversine's rounding (near a pole, venues at one
                        // point can differ by 1e-16 rad while their ellipsoidal distances tie).
                        bound = found[limit - 1].angle * DistanceBox.maximumRadius * (1 + 1e-9) + 1e-3
                        if !covers && bound > radius {
                            radius = bound
                            continue
                        }
                    }
                    let kept = found.filter { $0.angle * DistanceBox.minimumRadius <= bound }
                    let rows = try details(of: kept, from: point)
                    return RegionVenues(rows: VenueRow.nearestFirst(rows, limit: limit), isComplete: found.count <= limit)
                }
                // Grow by the density seen so far (area goes with the square of the radius).
                let factor = found.isEmpty ? 4 : min(4, max(1.5, (Double(limit + 1) / Double(found.count)).squareRoot() * 1.25))
                radius *= factor
            }
        } catch {
            throw .sqlite(error)
        }
    }

    /// The rows of the list: ``nearest(in:to:matching:limit:)`` without the completeness.
    public func venues(in region: Region, nearestTo point: Coordinate, matching nameFilter: String? = nil, limit: Int = 500)
        throws(StoreError) -> [VenueRow]
    {
        try nearest(in: region, to: point, matching: nameFilter, limit: limit).rows
    }

    private static let boxQuery = """
        SELECT r.vid, v.lat, v.lon
        FROM venue_index AS r JOIN venue AS v ON v.vid = r.vid
        WHERE r.max_lat >= ?1 AND r.min_lat <= ?2 AND r.max_lon >= ?3 AND r.min_lon <= ?4
        """
    private static let filterClause = " AND instr(v.name_folded, ?5) > 0"

    private struct Candidate {
        var vid: Int
        var coordinate: Coordinate
        /// Central angle from the search point on the bounding spheres (DistanceBox.angle).
        var angle: Double
    }

    /// The matches inside both the box and the region, each once.
    private func candidates(in box: DistanceBox, of region: Region, from point: Coordinate, query: Statement,
                            needle: String?) throws(SQLiteError) -> [Candidate] {
        let parts = box.intersection(with: region)
        var found: [Candidate] = []
        var seen = Set<Int>()
        for part in parts {
            defer { query.reset() }
            try query.bind(double: part.latitudes.lowerBound, at: 1)
            try query.bind(double: part.latitudes.upperBound, at: 2)
            try query.bind(double: part.longitudes.lowerBound, at: 3)
            try query.bind(double: part.longitudes.upperBound, at: 4)
            if let needle { try query.bind(text: needle, at: 5) }
            while try query.step() {
                let coordinate = Coordinate(latitude: query.double(at: 1), longitude: query.double(at: 2))
                // The R*Tree stores 32-bit bounds rounded outwards: the exact test is the region's.
                guard region.contains(coordinate) else { continue }
                let vid = query.int(at: 0)
                // Rounded-out bounds can let one venue match two parts of the region.
                if parts.count > 1, !seen.insert(vid).inserted { continue }
                found.append(Candidate(vid: vid, coordinate: coordinate, angle: DistanceBox.angle(point, coordinate)))
            }
        }
        return found
    }

    /// Names and addresses for the chosen candidates, with their exact distances.
    private func details(of chosen: [Candidate], from point: Coordinate) throws(SQLiteError) -> [VenueRow] {
        let query = try database.prepare("SELECT provider, id, name, address FROM venue WHERE vid = ?1")
        var rows: [VenueRow] = []
        rows.reserveCapacity(chosen.count)
        for candidate in chosen {
            defer { query.reset() }
            try query.bind(integer: candidate.vid, at: 1)
            guard try query.step() else { continue }
            let venue = Venue(provider: query.text(at: 0), id: query.text(at: 1), name: query.text(at: 2),
                              address: query.text(at: 3), coordinate: candidate.coordinate)
            rows.append(VenueRow(venue: venue, distance: Geodesic.distance(point, candidate.coordinate)))
        }
        return rows
    }
}
