import NearbyTileFormats

/// One extract on disk, read a pass at a time (not Sendable: one thread owns it).
public final class OSMExtractFile {
    public let format: OSMFileFormat
    /// Bounds from HeaderBBox or `<bounds>`, the features, the writing program.
    public let header: OSMHeader
    /// The file's size, for progress.
    public let byteCount: Int
    private let file: OSMInput

    private init(format: OSMFileFormat, header: OSMHeader, file: OSMInput) {
        self.format = format
        self.header = header
        self.file = file
        byteCount = Int(file.size)
    }

    /// Opens `path`, tells its format from its content and reads its header.
    public static func open(path: String) throws(OSMReadError) -> OSMExtractFile {
        let file: TileFile
        do {
            file = try TileFile(path: path)
        } catch {
            throw OSMReadError("Cannot open \(path): \(error.reason).")
        }
        return try open(.file(file))
    }

    /// An extract already in memory (the fuzz targets); XML is read `chunkBytes` at a time.
    package static func open(bytes: [UInt8], chunkBytes: Int = 64 << 10) throws(OSMReadError) -> OSMExtractFile {
        try open(.memory(bytes, chunkBytes: chunkBytes))
    }

    private static func open(_ file: OSMInput) throws(OSMReadError) -> OSMExtractFile {
        let prefix = try file.read(offset: 0, length: min(file.size, UInt64(OSMSniff.prefixLength)), what: "the start of the file")
        guard let format = OSMSniff.format(of: prefix) else {
            throw OSMReadError("The file is not an OpenStreetMap extract (neither PBF nor OSM XML, plain or gzip'd).")
        }
        switch format {
        case .pbf:
            var blobs = PBFBlobReader(file: file)
            guard let first = try blobs.next(), first.type == "OSMHeader" else {
                throw OSMReadError("The PBF file does not start with its OSMHeader block.")
            }
            return OSMExtractFile(format: format, header: try PBFHeaderBlock.decode(first.bytes, range: first.range, at: first.offset), file: file)
        case .xml, .gzipXML:
            return OSMExtractFile(format: format, header: try OSMXMLReader.header(file: file, gzip: format == .gzipXML), file: file)
        }
    }

    /// One pass from the start: each element of `kinds`, in file order. `progress` gets the bytes
    /// read so far. Errors from `visit` are rethrown as is; format errors are `OSMReadError`.
    public func read(_ kinds: OSMElementKinds, progress: (Int) -> Void, _ visit: (OSMElement) throws -> Void) throws {
        switch format {
        case .pbf:
            var blobs = PBFBlobReader(file: file)
            while let block = try blobs.next(keep: { $0 == "OSMData" }) {
                if !kinds.isEmpty { try PBFPrimitiveBlock(block).elements(kinds, visit) }
                progress(Int(blobs.offset))
            }
        case .xml, .gzipXML:
            var reader = try OSMXMLReader(file: file, gzip: format == .gzipXML)
            try reader.read(kinds, progress: progress, visit)
        }
    }
}
