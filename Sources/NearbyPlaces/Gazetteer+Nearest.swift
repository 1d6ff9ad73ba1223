#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbySQLite

extension Gazetteer {
    /// How far the search for the nearest place widens, in one-degree rings (about 2,700 km
    /// at the equator): beyond it, at sea or at a pole, no place is near.
    static let farthestRing = 24

    /// The place nearest `coordinate` (geodesic distance), or nil when none is within
    /// `farthestRing` degrees. Reads the 3 × 3 one-degree cells around it, then wider blocks
    /// of cells (each row of a block is one run of the file's `places_cell`) until no cell
    /// further out can hold a nearer place.
    public func nearest(to coordinate: Coordinate) -> GazetteerPlace? {
        let row = Int((coordinate.latitude + 90).rounded(.down)), column = Int((coordinate.longitude + 180).rounded(.down))
        let here = UnitVector(coordinate)
        // Ranked on the sphere; those within a little of the best are measured on the ellipsoid,
        // which can order two nearly equidistant places the other way.
        let slack = 1.03
        return reading(nil) { file throws(SQLiteError) in
            var bestChord = Double.infinity
            var candidates: [(id: Int, coordinate: Coordinate, chord: Double)] = []
            var searched = -1
            for ring in Self.blockRings {
                if bestChord.isFinite, UnitVector.meters(chordSquared: bestChord) <= Self.meters(outside: searched, around: coordinate) {
                    break
                }
                for cells in Self.cells(within: ring, beyond: searched, row: row, column: column) {
                    try file.places(inCells: cells) { id, point in
                        let chord = UnitVector(point).chordSquared(here)
                        guard chord <= bestChord * slack else { return }
                        candidates.append((id, point, chord))
                        bestChord = min(bestChord, chord)
                    }
                }
                searched = ring
            }
            let closest = candidates.filter { $0.chord <= bestChord * slack }
                .min { Geodesic.distance(coordinate, $0.coordinate) < Geodesic.distance(coordinate, $1.coordinate) }
            return try closest.flatMap { candidate throws(SQLiteError) in try file.place(candidate.id)?.place }
        }
    }

    /// The blocks searched, by how many rings of cells they reach around the point's own.
    static let blockRings = [1, 2, 3, 4, 6, 8, 11, 14, 18, farthestRing]

    public func localPlace(near coordinate: Coordinate) -> LocalPlace? {
        nearest(to: coordinate)?.local
    }

    /// The cells at most `ring` and more than `inner` cells away from (row, column) (`inner`
    /// -1: none inside), as runs of the file's `cell` numbers (row × 360 + column): the rows
    /// above and below the inner block whole, a run each side of it in its rows. Longitudes
    /// wrap (a run that crosses the antimeridian is two); rows beyond a pole do not exist.
    static func cells(within ring: Int, beyond inner: Int, row: Int, column: Int) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        func run(_ r: Int, _ from: Int, _ to: Int) {
            guard (0..<180).contains(r), from <= to else { return }
            let first = (from % 360 + 360) % 360, last = first + (to - from)
            if last < 360 {
                out.append(r * 360 + first...r * 360 + last)
            } else {
                out.append(r * 360 + first...r * 360 + 359)
                out.append(r * 360...r * 360 + last - 360)
            }
        }
        for r in row - ring...row + ring {
            if abs(r - row) > inner {
                run(r, column - ring, column + ring)
            } else {
                run(r, column - ring, column - inner - 1)
                run(r, column + inner + 1, column + ring)
            }
        }
        return out
    }

    /// The least distance from `coordinate` to any point outside the block of cells `ring`
    /// rings around its own (-1 before any ring is searched): such a point is at least `ring`
    /// degrees of latitude away, or beyond the meridian `ring` degrees of longitude away, whose
    /// distance on the sphere is asin(cos φ · sin Δλ). One percent off covers the ellipsoid.
    static func meters(outside ring: Int, around coordinate: Coordinate) -> Double {
        guard ring >= 0 else { return -1 }
        let degree = Double.pi / 180
        let meridian = Double(ring) * 110_574
        let across = 6_371_008 * asin(min(1, cos(coordinate.latitude * degree) * sin(Double(min(ring, 90)) * degree)))
        return 0.99 * min(meridian, across)
    }
}
