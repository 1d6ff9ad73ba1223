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
        // The verdict comes with the venue's point, so its distance needs no second read; names,
        // addresses and details are read only for the rows listed.
        test = try database.prepare("SELECT instr(name_folded, ?1) > 0, lat, lon FROM venue WHERE vid = ?2")
        self.needle = needle
        self.point = point
        self.region = region
        self.limit = limit
        self.budget = budget
    }

    /// The rows, or nil once `budget` names have been tested.
    func nearest() throws(SQLiteError) -> RegionVenues? {
        var points: [Int: Coordinate] = [:]
        points.reserveCapacity(2 * limit + 2)
        var judged = AcceptedRows(limit: limit + 1, budget: budget)
        let found = try judged.search(search, point: point, region: region) { candidate throws(SQLiteError) in
            guard let point = try matching(candidate.vid) else { return false }
            points[candidate.vid] = point
            return true
        }
        if judged.isOverBudget { return nil }
        let located = found.candidates.map { candidate in
            var located = candidate
            if let point = points[candidate.vid] {
                located.middle = point
                located.isPoint = true
            }
            return located
        }
        // `limit + 1` matches found: the region holds more than the list shows.
        return try search.nearest(located, limit: limit)
    }

    /// Where the venue is when its folded name holds the needle, else nil.
    private func matching(_ vid: Int) throws(SQLiteError) -> Coordinate? {
        defer { test.reset() }
        try test.bind(text: needle, at: 1)
        try test.bind(integer: vid, at: 2)
        guard try test.step(), test.int(at: 0) != 0 else { return nil }
        return Coordinate(latitude: test.double(at: 1), longitude: test.double(at: 2))
    }
}
