import NearbyFormats
import NearbyGeo
import NearbySQLite

/// A name filter read from the region nearest first (``NamePlan/region(budget:)``): the box
/// grows over the R*Tree alone, as without a filter, and each venue's name is tested once, in
/// the order of the nearest it could be, only until the rows are certain. A box that grows
/// again costs no name read for a venue already judged.
///
/// It looks for `limit + 1` matches: finding them says the region holds more than the list
/// shows (the title's "500+") without testing every other name.
struct NameJudgedSearch {
    let search: NearestSearch
    let test: Statement
    let needle: String
    let point: Coordinate
    let region: Region
    let limit: Int
    /// Names tested at most before the index is cheaper; nil for no bound.
    let budget: Int?

    init(database: Database, region: Region, point: Coordinate, needle: String, limit: Int, budget: Int?)
        throws(SQLiteError)
    {
        search = try NearestSearch(database: database, region: region, point: point, needle: nil)
        // The row comes with the verdict: an accepted venue is read once (a refused one only to
        // its first column); its distance waits until it may be listed.
        test = try database.cached("""
            SELECT instr(name_folded, ?1) > 0, provider, id, name, address, lat, lon, \(VenueStore.detailNames)
            FROM venue WHERE vid = ?2
            """)
        self.needle = needle
        self.point = point
        self.region = region
        self.limit = limit
        self.budget = budget
    }

    /// The rows, or nil once `budget` names have been tested.
    func nearest() throws(SQLiteError) -> RegionVenues? {
        var venues: [Int: Venue] = [:]
        venues.reserveCapacity(2 * limit + 2)
        var judged = AcceptedRows(limit: limit + 1, budget: budget)
        let found = try judged.search(search, point: point, region: region) { candidate throws(SQLiteError) in
            guard let venue = try matching(candidate.vid) else { return false }
            venues[candidate.vid] = venue
            return true
        }
        if judged.isOverBudget { return nil }
        let located = found.candidates.map { candidate in
            var located = candidate
            if let venue = venues[candidate.vid] {
                located.middle = venue.coordinate
                located.isPoint = true
            }
            return located
        }
        // `limit + 1` matches found: the region holds more than the list shows.
        return try search.nearest(located, limit: limit, known: venues)
    }

    /// The venue when its folded name holds the needle, else nil.
    private func matching(_ vid: Int) throws(SQLiteError) -> Venue? {
        defer { test.reset() }
        try test.bind(text: needle, at: 1)
        try test.bind(integer: vid, at: 2)
        guard try test.step(), test.int(at: 0) != 0 else { return nil }
        let coordinate = Coordinate(latitude: test.double(at: 5), longitude: test.double(at: 6))
        return Venue(provider: test.text(at: 1), id: test.text(at: 2), name: test.text(at: 3), address: test.text(at: 4),
                     coordinate: coordinate, details: VenueStore.details(test, from: 7))
    }
}
