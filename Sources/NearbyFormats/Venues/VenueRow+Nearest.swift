import NearbyGeo

extension VenueRow {
    /// The one "nearest first" order: by distance, then name, then id, so venues at the same
    /// distance are listed the same way by the store, the providers and the list.
    public static func isNearer(_ a: VenueRow, _ b: VenueRow) -> Bool {
        if a.distance != b.distance { return a.distance < b.distance }
        if a.venue.name != b.venue.name { return a.venue.name < b.venue.name }
        if a.venue.id != b.venue.id { return a.venue.id < b.venue.id }
        return a.venue.provider < b.venue.provider
    }

    /// `rows` nearest first, at most `limit` of them.
    public static func nearestFirst(_ rows: [VenueRow], limit: Int) -> [VenueRow] {
        Array(rows.sorted(by: isNearer).prefix(max(0, limit)))
    }
}

extension Venue {
    /// The `limit` venues nearest to `point` (ellipsoidal distance) within `radius` meters,
    /// nearest first, with their distances.
    public static func nearest(_ venues: [Venue], to point: Coordinate, within radius: Double = .infinity, limit: Int)
        -> [VenueRow]
    {
        let rows = venues.compactMap { venue -> VenueRow? in
            let distance = Geodesic.distance(point, venue.coordinate)
            return distance <= radius ? VenueRow(venue: venue, distance: distance) : nil
        }
        return VenueRow.nearestFirst(rows, limit: limit)
    }
}
