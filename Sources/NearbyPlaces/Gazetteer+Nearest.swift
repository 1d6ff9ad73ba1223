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
    /// `farthestRing` degrees. Reads the 3 × 3 one-degree cells around it, then wider rings
    /// until no cell further out can hold a nearer place.
    public func nearest(to coordinate: Coordinate) -> GazetteerPlace? {
        let row = Int((coordinate.latitude + 90).rounded(.down)), column = Int((coordinate.longitude + 180).rounded(.down))
        let here = UnitVector(coordinate)
        // Ranked on the sphere; those within a little of the best are measured on the ellipsoid,
        // which can order two nearly equidistant places the other way.
        let slack = 1.03
        return reading(nil) { file throws(SQLiteError) in
            var bestChord = Double.infinity
            var candidates: [(id: Int, coordinate: Coordinate, chord: Double)] = []
            for ring in 0...Self.farthestRing {
                if bestChord.isFinite, UnitVector.meters(chordSquared: bestChord) <= Self.meters(outside: ring - 1, around: coordinate) {
                    break
                }
                for cells in Self.cellsOfRing(ring, row: row, column: column) {
                    try file.places(inCells: cells) { id, point in
                        let chord = UnitVector(point).chordSquared(here)
                        guard chord <= bestChord * slack else { return }
                        candidates.append((id, point, chord))
                        bestChord = min(bestChord, chord)
                    }
                }
            }
            let closest = candidates.filter { $0.chord <= bestChord * slack }
                .min { Geodesic.distance(coordinate, $0.coordinate) < Geodesic.distance(coordinate, $1.coordinate) }
            return try closest.flatMap { candidate throws(SQLiteError) in try file.place(candidate.id)?.place }
        }
    }

    public func localPlace(near coordinate: Coordinate) -> LocalPlace? {
        nearest(to: coordinate)?.local
    }

    /// The cells `ring` cells away from (row, column), as runs of the file's `cell` numbers
    /// (row × 360 + column): the ring's top and bottom rows whole, one cell each side of the
    /// rows between. Longitudes wrap (a run that crosses the antimeridian is two); rows beyond
    /// a pole do not exist.
    static func cellsOfRing(_ ring: Int, row: Int, column: Int) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        for dr in -ring...ring {
            let r = row + dr
            guard (0..<180).contains(r) else { continue }
            let columns = abs(dr) == ring ? [(column - ring)...(column + ring)]
                : [(column - ring)...(column - ring), (column + ring)...(column + ring)]
            for run in columns {
                let first = (run.lowerBound % 360 + 360) % 360, last = first + run.count - 1
                if last < 360 {
                    out.append(r * 360 + first...r * 360 + last)
                } else {
                    out.append(r * 360 + first...r * 360 + 359)
                    out.append(r * 360...r * 360 + last - 360)
                }
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
