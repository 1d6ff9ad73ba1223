/// A point in tile coordinates (0...extent across the tile; clipped geometry may reach beyond).
public struct MVTPoint: Equatable, Hashable, Sendable {
    public var x: Int32
    public var y: Int32

    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }
}

/// A polygon: one exterior ring and the holes in it. Rings are implicitly closed (the first
/// point is not repeated at the end).
public struct MVTPolygon: Equatable, Sendable {
    public var exterior: [MVTPoint]
    public var interiors: [[MVTPoint]]

    public init(exterior: [MVTPoint], interiors: [[MVTPoint]] = []) {
        self.exterior = exterior
        self.interiors = interiors
    }
}

/// The geometry types of MVT 2.1 (`GeomType` in the spec's proto).
public enum MVTGeometryType: UInt8, Sendable {
    case unknown = 0
    case point = 1
    case lineString = 2
    case polygon = 3
}

/// A feature's decoded geometry, in tile coordinates, ready to project and draw.
public enum MVTGeometry: Equatable, Sendable {
    case points([MVTPoint])
    case lineStrings([[MVTPoint]])
    case polygons([MVTPolygon])
    /// The UNKNOWN geometry type: the spec lets readers keep or drop it; we keep the feature.
    case unknown

    public var type: MVTGeometryType {
        switch self {
        case .points: return .point
        case .lineStrings: return .lineString
        case .polygons: return .polygon
        case .unknown: return .unknown
        }
    }

    /// Every vertex in encoding order (rings without a closing repeat).
    public var allPoints: [MVTPoint] {
        switch self {
        case .points(let points): return points
        case .lineStrings(let lines): return lines.flatMap { $0 }
        case .polygons(let polygons): return polygons.flatMap { [$0.exterior] + $0.interiors }.flatMap { $0 }
        case .unknown: return []
        }
    }
}
