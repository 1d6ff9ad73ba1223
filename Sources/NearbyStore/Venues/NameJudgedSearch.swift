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
        let wanted = limit + 1
        var verdicts: [Int: Bool] = [:]
        var accepted: [NearestSearch.Candidate] = []
        var rows: [Int: VenueRow] = [:]
        // The accepted candidates' farthest brackets, ascending, at most `wanted` of them.
        var farthest: [Double] = []
        var radius = 250.0
        while true {
            let box = DistanceBox(center: point, radius: radius)
            let covers = box.covers(region)
            var found = try search.candidates(in: box, budget: nil) ?? []
            found.sort { $0.nearest < $1.nearest }
            for candidate in found {
                // `wanted` matches lie within this distance: no farther candidate can be among them.
                if farthest.count >= wanted, candidate.nearest > farthest[wanted - 1] { break }
                if verdicts[candidate.vid] != nil { continue }
                if let budget, verdicts.count >= budget { return nil }
                let row = try matching(candidate.vid)
                verdicts[candidate.vid] = row != nil
                guard let row else { continue }
                rows[candidate.vid] = row
                accepted.append(candidate)
                Self.insert(candidate.farthest, into: &farthest, keeping: wanted)
            }
            if farthest.count >= wanted {
                let bound = farthest[wanted - 1]
                // Certain once nothing outside the box can be nearer than the bound.
                if covers || bound <= radius {
                    let chosen = accepted.filter { $0.nearest <= bound }.compactMap { rows[$0.vid] }
                    return RegionVenues(rows: VenueRow.nearestFirst(chosen, limit: limit), isComplete: false)
                }
                radius = bound
                continue
            }
            // Fewer than `wanted` matches in a box that covers the region: they are all of them.
            if covers {
                return RegionVenues(rows: VenueRow.nearestFirst(accepted.compactMap { rows[$0.vid] }, limit: limit),
                                    isComplete: true)
            }
            // Grow by the density of matches seen so far (area goes with the square of the radius).
            radius *= accepted.isEmpty ? 4 : min(4, max(1.5, (Double(wanted + 1) / Double(accepted.count)).squareRoot() * 1.2))
        }
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

    private static func insert(_ value: Double, into sorted: inout [Double], keeping count: Int) {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] <= value { low = mid + 1 } else { high = mid }
        }
        guard low < count else { return }
        sorted.insert(value, at: low)
        if sorted.count > count { sorted.removeLast() }
    }
}
