import NearbyFormats
import NearbyGeo
import NearbySQLite

extension NearestSearch {
    /// The `limit` nearest of candidates that hold every match near enough to matter, nearest
    /// first (``VenueRow/nearestFirst(_:limit:)``'s order over every candidate).
    ///
    /// Exact distances cost more than everything else here, and a venue's row more than its
    /// distance, so both go only where they can matter: in the order of the nearest each
    /// candidate could be, a distance is computed until no candidate left can be nearer than the
    /// `limit`-th distance so far (from the candidate's own point when its bounds are one, else
    /// from its row); then only the rows within that distance, ties included, are read and sorted.
    /// `known` holds venues read already (by their `vid`), which are not read again; `total`,
    /// when given, counts the matches of which `found` kept those that may be among the nearest.
    func nearest(_ found: [Candidate], limit: Int, known: [Int: Venue] = [:], total: Int? = nil)
        throws(SQLiteError) -> RegionVenues
    {
        let count = total ?? found.count
        let isComplete = count <= limit
        var bound = Double.infinity
        if count > limit, found.count >= limit {
            // At least `limit` venues lie within this distance, so the nearest do too.
            var farthest = found.map(\.farthest)
            bound = Self.selectSmallest(limit, in: &farthest)
        }
        var pending: [(nearest: Double, index: Int)] = []
        for (index, candidate) in found.enumerated() where candidate.nearest <= bound {
            pending.append((candidate.nearest, index))
        }
        pending.sort { $0.nearest < $1.nearest || ($0.nearest == $1.nearest && $0.index < $1.index) }

        // The `limit` smallest distances seen so far; its top bounds the answer once it is full.
        var nearestDistances = DistanceHeap(capacity: limit)
        var measured: [(index: Int, distance: Double, row: VenueRow?)] = []
        measured.reserveCapacity(min(pending.count, limit + limit / 4))
        for entry in pending {
            if let top = nearestDistances.bound, entry.nearest > top { break }
            let candidate = found[entry.index]
            if candidate.isPoint {
                let distance = Geodesic.distance(point, candidate.middle)
                nearestDistances.insert(distance)
                measured.append((entry.index, distance, nil))
            } else if let row = try row(vid: candidate.vid) {
                nearestDistances.insert(row.distance)
                measured.append((entry.index, row.distance, row))
            }
        }
        let within = nearestDistances.bound ?? .infinity
        var chosen: [(index: Int, row: VenueRow)] = []
        chosen.reserveCapacity(limit)
        for entry in measured where entry.distance <= within {
            if let row = entry.row {
                chosen.append((entry.index, row))
            } else if let venue = known[found[entry.index].vid] {
                chosen.append((entry.index, VenueRow(venue: venue, distance: entry.distance)))
            } else if let row = try row(vid: found[entry.index].vid, distance: entry.distance) {
                chosen.append((entry.index, row))
            } else {
                // A venue gone since its candidate was read: the long way, over every row.
                let rows = try rows(for: pending.sorted { $0.index < $1.index }.map { found[$0.index] })
                return RegionVenues(rows: VenueRow.nearestFirst(rows, limit: limit), isComplete: isComplete)
            }
        }
        // `nearestFirst` sorts stably over the candidates' order: equal rows keep it here too.
        // Positions are sorted, not rows, and names are compared only between equal distances.
        var order = Array(chosen.indices)
        order.sort { a, b in
            let x = chosen[a], y = chosen[b]
            if x.row.distance != y.row.distance { return x.row.distance < y.row.distance }
            if VenueRow.isNearer(x.row, y.row) { return true }
            if VenueRow.isNearer(y.row, x.row) { return false }
            return x.index < y.index
        }
        return RegionVenues(rows: order.prefix(limit).map { chosen[$0].row }, isComplete: isComplete)
    }

    /// The `k`-th smallest of `values` (1-based; `values.sorted()[k - 1]`), found by partial
    /// selection: the candidates' count can be many times `k`. `values` is left reordered.
    static func selectSmallest(_ k: Int, in values: inout [Double]) -> Double {
        var low = 0, high = values.count - 1
        let target = k - 1
        while low < high {
            // The median of three keeps sorted and reversed input from the quadratic case.
            let mid = low + (high - low) / 2
            if values[mid] < values[low] { values.swapAt(mid, low) }
            if values[high] < values[low] { values.swapAt(high, low) }
            if values[high] < values[mid] { values.swapAt(high, mid) }
            let pivot = values[mid]
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while pivot < values[j] { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if target <= j { high = j } else if target >= i { low = i } else { return values[target] }
        }
        return values[target]
    }
}

/// The `capacity` smallest distances inserted so far, as a max-heap: its top is the largest of them.
struct DistanceHeap {
    let capacity: Int
    private var items: [Double] = []

    init(capacity: Int) {
        self.capacity = capacity
        items.reserveCapacity(capacity)
    }

    /// The `capacity`-th smallest distance, once that many are in.
    var bound: Double? { items.count >= capacity && capacity > 0 ? items[0] : nil }

    mutating func insert(_ distance: Double) {
        guard capacity > 0 else { return }
        if items.count < capacity {
            items.append(distance)
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard items[parent] < items[child] else { break }
                items.swapAt(parent, child)
                child = parent
            }
        } else if distance < items[0] {
            items[0] = distance
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var largest = parent
                if left < items.count, items[largest] < items[left] { largest = left }
                if right < items.count, items[largest] < items[right] { largest = right }
                if largest == parent { break }
                items.swapAt(parent, largest)
                parent = largest
            }
        }
    }
}
