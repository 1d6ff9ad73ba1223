// PLACEHOLDER (helper "online"): the names of API.md only, so the online branch builds before
// helper "graph" lands; the integrator replaces this file with the real graph (same path).
import NearbyGeo

/// Why stored graph bytes were refused.
public struct WalkGraphError: Error, Sendable {}

/// A walking graph (placeholder: empty).
public struct WalkGraph: Sendable {
    public let name: String
    public var nodeCount: Int { 0 }
    public var edgeCount: Int { 0 }
    public var bounds: (south: Double, west: Double, north: Double, east: Double) { (0, 0, 0, 0) }
    public var disconnectedPieces: Int { 0 }
    init(name: String) { self.name = name }
    public func encoded() -> [UInt8] { [] }
    public init(decoding bytes: [UInt8]) throws(WalkGraphError) { throw WalkGraphError() }
    public func contains(_ c: Coordinate) -> Bool { false }
}
