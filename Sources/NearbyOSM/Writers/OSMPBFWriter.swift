// PLACEHOLDER (helper "online"): the public shape of helper "osm"'s writer (its commit 1cd6c01),
// so the bench's generated city builds before it lands; the integrator replaces this file.

/// Why an extract could not be written.
public struct OSMWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Writes an `.osm.pbf` a block at a time (placeholder: writes nothing).
public final class OSMPBFWriter {
    public init(path: String, bounds: (south: Double, west: Double, north: Double, east: Double)? = nil,
                writingProgram: String = "Nearby", compress: Bool = true) throws(OSMWriteError) {
        throw OSMWriteError("the PBF writer is a placeholder")
    }
    public func add(_ node: OSMNode) throws(OSMWriteError) {}
    public func add(_ way: OSMWay) throws(OSMWriteError) {}
    public func add(_ relation: OSMRelation) throws(OSMWriteError) {}
    public func finish() throws(OSMWriteError) {}
}
