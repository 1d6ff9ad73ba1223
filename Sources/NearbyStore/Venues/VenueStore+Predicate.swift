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
        do {
            return try database.reading { () throws(SQLiteError) -> RegionVenues in
                let needle = nameFilter.map(SearchFolding.fold).flatMap { $0.isEmpty ? nil : $0 }
                guard limit > 0 else { return RegionVenues(rows: [], isComplete: false) }
                let search = try NearestSearch(database: database, region: region, point: point, needle: needle,
                                               onlyWithHours: scope == .withOpeningHours)
                var judged = AcceptedRows(limit: limit)
                return try judged.search(search, point: point, region: region, accepts: accepts)
            }
        } catch {
            throw .sqlite(error)
        }
    }
}

/// The rows a predicate search has judged, and the nearest accepted ones.
private struct AcceptedRows {
    let limit: Int
    /// Every venue judged so far: its row when accepted, nil when refused.
    var verdicts: [Int: VenueRow?] = [:]
    /// The accepted rows' distances, ascending, at most `limit` of them.
    var nearestDistances: [Double] = []

    init(limit: Int) { self.limit = limit }

    /// The `limit`-th nearest accepted distance, once there are that many.
    var bound: Double? { nearestDistances.count >= limit ? nearestDistances[limit - 1] : nil }

    mutating func search(_ search: NearestSearch, point: Coordinate, region: Region,
                         accepts: (VenueRow) -> Bool) throws(SQLiteError) -> RegionVenues {
        var radius = 250.0
        while true {
            let box = DistanceBox(center: point, radius: radius)
            let covers = box.covers(region)
            // No venue outside the box is within `radius`: inside it, every candidate is seen.
            var found = try search.candidates(in: box, budget: nil) ?? []
            found.sort { $0.nearest < $1.nearest }
            var stoppedEarly = false
            for candidate in found {
                if let bound, candidate.nearest > bound {
                    stoppedEarly = true
                    break
                }
                try judge(candidate.vid, search: search, accepts: accepts)
            }
            if let bound {
                // `limit` accepted rows within `bound`; certain when nothing outside the box can be nearer.
                if covers || bound <= radius {
                    return result(isComplete: !stoppedEarly && covers && acceptedCount <= limit)
                }
                radius = bound
                continue
            }
            if covers { return result(isComplete: true) }
            // Grow by the acceptance density seen so far (area goes with the square of the radius).
            let accepted = nearestDistances.count
            radius *= accepted == 0 ? 4 : min(4, max(1.5, (Double(limit + 1) / Double(accepted)).squareRoot() * 1.2))
        }
    }

    private var acceptedCount: Int { verdicts.values.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    private mutating func judge(_ vid: Int, search: NearestSearch, accepts: (VenueRow) -> Bool) throws(SQLiteError) {
        guard verdicts[vid] == nil else { return }
        guard let row = try search.row(vid: vid), accepts(row) else {
            verdicts[vid] = .some(nil)
            return
        }
        verdicts[vid] = row
        var low = 0, high = nearestDistances.count
        while low < high {
            let mid = (low + high) / 2
            if nearestDistances[mid] <= row.distance { low = mid + 1 } else { high = mid }
        }
        if low < limit {
            nearestDistances.insert(row.distance, at: low)
            if nearestDistances.count > limit { nearestDistances.removeLast() }
        }
    }

    private func result(isComplete: Bool) -> RegionVenues {
        let rows = verdicts.values.compactMap { $0 }
        return RegionVenues(rows: VenueRow.nearestFirst(rows, limit: limit), isComplete: isComplete)
    }
}
