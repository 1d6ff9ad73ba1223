@testable import NearbyGeo
@testable import NearbyHTTP
@testable import NearbyProviders

/// Writes small vector tiles for tests (MVT 2.1: one layer, point features, string values),
/// so a test can say exactly what a tile holds.
struct TileBuilder {
    struct Point {
        var id: UInt64?
        var x: Int32
        var y: Int32
        var properties: [(String, String)]
    }

    var layer: String
    var extent = 4096
    var points: [Point] = []

    init(layer: String, extent: Int = 4096) {
        self.layer = layer
        self.extent = extent
    }

    mutating func add(id: UInt64?, x: Int32, y: Int32, _ properties: [(String, String)]) {
        points.append(Point(id: id, x: x, y: y, properties: properties))
    }

    /// The tile's bytes: `extraLayers` are empty layers that make the schema recognisable.
    func bytes(extraLayers: [String] = []) -> [UInt8] {
        var keys: [String] = [], values: [String] = []
        func index(_ item: String, in table: inout [String]) -> UInt64 {
            if let i = table.firstIndex(of: item) { return UInt64(i) }
            table.append(item)
            return UInt64(table.count - 1)
        }
        var features: [[UInt8]] = []
        for point in points {
            var tags: [UInt8] = [], feature: [UInt8] = []
            for (key, value) in point.properties {
                Self.varint(index(key, in: &keys), into: &tags)
                Self.varint(index(value, in: &values), into: &tags)
            }
            if let id = point.id { Self.field(1, varint: id, into: &feature) }
            Self.field(2, bytes: tags, into: &feature)
            Self.field(3, varint: 1, into: &feature)
            var geometry: [UInt8] = []
            for value in [UInt64(9), Self.zigzag(point.x), Self.zigzag(point.y)] { Self.varint(value, into: &geometry) }
            Self.field(4, bytes: geometry, into: &feature)
            features.append(feature)
        }
        var message: [UInt8] = []
        Self.field(15, varint: 2, into: &message)
        Self.field(1, bytes: Array(layer.utf8), into: &message)
        for feature in features { Self.field(2, bytes: feature, into: &message) }
        for key in keys { Self.field(3, bytes: Array(key.utf8), into: &message) }
        for value in values {
            var encoded: [UInt8] = []
            Self.field(1, bytes: Array(value.utf8), into: &encoded)
            Self.field(4, bytes: encoded, into: &message)
        }
        Self.field(5, varint: UInt64(extent), into: &message)
        var tile: [UInt8] = []
        Self.field(3, bytes: message, into: &tile)
        for name in extraLayers {
            var empty: [UInt8] = []
            Self.field(15, varint: 2, into: &empty)
            Self.field(1, bytes: Array(name.utf8), into: &empty)
            Self.field(3, bytes: empty, into: &tile)
        }
        return tile
    }

    static func zigzag(_ n: Int32) -> UInt64 { UInt64(UInt32(bitPattern: (n << 1) ^ (n >> 31))) }

    static func varint(_ value: UInt64, into out: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    static func field(_ number: UInt64, varint value: UInt64, into out: inout [UInt8]) {
        varint(number << 3, into: &out)
        varint(value, into: &out)
    }

    static func field(_ number: UInt64, bytes: [UInt8], into out: inout [UInt8]) {
        varint(number << 3 | 2, into: &out)
        varint(UInt64(bytes.count), into: &out)
        out += bytes
    }
}

/// A tile source that answers from a table (tiles as given, nil elsewhere) and counts requests;
/// it may be told to fail, as a broken archive or server would.
final class TableTileSource: VenueTileSource, @unchecked Sendable {
    let zooms: ClosedRange<Int>
    let tiles: [TileKey: [UInt8]]
    var failure: ProviderError?
    private(set) var requested: [TileKey] = []

    init(zooms: ClosedRange<Int> = 0...14, tiles: [TileKey: [UInt8]], failure: ProviderError? = nil) {
        self.zooms = zooms
        self.tiles = tiles
        self.failure = failure
    }

    func tile(_ id: TileKey) throws(ProviderError) -> [UInt8]? {
        requested.append(id)
        if let failure { throw failure }
        return tiles[id]
    }
}
