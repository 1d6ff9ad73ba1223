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

    /// The caps of a ring's pieces, in order (see ``projectFills``); none for a ring of fewer than three points.
    static func ringCaps(_ ring: [Coordinate], into caps: inout [Cap]) {
        let n = ring.count
        guard n >= 3 else { return }
        var start = 0
        while start < n - 1 {
            let end = min(start + pieceSegments, n - 1)
            caps.append(boundingCap(ring[start...end]))
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

extension DrawMemo {
    /// The fills' rings in dots, flat in the tile's order, a piece at a time (`caps`, see
    /// ``ringCaps(_:into:)``): a piece off the pane has its ends projected and its inner points
    /// put on its first end, so it is filled as the straight edge between its ends, which lies
    /// in the same cap. Every dot fills as before: along any row of dots the edge and the piece
    /// cross it an even number of times apart (their ends are the same points, and each edge
    /// crosses a row as its ends lie either side of it), all on the same side of the pane and
    /// beyond it, where which crossing is which makes no difference to what fills.
    /// Only whether the fill crosses a row at all may differ, and that numbers its look: so a
    /// fill that as projected crosses none but left out a piece beside the pane (not wholly
    /// above or below it) has that piece projected to find out (`crossesRows`).
    static func projectFills(_ tile: MapTile, trig: [(sin: Double, cos: Double)], caps: [Cap], projection: MapProjection,
                             into out: inout Projected) {
        let reach = PaneReach(projection)
        let height = projection.dotHeight
        // How far apart two points of a cap may lie on the pane, in dots per radian of its
        // radius (the bound of `isOffPane`, twice over).
        let apart = 2 * 6_400_000 * 1.19 / projection.metersPerDot
        out.fills.reserveCapacity(trig.count)
        var i = 0, piece = 0
        for (number, fill) in tile.fills.enumerated() {
            // The pieces left out beside the pane: the ring, where its points and their trig begin, the piece's ends.
            var beside: [(ring: [Coordinate], base: Int, trig: Int, start: Int, end: Int)] = []
            let fillStart = out.fills.count
            for ring in fill.rings {
                let n = ring.count, base = out.fills.count, first = i
                defer { i += n }
                func project(_ j: Int) -> (x: Double, y: Double) {
                    projection.project(ring[j], sinLat: trig[first + j].sin, cosLat: trig[first + j].cos)
                }
                guard n >= 3 else {
                    for j in 0..<n { out.fills.append(project(j)) }
                    continue
                }
                out.fills.append(project(0))
                var start = 0
                while start < n - 1 {
                    let end = min(start + pieceSegments, n - 1)
                    let cap = caps[piece]
                    piece += 1
                    defer { start = end }
                    guard isOffPane(cap, reach: reach) else {
                        for j in (start + 1)...end { out.fills.append(project(j)) }
                        continue
                    }
                    let from = out.fills[out.fills.count - 1]
                    out.fills.append(contentsOf: repeatElement(from, count: end - start - 1))
                    out.fills.append(project(end))
                    let spread = cap.radius * apart + 1
                    if !(from.y + spread < 0.5 || from.y - spread > Double(height) - 0.5) {
                        beside.append((ring, base, first, start, end))
                    }
                }
            }
            guard !beside.isEmpty else { continue }
            // As `MapDrawing.fillDots` reads the rings: edges from each ring's last point.
            func crossesRow(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double)) -> Bool {
                !projection.wraps(p, q) && MapDrawing.scanRows(p.y, q.y, height: height) != nil
            }
            var start = fillStart, crosses = false
            for ring in fill.rings where !crosses {
                defer { start += ring.count }
                guard ring.count >= 3 else { continue }
                var previous = out.fills[start + ring.count - 1]
                for p in out.fills[start..<(start + ring.count)] {
                    if crossesRow(previous, p) {
                        crosses = true
                        break
                    }
                    previous = p
                }
            }
            guard !crosses else { continue }
            search: for left in beside {
                var previous = out.fills[left.base + left.start]
                for j in (left.start + 1)...left.end {
                    let p = j == left.end ? out.fills[left.base + j]
                        : projection.project(left.ring[j], sinLat: trig[left.trig + j].sin, cosLat: trig[left.trig + j].cos)
                    if crossesRow(previous, p) {
                        out.crossesRows.insert(number)
                        break search
                    }
                    previous = p
                }
            }
        }
    }
}
