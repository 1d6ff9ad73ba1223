import Glibc
import NearbyGeo
import NearbyTileFormats
import NearbyRuntime

/// Turns a decoded vector tile into the map's drawable tile for `key`: each feature styled,
/// clipped to `key`'s square (the source may be an ancestor when the view is past the archive's
/// maxzoom: overzoom is that clip, scaled by the projection) and converted to coordinates once.
public enum MapTileBuilder {
    /// The drawable tile `key` from the decoded tile `source` (`key` itself or an ancestor).
    public static func build(_ tile: MVTTile, source: TileKey, for key: TileKey) -> MapTile {
        build(tile, source: source, for: key, styler: TileStyler())
    }

    /// The most points one drawable tile holds (what clipping and curving make of the source's
    /// vertices): past it the rest of the tile's features are left out, so one tile's drawing
    /// stays within a frame's budget whatever the source holds.
    public static let maxPoints = 200_000
    /// The most vertices one ring or line keeps: a terminal shows a tile a few hundred braille
    /// dots across, so a longer one is thinned (every n-th vertex, the ends kept) before it is
    /// clipped — what a hostile million-vertex polygon costs is then what a real one does.
    public static let maxPartPoints = 8192

    static func build(_ tile: MVTTile, source: TileKey, for key: TileKey, styler: TileStyler,
                      maxPoints: Int = MapTileBuilder.maxPoints) -> MapTile {
        var progress = Progress(source: source, key: key, maxPoints: maxPoints)
        _ = build(tile, into: &progress, styler: styler)
        return progress.result
    }

    /// A build that may stop part way (a frame's budget ran out) and go on in a later frame.
    struct Progress {
        let source: TileKey
        /// The next layer and feature to style.
        var layer = 0
        var feature = 0
        var result: MapTile
        var points = 0
        /// The most points the tile may hold (`maxPoints`, or less: its share of a crowded view's).
        let maxPoints: Int

        init(source: TileKey, key: TileKey, maxPoints: Int = MapTileBuilder.maxPoints) {
            self.source = source
            self.maxPoints = maxPoints
            result = MapTile(key: key)
        }
    }

    /// Points styled between two looks at the clock: a feature may hold thousands.
    static let pointsBetweenChecks = 4096

    /// Goes on with `progress` until the tile is built (true) or `deadline` (monotonic seconds,
    /// looked at every 32 features or `pointsBetweenChecks` points, after one feature at least)
    /// has passed (false). Features past `progress.maxPoints` are left out (`isCut`), and so are
    /// the parts of a feature past it.
    static func build(_ tile: MVTTile, into progress: inout Progress, styler: TileStyler,
                      until deadline: Double = .infinity) -> Bool {
        let maxPoints = progress.maxPoints
        let key = progress.result.key, source = progress.source
        let clipper = TileClipper(key)
        let scale = 1 / Double(1 << source.zoom)
        // A 32nd of the tile: fine enough for curves, few extra points.
        let step = 1 / Double(1 << key.zoom) / 32
        var styled = 0, checked = progress.points
        for (layerIndex, layer) in tile.layers.enumerated() where layerIndex >= progress.layer {
            let rule = styler.rule(forLayer: layer.name)
            guard layer.extent > 0, styler.generic || rule != nil || styler.style?.hasLayer(layer.name) == true else { continue }
            let extent = Double(layer.extent)
            func world(_ p: MVTPoint) -> TileClipper.Point {
                ((Double(source.x) + Double(p.x) / extent) * scale, (Double(source.y) + Double(p.y) / extent) * scale)
            }
            let first = layerIndex == progress.layer ? progress.feature : 0
            for featureIndex in first..<max(first, layer.features.count) {
                // Counted as parts are added (pointCount walks the whole tile).
                guard progress.points < maxPoints else {
                    progress.result.isCut = true
                    return true
                }
                if styled > 0, styled % 32 == 0 || progress.points - checked >= pointsBetweenChecks, deadline.isFinite {
                    checked = progress.points
                    if MonotonicClock.seconds() > deadline {
                        progress.layer = layerIndex
                        progress.feature = featureIndex
                        return false
                    }
                }
                styled += 1
                let feature = layer.features[featureIndex]
                let before = (progress.result.fills.count, progress.result.lines.count, progress.result.labels.count)
                defer { progress.points += pointsAdded(to: progress.result, after: before) }
                // A feature of many parts stops at the tile's bound too.
                var room = maxPoints - progress.points
                defer { if room < 0 { progress.result.isCut = true } }
                var roles: [TileStyler.Role] = []
                if let style = styler.style {
                    let (geometry, color, label) = style.roles(feature, sourceLayer: layer.name, zoom: Double(key.zoom))
                    if let geometry { roles.append(geometry) }
                    if let label { roles.append(.label(label.0, rank: label.1)) }
                    add(roles, feature.geometry, text: label?.2, color: color, labelColor: label?.3, to: &progress.result,
                        room: &room, clipper: clipper, step: step, world: world)
                } else if styler.generic {
                    let (roles, color) = styler.genericRoles(feature, layer: layer.name)
                    add(roles, feature.geometry, text: styler.name(feature), color: color, to: &progress.result, room: &room,
                        clipper: clipper, step: step, world: world)
                } else if let role = rule?(feature) {
                    add([role], feature.geometry, text: styler.name(feature), to: &progress.result, room: &room,
                        clipper: clipper, step: step, world: world)
                }
            }
        }
        progress.layer = tile.layers.count
        progress.feature = 0
        return true
    }

    /// `points` with at most `maxPartPoints` of them: every n-th, and the last one.
    static func thinned(_ points: [MVTPoint]) -> [MVTPoint] {
        guard points.count > maxPartPoints else { return points }
        let every = (points.count + maxPartPoints - 2) / (maxPartPoints - 1)
        var kept = Swift.stride(from: 0, to: points.count - 1, by: every).map { points[$0] }
        kept.append(points[points.count - 1])
        return kept
    }

    /// Points of the parts appended since the tile had `before` fills, lines and labels.
    private static func pointsAdded(to tile: MapTile, after before: (Int, Int, Int)) -> Int {
        tile.fills[before.0...].reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.count } }
            + tile.lines[before.1...].reduce(0) { $0 + $1.points.count }
            + tile.labels[before.2...].reduce(0) { $0 + $1.points.count }
    }

    /// Adds one feature's drawn parts in their roles and the style's colours (nil: the palette
    /// by role), clipped to the tile, while `room` (points) lasts: the part that takes it below
    /// zero is the last (room then says < 0: the feature was cut).
    private static func add(_ roles: [TileStyler.Role], _ geometry: MVTGeometry, text: String?, color: MapColor? = nil,
                            labelColor: MapColor? = nil, to result: inout MapTile, room: inout Int, clipper: TileClipper,
                            step: Double, world: (MVTPoint) -> TileClipper.Point) {
        func fits(_ points: Int) -> Bool {
            guard room > 0 else {
                room = -1
                return false
            }
            room -= points
            return true
        }
        for role in roles {
            switch (role, geometry) {
            case (.fill(let kind), .polygons(let polygons)):
                var rings: [[Coordinate]] = []
                var clippedRings: [[TileClipper.Point]] = []
                for polygon in polygons {
                    for ring in [polygon.exterior] + polygon.interiors {
                        if room > 0, let clipped = clipper.clip(ring: thinned(ring).map(world)) {
                            rings.append(coordinates(clipped + [clipped[0]], step: step))
                            _ = fits(rings[rings.count - 1].count)
                            clippedRings.append(clipped)
                        }
                    }
                }
                if clipper.minY == 0 || clipper.maxY == 1 {
                    rings += polarCaps(clippedRings, clipper: clipper, step: step)
                }
                if !rings.isEmpty { result.fills.append(MapFill(kind: kind, color: color, rings: rings)) }
                if room <= 0 { room = -1 }
            case (.line(let kind), .lineStrings(let lines)):
                for line in lines {
                    for part in clipper.clip(line: thinned(line).map(world)) where fits(0) {
                        result.lines.append(MapLine(kind: kind, color: color, points: coordinates(part, step: step)))
                        room -= result.lines[result.lines.count - 1].points.count
                    }
                }
            case (.line(let kind), .polygons(let polygons)), (.outline(let kind), .polygons(let polygons)):
                for polygon in polygons {
                    for ring in [polygon.exterior] + polygon.interiors where !ring.isEmpty {
                        for part in clipper.clip(line: thinned(ring + [ring[0]]).map(world)) where fits(part.count) {
                            result.lines.append(MapLine(kind: kind, color: color, points: coordinates(part)))
                        }
                    }
                }
            case (.label(let kind, let rank), .points(let points)):
                guard let text else { continue }
                if let first = points.map(world).first(where: { clipper.contains($0) }) {
                    result.labels.append(MapLabel(kind: kind, text: text, rank: rank, points: coordinates([first]),
                                                   color: labelColor))
                }
            case (.label(_, let rank), .polygons(let polygons)):
                // Named inside its largest part: its outer ring, clipped to the tile.
                guard let text, let largest = polygons.max(by: { $0.exterior.count < $1.exterior.count }),
                      let ring = clipper.clip(ring: largest.exterior.map(world)), ring.count >= 3 else { continue }
                result.labels.append(MapLabel(kind: .area, text: text, rank: rank, points: coordinates(ring), color: labelColor))
            case (.label(let kind, let rank), .lineStrings(let lines)):
                guard let text else { continue }
                for line in lines {
                    for part in clipper.clip(line: thinned(line).map(world)) where fits(part.count) {
                        result.labels.append(MapLabel(kind: kind, text: text, rank: rank, points: coordinates(part),
                                                       color: labelColor))
                    }
                }
            default:
                continue
            }
        }
    }

    /// Points in coordinates, long segments cut into pieces of at most `step` world units first:
    /// a straight edge in Web Mercator is a curve in the map's projection (tile edges, where
    /// clipping left a long straight side, would otherwise cut corners off fills at world views).
    /// Cutting long segments adds at most about this many points to one part (its step is
    /// widened for a part of many long segments), so a part is bounded as its vertices are.
    static let maxCurvePoints = maxPartPoints

    static func coordinates(_ points: [TileClipper.Point], step: Double = .infinity) -> [Coordinate] {
        var step = step
        if step.isFinite, points.count > 1 {
            var added = 0
            for i in 1..<points.count {
                let p = points[i], q = points[i - 1]
                let length = max(abs(p.x - q.x), abs(p.y - q.y))
                if length > step { added += min(256, Int((length / step).rounded(.up))) - 1 }
            }
            if added > maxCurvePoints { step *= Double(added) / Double(maxCurvePoints) }
        }
        var result: [Coordinate] = []
        result.reserveCapacity(points.count)
        for (i, p) in points.enumerated() {
            if i > 0, step.isFinite {
                let q = points[i - 1]
                let length = max(abs(p.x - q.x), abs(p.y - q.y))
                if length > step {
                    let pieces = min(256, Int((length / step).rounded(.up)))
                    for k in 1..<pieces {
                        let t = Double(k) / Double(pieces)
                        result.append(WebMercator.coordinate(worldX: q.x + (p.x - q.x) * t, worldY: q.y + (p.y - q.y) * t))
                    }
                }
            }
            result.append(WebMercator.coordinate(worldX: p.x, worldY: p.y))
        }
        return result
    }
}
