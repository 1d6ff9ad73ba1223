import NearbyFormats
import NearbyGeo
import NearbySQLite
import NearbyText

/// Which stored venues a row predicate can accept, so the store reads only those.
public enum RowScope: Sendable, Equatable {
    case all
    /// Only venues with an `opening_hours` value ("open now" can accept no other): read from
    /// the R*Tree that holds only them.
    case withOpeningHours
}

extension VenueStore {
    /// The `limit` venues of `region` nearest to `point` that `accepts` (and whose folded name
    /// contains `nameFilter`), nearest first.
    ///
    /// The predicate runs nearest first, only as far as the rows asked for need: candidates come
    /// from a box around `point` that grows over the R*Tree, in the order of the nearest distance
    /// each could have, and the search stops once `limit` rows are accepted and no candidate
    /// left could be nearer than the `limit`-th of them. Each venue is judged once, however often
    /// the box grows. `isComplete` is true when the rows are every accepted venue of the region.
    public func nearest(in region: Region, to point: Coordinate, matching nameFilter: String? = nil, limit: Int = 500,
                        scope: RowScope, where accepts: (VenueRow) -> Bool) throws(StoreError) -> RegionVenues
    {
        try search(region, point, nameFilter, limit, onlyWithHours: scope == .withOpeningHours) { search throws(SQLiteError) in
            var rows: [Int: VenueRow] = [:]
            var judged = AcceptedRows(limit: limit)
            let chosen = try judged.search(search, point: point, region: region) { candidate throws(SQLiteError) in
                guard let row = try search.row(vid: candidate.vid), accepts(row) else { return false }
                rows[candidate.vid] = row
                return true
            }
            return RegionVenues(rows: VenueRow.nearestFirst(chosen.candidates.compactMap { rows[$0.vid] }, limit: limit),
                                isComplete: chosen.isComplete)
        }
    }

    /// The same read for a predicate on the hours alone (`value`, and where the venue is, within a
    /// metre): it is judged from the R*Tree of venues with hours, which keeps each value beside
    /// the venue's bounds, so a refused venue costs no row read; only the rows listed are read.
    public func nearest(in region: Region, to point: Coordinate, matching nameFilter: String? = nil, limit: Int = 500,
                        openingHours accepts: (_ value: String, _ coordinate: Coordinate) -> Bool)
        throws(StoreError) -> RegionVenues
    {
        try search(region, point, nameFilter, limit, onlyWithHours: true) { search throws(SQLiteError) in
            var judged = AcceptedRows(limit: limit)
            let chosen = try judged.search(search, point: point, region: region) { candidate throws(SQLiteError) in
                candidate.openingHours.map { accepts($0, candidate.middle) } ?? false
            }
            return RegionVenues(rows: VenueRow.nearestFirst(try search.rows(for: chosen.candidates), limit: limit),
                                isComplete: chosen.isComplete)
        }
    }

    private func search(_ region: Region, _ point: Coordinate, _ nameFilter: String?, _ limit: Int, onlyWithHours: Bool,
                        _ body: (NearestSearch) throws(SQLiteError) -> RegionVenues) throws(StoreError) -> RegionVenues {
        do {
            return try database.reading { () throws(SQLiteError) -> RegionVenues in
                let needle = nameFilter.map(SearchFolding.fold).flatMap { $0.isEmpty ? nil : $0 }
                guard limit > 0 else { return RegionVenues(rows: [], isComplete: false) }
                return try body(try NearestSearch(database: database, region: region, point: point, needle: needle,
                                                  onlyWithHours: onlyWithHours))
            }
        } catch {
            throw .sqlite(error)
        }
    }
}

/// The candidates a predicate search has judged, and the nearest accepted ones. Distances are
/// the candidates' brackets (the farthest a venue can be), so judging needs no exact distance.
struct AcceptedRows {
    let limit: Int
    /// Venues judged at most (nil: no bound); past it the search gives up, `isOverBudget`.
    let budget: Int?
    /// Every venue judged so far: whether it was accepted.
    var verdicts: [Int: Bool] = [:]
    var accepted: [NearestSearch.Candidate] = []
    /// The accepted candidates' farthest brackets, ascending, at most `limit` of them.
    var farthest: [Double] = []
    /// Whether the search stopped at `budget` judged venues, with no answer.
    private(set) var isOverBudget = false

    init(limit: Int, budget: Int? = nil) {
        self.limit = limit
        self.budget = budget
    }

    /// At least `limit` accepted venues lie within this distance, once there are that many.
    var bound: Double? { farthest.count >= limit ? farthest[limit - 1] : nil }

    /// The accepted candidates that may be among the `limit` nearest, and whether they are every
    /// accepted venue of the region.
    mutating func search(_ search: NearestSearch, point: Coordinate, region: Region,
                         judge: (NearestSearch.Candidate) throws(SQLiteError) -> Bool)
        throws(SQLiteError) -> (candidates: [NearestSearch.Candidate], isComplete: Bool)
    {
        var radius = 250.0
        // The box searched before: a grown box reads only the ring around it. Candidates a pass
        // left unjudged (past the bound) wait in `pending` for the next.
        var inner: DistanceBox?
        var pending: [NearestSearch.Candidate] = []
        while true {
            let box = DistanceBox(center: point, radius: radius)
            let covers = box.covers(region)
            // No venue outside the box is within `radius`: inside it, every candidate is seen.
            let found = pending + (try search.candidates(in: box, budget: nil, excluding: inner) ?? [])
            pending = []
            inner = box
            // Positions sorted, not candidates (a candidate is many words): ties keep the box's order.
            var order: [(nearest: Double, index: Int)] = found.indices.map { (found[$0].nearest, $0) }
            order.sort { $0.nearest < $1.nearest || ($0.nearest == $1.nearest && $0.index < $1.index) }
            var stoppedEarly = false
            for (rank, position) in order.enumerated() {
                let candidate = found[position.index]
                if let bound, candidate.nearest > bound {
                    stoppedEarly = true
                    pending = order[rank...].map { found[$0.index] }.filter { verdicts[$0.vid] == nil }
                    break
                }
                if verdicts[candidate.vid] != nil { continue }
                if let budget, verdicts.count >= budget {
                    isOverBudget = true
                    return ([], false)
                }
                let verdict = try judge(candidate)
                verdicts[candidate.vid] = verdict
                if verdict { accept(candidate) }
            }
            if let bound {
                // `limit` accepted venues within `bound`; certain when nothing outside the box can be nearer.
                if covers || bound <= radius {
                    return (accepted.filter { $0.nearest <= bound },
                            !stoppedEarly && covers && accepted.count <= limit)
                }
                radius = bound
                continue
            }
            if covers { return (accepted, true) }
            // Grow by the acceptance density seen so far (area goes with the square of the radius).
            radius *= accepted.isEmpty ? 4 : min(4, max(1.5, (Double(limit + 1) / Double(accepted.count)).squareRoot() * 1.2))
        }
    }

    private mutating func accept(_ candidate: NearestSearch.Candidate) {
        accepted.append(candidate)
        var low = 0, high = farthest.count
        while low < high {
            let mid = (low + high) / 2
            if farthest[mid] <= candidate.farthest { low = mid + 1 } else { high = mid }
        }
        if low < limit {
            farthest.insert(candidate.farthest, at: low)
            if farthest.count > limit { farthest.removeLast() }
        }
    }
}
