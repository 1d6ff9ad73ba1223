import NearbyGeo

extension MapTileBuilder {
    /// Rings carrying a fill on from the world's top or bottom edge to the pole. Web Mercator
    /// tiles stop at ±85.05°, yet the map's projection shows the poles: a fill that covers the
    /// whole world-edge side of its tile (the Arctic Ocean covers every tile of the top row) is
    /// continued to the pole, so the polar cap has the colour of the edge around it. A fill
    /// that touches the edge only in part (an ice shelf's sea) stops there: what lies beyond is
    /// not known, and a wedge of it running to the pole would be wrong.
    static func polarCaps(_ rings: [[TileClipper.Point]], clipper: TileClipper, step: Double) -> [[Coordinate]] {
        let size = clipper.maxY - clipper.minY
        var caps: [[Coordinate]] = []
        for (edge, inwards, pole) in [(clipper.minY, 1.0, 90.0), (clipper.maxY, -1.0, -90.0)] where edge == 0 || edge == 1 {
            let samples = 8
            let covered = (0..<samples).allSatisfy { k in
                let x = clipper.minX + (Double(k) + 0.5) / Double(samples) * (clipper.maxX - clipper.minX)
                return contains(rings, (x, edge + inwards * size * 1e-6))
            }
            guard covered else { continue }
            var cap = coordinates([(clipper.minX, edge), (clipper.maxX, edge)], step: step)
            cap.append(Coordinate(latitude: pole, longitude: clipper.maxX * 360 - 180))
            cap.append(Coordinate(latitude: pole, longitude: clipper.minX * 360 - 180))
            cap.append(cap[0])
            caps.append(cap)
        }
        return caps
    }

    /// Even–odd over the rings (closed implicitly), in world units.
    private static func contains(_ rings: [[TileClipper.Point]], _ p: TileClipper.Point) -> Bool {
        var inside = false
        for ring in rings where ring.count >= 3 {
            var a = ring[ring.count - 1]
            for b in ring {
                if (a.y > p.y) != (b.y > p.y), p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) { inside.toggle() }
                a = b
            }
        }
        return inside
    }
}
