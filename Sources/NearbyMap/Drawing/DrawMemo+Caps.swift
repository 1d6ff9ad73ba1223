import Glibc
import NearbyGeo

extension DrawMemo {
    /// A long line is tested against the pane a piece at a time: a piece of this many segments
    /// (its first and last points shared with the pieces either side) lies off the pane as a
    /// whole or not. Off the pane, none of it is projected.
    static let pieceSegments = 8

    /// The cap around some points: the middle of their box of latitudes and longitudes as a
    /// unit vector (x towards 0°N 0°E, z north), and the angle (radians) within which all of
    /// them lie (infinite for none).
    struct Cap: Sendable {
        var x: Double, y: Double, z: Double
        var radius: Double
    }

    static func boundingCap(_ points: ArraySlice<Coordinate>) -> Cap {
        guard !points.isEmpty else { return Cap(x: 1, y: 0, z: 0, radius: .infinity) }
        var south = Double.infinity, north = -Double.infinity, west = Double.infinity, east = -Double.infinity
        for point in points {
            south = min(south, point.latitude)
            north = max(north, point.latitude)
            west = min(west, point.longitude)
            east = max(east, point.longitude)
        }
        let (sinLat, cosLat) = MapProjection.latitudeSinCos((south + north) / 2)
        let lon = (west + east) / 2 * (.pi / 180)
        // No point is further from the middle than along its parallel, then along a
        // meridian: half the box's height plus half its width at the middle's latitude
        // (and a microradian, 6 m, over for rounding).
        let radius = ((north - south) / 2 + (east - west) / 2 * abs(cosLat)) * (.pi / 180) + 1e-6
        return Cap(x: cosLat * cos(lon), y: cosLat * sin(lon), z: sinLat, radius: radius.isFinite ? radius : .infinity)
    }

    /// The caps of a line's pieces, in order; none for a line of one piece (the line's own cap
    /// stands for it).
    static func pieceCaps(_ points: [Coordinate], into caps: inout [Cap]) {
        let n = points.count
        guard n > pieceSegments + 1 else { return }
        var start = 0
        while start < n - 1 {
            let end = min(start + pieceSegments, n - 1)
            caps.append(boundingCap(points[start...end]))
            start = end
        }
    }

    /// What testing a cap against one frame's pane needs: the view's centre as a unit vector
    /// and the pane's half diagonal (a few dots over) in meters.
    struct PaneReach {
        var x: Double, y: Double, z: Double
        var meters: Double

        init(_ projection: MapProjection) {
            let (sinLat, cosLat) = MapProjection.latitudeSinCos(projection.center.latitude)
            let lon = projection.center.longitude * (.pi / 180)
            x = cosLat * cos(lon)
            y = cosLat * sin(lon)
            z = sinLat
            meters = (Double(projection.dotWidth * projection.dotWidth + projection.dotHeight * projection.dotHeight))
                .squareRoot() / 2 * projection.metersPerDot + 8 * projection.metersPerDot
        }
    }

    /// Whether every point in `cap`, and every straight segment between them on the pane,
    /// lies off the pane. Bounds, never estimates: a point `a` radians from the view's centre
    /// lies at least `a` × the least radius of curvature (6,335,439 m) from the pane's middle;
    /// within 1 radian of the centre the projection stretches a distance by at most 1/sin(1) <
    /// 1.19 × the greatest radius (6,399,594 m); so the points lie within that stretched cap
    /// radius of its middle's, and so do the segments between them (a disc is convex). Off the
    /// pane when that disc lies beyond the pane's half diagonal, a few dots over. The angle `a`
    /// between the cap's middle and the centre is taken from the chord between them (no
    /// trigonometry per cap): it is at least the chord and at most π/2 times it.
    static func isOffPane(_ cap: Cap, reach: PaneReach) -> Bool {
        guard cap.radius < 0.5 else { return false }
        let dx = cap.x - reach.x, dy = cap.y - reach.y, dz = cap.z - reach.z
        let chord = (dx * dx + dy * dy + dz * dz).squareRoot()
        guard chord * (.pi / 2) + cap.radius <= 1 else { return false }
        return chord * 6_335_000 - cap.radius * 6_400_000 * 1.19 > reach.meters
    }

    /// The runs of a line's points in dots (see ``Run``), appended to `out`, a piece at a
    /// time: a piece off the pane is left out, its segments drawing nothing; a piece on it
    /// continues the run of the piece before, or starts one at its first point.
    static func projectLine(_ line: Int, _ points: [Coordinate], trig: ArraySlice<(sin: Double, cos: Double)>,
                            caps: ArraySlice<Cap>, projection: MapProjection, reach: PaneReach,
                            into out: inout Projected) {
        let first = trig.startIndex
        func project(_ i: Int) -> (x: Double, y: Double) {
            projection.project(points[i], sinLat: trig[first + i].sin, cosLat: trig[first + i].cos)
        }
        guard !caps.isEmpty else {
            let from = out.lines.count
            for i in points.indices { out.lines.append(project(i)) }
            out.runs.append(Run(line: line, from: from, to: out.lines.count - 1))
            return
        }
        var start = 0
        // Whether the last run is this line's and ends at point `start`.
        var running = false
        for cap in caps {
            let end = min(start + pieceSegments, points.count - 1)
            defer { start = end }
            guard !isOffPane(cap, reach: reach) else {
                running = false
                continue
            }
            if !running {
                out.runs.append(Run(line: line, from: out.lines.count, to: out.lines.count))
                out.lines.append(project(start))
                running = true
            }
            for i in (start + 1)...end { out.lines.append(project(i)) }
            out.runs[out.runs.count - 1].to = out.lines.count - 1
        }
    }
}
