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
        // its first column).
        test = try database.prepare("""
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
        var rows: [Int: VenueRow] = [:]
        var judged = AcceptedRows(limit: limit + 1, budget: budget)
        let found = try judged.search(search, point: point, region: region) { candidate throws(SQLiteError) in
            guard let row = try matching(candidate.vid) else { return false }
            rows[candidate.vid] = row
            return true
        }
        if judged.isOverBudget { return nil }
        // `limit + 1` matches found: the region holds more than the list shows.
        return RegionVenues(rows: VenueRow.nearestFirst(found.candidates.compactMap { rows[$0.vid] }, limit: limit),
                            isComplete: found.candidates.count <= limit)
    }

    /// The venue's row when its folded name holds the needle, else nil.
    private func matching(_ vid: Int) throws(SQLiteError) -> VenueRow? {
        defer { test.reset() }
        try test.bind(text: needle, at: 1)
        try test.bind(integer: vid, at: 2)
        guard try test.step(), test.int(at: 0) != 0 else { return nil }
        let coordinate = Coordinate(latitude: test.double(at: 5), longitude: test.double(at: 6))
        let venue = Venue(provider: test.text(at: 1), id: test.text(at: 2), name: test.text(at: 3), address: test.text(at: 4),
                          coordinate: coordinate, details: VenueStore.details(test, from: 7))
        return VenueRow(venue: venue, distance: Geodesic.distance(point, coordinate))
    }
}
