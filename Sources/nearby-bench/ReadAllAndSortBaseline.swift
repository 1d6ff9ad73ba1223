import NearbyFormats
import NearbyGeo
import NearbySQLite

/// The list's reload as it was before the k-nearest search, kept only as the bench's baseline:
/// every venue of the region read through the R*Tree, its distance computed, all of them sorted,
/// then cut to `limit` rows (and the name filter applied in Swift).
enum ReadAllAndSortBaseline {
    static func venues(_ database: Database, in region: Region, nearestTo point: Coordinate, limit: Int = 500)
        -> [VenueRow]
    {
        guard let query = try? database.prepare("""
            SELECT v.provider, v.id, v.name, v.address, v.lat, v.lon, v.vid
            FROM venue_index AS r JOIN venue AS v ON v.vid = r.vid
            WHERE r.max_lat >= ? AND r.min_lat <= ? AND r.max_lon >= ? AND r.min_lon <= ?
            """) else { return [] }
        var rows: [VenueRow] = []
        var seen = Set<Int>()
        let latitudes = region.latitudeRange
        for longitudes in region.longitudeRanges {
            defer { query.reset() }
            guard (try? query.bind([.double(latitudes.lowerBound), .double(latitudes.upperBound),
                                    .double(longitudes.lowerBound), .double(longitudes.upperBound)])) != nil
            else { return [] }
            while (try? query.step()) == true {
                let coordinate = Coordinate(latitude: query.double(at: 4), longitude: query.double(at: 5))
                guard region.contains(coordinate), seen.insert(query.int(at: 6)).inserted else { continue }
                let venue = Venue(provider: query.text(at: 0), id: query.text(at: 1), name: query.text(at: 2),
                                  address: query.text(at: 3), coordinate: coordinate)
                rows.append(VenueRow(venue: venue, distance: Geodesic.distance(point, coordinate)))
            }
        }
        return VenueRow.nearestFirst(rows, limit: limit)
    }
}
