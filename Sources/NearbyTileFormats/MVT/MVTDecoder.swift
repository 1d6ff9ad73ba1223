/// Decodes Mapbox Vector Tiles (MVT 2.1): protobuf messages Tile → Layer → Feature/Value.
///
/// Rules a reader cannot recover from (wrong field types, a missing layer name or version, a
/// tag pointing past the key table, broken geometry commands) reject the whole tile; rules it
/// can (a feature without type or geometry, odd tags, a second layer of the same name) skip just
/// that part and note it in `MVTTile.skipped`. Unknown fields are ignored, as protobuf requires.
public enum MVTDecoder {
    /// Decodes an uncompressed tile.
    public static func decode(_ bytes: [UInt8]) throws(MVTError) -> MVTTile {
        var reader = ProtobufReader(bytes)
        var tile = MVTTile(layers: [])
        var names = Set<String>()
        var budget = Budget()
        do {
            while let (number, wireType) = try reader.nextField() {
                guard number == 3 else {
                    try reader.skip(wireType)
                    continue
                }
                guard wireType == .lengthDelimited else { throw MVTError("a layer is not a message") }
                let layer = try decodeLayer(try reader.message(), skipped: &tile.skipped, budget: &budget)
                if names.insert(layer.name).inserted {
                    tile.layers.append(layer)
                } else {
                    tile.skipped.append(MVTSkip(layer: layer.name, feature: nil, reason: "a second layer with the same name"))
                }
            }
        } catch let failure as ProtobufReader.Failure {
            throw MVTError(describe(failure))
        } catch let error as MVTError {
            throw error
        } catch {
            throw MVTError("\(error)")
        }
        return tile
    }

    /// Decodes a tile that may be gzip- or zlib-compressed (as tiles are served and stored).
    public static func decode(compressed bytes: [UInt8], limit: Int = Inflate.defaultLimit) throws -> MVTTile {
        guard bytes.count <= TileLimits.maxStoredBytes else {
            throw MVTError("it is stored in more than \(TileLimits.mebibytes(TileLimits.maxStoredBytes))", overLimit: true)
        }
        let isCompressed = Inflate.isGzip(bytes) || (bytes.count >= 2 && bytes[0] == 0x78 && (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0)
        return try decode(isCompressed ? try Inflate.inflate(bytes, limit: limit) : bytes)
    }

    static func describe(_ failure: ProtobufReader.Failure) -> String {
        switch failure {
        case .truncated: return "the protobuf data is truncated"
        case .badVarint: return "a protobuf varint is too long"
        case .badWireType(let type): return "unknown protobuf wire type \(type)"
        case .badFieldNumber: return "a protobuf field number is 0"
        }
    }

    /// What the tile decoded so far holds, against `TileLimits`: counted before anything is
    /// allocated for the part that would pass a limit.
    private struct Budget {
        var points = 0
        var features = 0
        var tableEntries = 0
        var properties = 0

        mutating func add(features count: Int, layer: String?) throws(MVTError) {
            features += count
            guard features <= TileLimits.maxFeatures else {
                throw MVTError("it holds more than \(TileLimits.maxFeatures) features", layer: layer, overLimit: true)
            }
        }

        mutating func addTableEntry(layer: String?) throws(MVTError) {
            tableEntries += 1
            guard tableEntries <= TileLimits.maxTableEntries else {
                throw MVTError("it holds more than \(TileLimits.maxTableEntries) keys and values", layer: layer, overLimit: true)
            }
        }

        mutating func add(properties count: Int, layer: String) throws(MVTError) {
            properties += count
            guard properties <= TileLimits.maxProperties else {
                throw MVTError("it holds more than \(TileLimits.maxProperties) properties", layer: layer, overLimit: true)
            }
        }

        mutating func add(points count: Int, layer: String) throws(MVTError) {
            points += count
            guard points <= TileLimits.maxPoints else {
                throw MVTError("it holds more than \(TileLimits.maxPoints) points", layer: layer, overLimit: true)
            }
        }
    }

    private static func decodeLayer(_ message: ProtobufReader, skipped: inout [MVTSkip], budget: inout Budget) throws -> MVTLayer {
        var reader = message
        var name: String?
        var version: UInt64?
        var extent: UInt64 = 4096
        var keys: [String] = []
        var values: [MVTValue] = []
        var featureRanges: [Range<Int>] = []
        while let (number, wireType) = try reader.nextField() {
            switch number {
            case 15:
                guard wireType == .varint else { throw MVTError("the layer version is not an integer", layer: name) }
                version = try reader.varint()
            case 1:
                guard wireType == .lengthDelimited else { throw MVTError("the layer name is not a string") }
                name = try reader.string()
            case 2:
                guard wireType == .lengthDelimited else { throw MVTError("a feature is not a message", layer: name) }
                try budget.add(features: 1, layer: name)
                featureRanges.append(try reader.lengthDelimited())
            case 3:
                guard wireType == .lengthDelimited else { throw MVTError("a key is not a string", layer: name) }
                try budget.addTableEntry(layer: name)
                keys.append(try reader.string())
            case 4:
                guard wireType == .lengthDelimited else { throw MVTError("a value is not a message", layer: name) }
                try budget.addTableEntry(layer: name)
                values.append(try decodeValue(try reader.message(), layer: name))
            case 5:
                guard wireType == .varint else { throw MVTError("the layer extent is not an integer", layer: name) }
                extent = try reader.varint()
            default:
                try reader.skip(wireType)
            }
        }
        guard let name else { throw MVTError("a layer has no name") }
        guard let version else { throw MVTError("the layer has no version", layer: name) }
        guard version == 1 || version == 2 else { throw MVTError("unsupported layer version \(version)", layer: name) }
        guard extent > 0, extent <= UInt64(Int32.max) else { throw MVTError("the layer extent \(extent) is out of range", layer: name) }
        var features: [MVTFeature] = []
        features.reserveCapacity(featureRanges.count)
        // Scratch buffers reused by every feature of the layer (two allocations fewer per feature).
        var scratch = FeatureScratch()
        for (index, range) in featureRanges.enumerated() {
            switch try decodeFeature(ProtobufReader(message.bytes, range: range), keys: keys, values: values, layer: name,
                                     scratch: &scratch, budget: &budget) {
            case .success(let feature, let notes):
                features.append(feature)
                skipped += notes.map { MVTSkip(layer: name, feature: index, reason: $0) }
            case .skip(let reason):
                skipped.append(MVTSkip(layer: name, feature: index, reason: reason))
            }
        }
        return MVTLayer(name: name, version: Int(version), extent: Int(extent), keys: keys, values: values, features: features)
    }

    /// A value message: exactly one of the seven typed fields.
    private static func decodeValue(_ message: ProtobufReader, layer: String?) throws -> MVTValue {
        var reader = message
        var value: MVTValue?
        while let (number, wireType) = try reader.nextField() {
            let expected: ProtobufReader.WireType
            switch number {
            case 1: expected = .lengthDelimited
            case 2: expected = .fixed32
            case 3: expected = .fixed64
            case 4, 5, 6, 7: expected = .varint
            default: throw MVTError("a value has an unknown type (field \(number))", layer: layer)
            }
            guard wireType == expected else { throw MVTError("a value's type does not match its encoding", layer: layer) }
            switch number {
            case 1: value = .string(try reader.string())
            case 2: value = .float(Float(bitPattern: try reader.fixed32()))
            case 3: value = .double(Double(bitPattern: try reader.fixed64()))
            case 4: value = .int(Int64(bitPattern: try reader.varint()))
            case 5: value = .uint(try reader.varint())
            case 6:
                let raw = try reader.varint()
                value = .sint(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
            default: value = .bool(try reader.varint() != 0)
            }
        }
        guard let value else { throw MVTError("a value has no type", layer: layer) }
        return value
    }

    private enum FeatureResult {
        case success(MVTFeature, notes: [String])
        case skip(String)
    }

    private struct FeatureScratch {
        var tags: [UInt32] = []
        var commands: [UInt32] = []
    }

    private static func decodeFeature(_ message: ProtobufReader, keys: [String], values: [MVTValue], layer: String,
                                      scratch: inout FeatureScratch, budget: inout Budget) throws -> FeatureResult {
        var reader = message
        var id: UInt64?
        var typeField: UInt64?
        scratch.tags.removeAll(keepingCapacity: true)
        scratch.commands.removeAll(keepingCapacity: true)
        var geometryFields = 0
        while let (number, wireType) = try reader.nextField() {
            switch number {
            case 1:
                guard wireType == .varint else { throw MVTError("a feature id is not an integer", layer: layer) }
                id = try reader.varint()
            case 2:
                try reader.appendUInt32s(wireType, to: &scratch.tags)
            case 3:
                guard wireType == .varint else { throw MVTError("a geometry type is not an integer", layer: layer) }
                typeField = try reader.varint()
            case 4:
                if wireType == .lengthDelimited { geometryFields += 1 }
                try reader.appendUInt32s(wireType, to: &scratch.commands)
            default:
                try reader.skip(wireType)
            }
        }
        let tags = scratch.tags
        try budget.add(properties: tags.count / 2, layer: layer)
        var properties: [MVTFeature.Property] = []
        properties.reserveCapacity(tags.count / 2)
        for pair in stride(from: 0, to: tags.count - 1, by: 2) {
            let key = Int(tags[pair]), value = Int(tags[pair + 1])
            guard key < keys.count else { throw MVTError("a feature's tag names key \(key) of \(keys.count)", layer: layer) }
            guard value < values.count else { throw MVTError("a feature's tag names value \(value) of \(values.count)", layer: layer) }
            properties.append(MVTFeature.Property(key: keys[key], value: values[value]))
        }
        guard tags.count % 2 == 0 else { return .skip("an odd number of tags") }
        // A missing type is proto2's default, UNKNOWN (fixtures 003 and 016 are the same bytes,
        // one "valid", one "recoverable": keeping the feature satisfies both).
        let rawType = typeField ?? 0
        guard rawType <= 3, let type = MVTGeometryType(rawValue: UInt8(rawType)) else { return .skip("unknown geometry type \(rawType)") }
        guard geometryFields <= 1 else { return .skip("more than one geometry") }
        guard !scratch.commands.isEmpty || type == .unknown else { return .skip("no geometry") }
        // Two parameters a point: the most points these commands can make, counted before decoding them.
        try budget.add(points: scratch.commands.count / 2, layer: layer)
        let (geometry, notes) = try MVTGeometryDecoder.decode(scratch.commands, type: type)
        return .success(MVTFeature(id: id, properties: properties, geometry: geometry), notes: notes)
    }
}
