import Glibc
import NearbyGeo
import NearbyTileFormats

/// Turns a decoded vector tile into the map's drawable tile for `key`: each feature styled,
/// clipped to `key`'s square (the source may be an ancestor when the view is past the archive's
/// maxzoom: overzoom is that clip, scaled by the projection) and converted to coordinates once.
public enum MapTileBuilder {
    /// The drawable tile `key` from the decoded tile `source` (`key` itself or an ancestor).
    public static func build(_ tile: MVTTile, source: TileKey, for key: TileKey) -> MapTile {
        build(tile, source: source, for: key, styler: TileStyler())
    }

    static func build(_ tile: MVTTile, source: TileKey, for key: TileKey, styler: TileStyler) -> MapTile {
        let clipper = TileClipper(key)
        var result = MapTile(key: key)
        let scale = 1 / Double(1 << source.zoom)
        // A 32nd of the tile: fine enough for curves, few extra points.
        let step = 1 / Double(1 << key.zoom) / 32
        for layer in tile.layers {
            let rule = styler.rule(forLayer: layer.name)
            guard layer.extent > 0, rule != nil || styler.style?.hasLayer(layer.name) == true else { continue }
            let extent = Double(layer.extent)
            func world(_ p: MVTPoint) -> TileClipper.Point {
                ((Double(source.x) + Double(p.x) / extent) * scale, (Double(source.y) + Double(p.y) / extent) * scale)
            }
            for feature in layer.features {
                var roles: [TileStyler.Role] = []
                if let style = styler.style {
                    let (geometry, color, label) = style.roles(feature, sourceLayer: layer.name, zoom: Double(key.zoom))
                    if let geometry { roles.append(geometry) }
                    if let label { roles.append(.label(label.0, rank: label.1)) }
                    add(roles, feature.geometry, text: label?.2, color: color, labelColor: label?.3, to: &result,
                        clipper: clipper, step: step, world: world)
                } else if let role = rule?(feature) {
                    add([role], feature.geometry, text: TileStyler.name(feature), to: &result, clipper: clipper, step: step,
                        world: world)
                }
            }
        }
        return result
    }

    /// Adds one feature's drawn parts in their roles and the style's colours (nil: the palette
    /// by role), clipped to the tile.
    private static func add(_ roles: [TileStyler.Role], _ geometry: MVTGeometry, text: String?, color: MapColor? = nil,
                            labelColor: MapColor? = nil, to result: inout MapTile, clipper: TileClipper, step: Double,
                            world: (MVTPoint) -> TileClipper.Point) {
        for role in roles {
            switch (role, geometry) {
            case (.fill(let kind), .polygons(let polygons)):
                var rings: [[Coordinate]] = []
                var clippedRings: [[TileClipper.Point]] = []
                for polygon in polygons {
                    for ring in [polygon.exterior] + polygon.interiors {
                        if let clipped = clipper.clip(ring: ring.map(world)) {
                            rings.append(coordinates(clipped + [clipped[0]], step: step))
                            clippedRings.append(clipped)
                        }
                    }
                }
                if clipper.minY == 0 || clipper.maxY == 1 {
                    rings += polarCaps(clippedRings, clipper: clipper, step: step)
                }
                if !rings.isEmpty { result.fills.append(MapFill(kind: kind, color: color, rings: rings)) }
            case (.line(let kind), .lineStrings(let lines)):
                for line in lines {
                    for part in clipper.clip(line: line.map(world)) {
                        result.lines.append(MapLine(kind: kind, color: color, points: coordinates(part, step: step)))
                    }
                }
            case (.line(let kind), .polygons(let polygons)), (.outline(let kind), .polygons(let polygons)):
                for polygon in polygons {
                    for ring in [polygon.exterior] + polygon.interiors where !ring.isEmpty {
                        for part in clipper.clip(line: (ring + [ring[0]]).map(world)) {
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
            case (.label(let kind, let rank), .lineStrings(let lines)):
                guard let text else { continue }
                for line in lines {
                    for part in clipper.clip(line: line.map(world)) {
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
    static func coordinates(_ points: [TileClipper.Point], step: Double = .infinity) -> [Coordinate] {
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
