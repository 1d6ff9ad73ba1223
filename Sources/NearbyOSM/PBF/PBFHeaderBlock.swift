import NearbyTileFormats

/// The HeaderBlock of a PBF file: its bounding box, its features and the program that wrote it.
/// A required feature Nearby does not read refuses the file, named, as the format asks.
enum PBFHeaderBlock {
    /// The required features Nearby reads: the schema and dense nodes. `HistoricalInformation`
    /// (deleted elements and old versions) is known but refused: the walking graph and the cafés
    /// want the current map, and a history file would yield every version of each element.
    static let understood: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]

    static func decode(_ bytes: [UInt8], range: Range<Int>, at offset: UInt64) throws(OSMReadError) -> OSMHeader {
        var reader = ProtobufReader(bytes, range: range)
        var header = OSMHeader()
        do {
            while let field = try reader.nextField() {
                switch (field.number, field.wireType) {
                case (1, .lengthDelimited): header.bounds = try bounds(try reader.message(), at: offset)
                case (4, .lengthDelimited): header.requiredFeatures.append(try reader.string())
                case (5, .lengthDelimited): header.optionalFeatures.append(try reader.string())
                case (16, .lengthDelimited): header.writingProgram = try reader.string()
                default: try reader.skip(field.wireType)
                }
            }
        } catch {
            throw .malformed("its HeaderBlock is not well formed", at: offset)
        }
        try check(header.requiredFeatures)
        return header
    }

    /// Refuses a history file, or features Nearby does not know, by name.
    static func check(_ features: [String]) throws(OSMReadError) {
        if features.contains("HistoricalInformation") {
            throw OSMReadError("The extract is an OSM history file (it requires the feature “HistoricalInformation”); Nearby reads current extracts only.")
        }
        let unknown = features.filter { !understood.contains($0) }
        guard !unknown.isEmpty else { return }
        let names = unknown.map { "“\($0)”" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        throw OSMReadError("The extract requires the PBF \(names.count == 1 ? "feature" : "features") \(list), which Nearby cannot read.")
    }

    /// HeaderBBox: left, right, top, bottom in nanodegrees (never scaled by a granularity).
    private static func bounds(_ message: ProtobufReader, at offset: UInt64) throws(ProtobufReader.Failure) -> (south: Double, west: Double, north: Double, east: Double)? {
        var reader = message
        var edges: [UInt64: Int64] = [:]
        while let field = try reader.nextField() {
            if (1...4).contains(field.number) && field.wireType == .varint {
                edges[field.number] = ProtobufReader.zigzag(try reader.varint())
            } else {
                try reader.skip(field.wireType)
            }
        }
        guard let left = edges[1], let right = edges[2], let top = edges[3], let bottom = edges[4] else { return nil }
        let box = (south: Double(bottom) / 1e9, west: Double(left) / 1e9, north: Double(top) / 1e9, east: Double(right) / 1e9)
        // A box off the globe is ignored rather than trusted.
        guard abs(box.south) <= 90, abs(box.north) <= 90, abs(box.west) <= 180, abs(box.east) <= 180 else { return nil }
        return box
    }
}
