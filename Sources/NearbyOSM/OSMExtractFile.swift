// PLACEHOLDER (helper "online"): the names of API.md only, so the online branch builds before
// helper "osm" lands; the integrator replaces this file with the real reader.

/// The format of an extract on disk.
public enum OSMFileFormat: String, Sendable { case pbf, xml, gzipXML = "xml.gz" }

/// Why an extract could not be read (one English sentence).
public struct OSMReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
}

/// One extract on disk, read a pass at a time (placeholder: opens nothing).
public final class OSMExtractFile {
    public let format: OSMFileFormat
    public let header: OSMHeader
    public let byteCount: Int

    private init() { format = .pbf; header = OSMHeader(); byteCount = 0 }

    public static func open(path: String) throws(OSMReadError) -> OSMExtractFile {
        throw OSMReadError(description: "the extract reader is a placeholder")
    }

    public func read(_ kinds: OSMElementKinds, progress: (Int) -> Void, _ visit: (OSMElement) throws -> Void) throws {}
}
