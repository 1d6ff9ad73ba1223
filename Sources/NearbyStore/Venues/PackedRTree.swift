/// The node format of SQLite's rtree module for `venue_index` (two dimensions of 32-bit floats),
/// and Sort-Tile-Recursive packing into it, so an import can write the R*Tree's shadow tables
/// itself (PackedIndexWriter) instead of inserting row by row through the module, which
/// reads and rewrites several node blobs per row (as much time as the sqlite3 shell's whole
/// import). The format is the one rtree.c documents: a node is a 2-byte big-endian depth
/// (meaningful in the root: the tree's height), a 2-byte cell count, then cells of an 8-byte
/// big-endian rowid (a child's node number in an inner node) and the box's four coordinates as
/// big-endian IEEE floats; every node has the root's length.
enum PackedRTree {
    /// A box as the module stores it: (min_lat, max_lat, min_lon, max_lon), column order.
    struct Box: Equatable {
        var minLat: Float
        var maxLat: Float
        var minLon: Float
        var maxLon: Float

        /// A point, rounded outward exactly as the module rounds a double (its rtreeValueDown and
        /// rtreeValueUp), so the packed entry equals what `INSERT INTO venue_index` stores.
        init(latitude: Double, longitude: Double) {
            minLat = Self.down(latitude)
            maxLat = Self.up(latitude)
            minLon = Self.down(longitude)
            maxLon = Self.up(longitude)
        }

        init(minLat: Float, maxLat: Float, minLon: Float, maxLon: Float) {
            self.minLat = minLat
            self.maxLat = maxLat
            self.minLon = minLon
            self.maxLon = maxLon
        }

        /// rtree.c's RNDTOWARDS and RNDAWAY: one part in 2^23 toward or away from zero.
        private static let towardZero = 1.0 - 1.0 / 8_388_608.0
        private static let awayFromZero = 1.0 + 1.0 / 8_388_608.0

        static func down(_ value: Double) -> Float {
            let nearest = Float(value)
            guard Double(nearest) > value else { return nearest }
            return Float(value * (value < 0 ? awayFromZero : towardZero))
        }

        static func up(_ value: Double) -> Float {
            let nearest = Float(value)
            guard Double(nearest) < value else { return nearest }
            return Float(value * (value < 0 ? towardZero : awayFromZero))
        }

        mutating func formUnion(_ other: Box) {
            minLat = min(minLat, other.minLat)
            maxLat = max(maxLat, other.maxLat)
            minLon = min(minLon, other.minLon)
            maxLon = max(maxLon, other.maxLon)
        }

        /// Twice the centre, which orders boxes as their centres do without a division.
        var latitudeKey: Float { minLat + maxLat }
        var longitudeKey: Float { minLon + maxLon }
    }

    /// A cell: a venue's vid and point in a leaf, a child's node number and bounds in an inner node.
    struct Cell: Equatable {
        var id: Int64
        var box: Box
    }

    static let headerBytes = 4
    static let cellBytes = 24

    /// How many cells a node of `nodeSize` bytes holds.
    static func capacity(nodeSize: Int) -> Int { (nodeSize - headerBytes) / cellBytes }

    /// A node's blob, zero-padded to `size` bytes as the module writes its nodes.
    static func encode(depth: Int, cells: ArraySlice<Cell>, size: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        appendBigEndian(UInt16(truncatingIfNeeded: depth), to: &bytes)
        appendBigEndian(UInt16(truncatingIfNeeded: cells.count), to: &bytes)
        for cell in cells {
            appendBigEndian(UInt64(bitPattern: cell.id), to: &bytes)
            appendBigEndian(cell.box.minLat.bitPattern, to: &bytes)
            appendBigEndian(cell.box.maxLat.bitPattern, to: &bytes)
            appendBigEndian(cell.box.minLon.bitPattern, to: &bytes)
            appendBigEndian(cell.box.maxLon.bitPattern, to: &bytes)
        }
        if bytes.count < size { bytes.append(contentsOf: repeatElement(0, count: size - bytes.count)) }
        return bytes
    }

    /// A node's depth field and cells; nil for a blob too short for the count it gives.
    static func decode(_ bytes: [UInt8]) -> (depth: Int, cells: [Cell])? {
        guard bytes.count >= headerBytes else { return nil }
        let depth = Int(readBigEndian(bytes, at: 0, as: UInt16.self))
        let count = Int(readBigEndian(bytes, at: 2, as: UInt16.self))
        guard bytes.count >= headerBytes + count * cellBytes else { return nil }
        var cells: [Cell] = []
        cells.reserveCapacity(count)
        for index in 0..<count {
            let at = headerBytes + index * cellBytes
            func float(_ offset: Int) -> Float { Float(bitPattern: readBigEndian(bytes, at: at + offset, as: UInt32.self)) }
            cells.append(Cell(id: Int64(bitPattern: readBigEndian(bytes, at: at, as: UInt64.self)),
                              box: Box(minLat: float(8), maxLat: float(12), minLon: float(16), maxLon: float(20))))
        }
        return (depth, cells)
    }

    private static func appendBigEndian<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        var big = value.bigEndian
        withUnsafeBytes(of: &big) { bytes.append(contentsOf: $0) }
    }

    private static func readBigEndian<T: FixedWidthInteger>(_ bytes: [UInt8], at offset: Int, as: T.Type) -> T {
        var value: T = 0
        for index in 0..<MemoryLayout<T>.size { value = value << 8 | T(bytes[offset + index]) }
        return value
    }

    /// Sort-Tile-Recursive order: about √(n / capacity) vertical slices by longitude, each a
    /// multiple of `capacity` cells (but the last) sorted by latitude, so consecutive runs of
    /// `capacity` cells (`nodeRanges`) are the packed nodes, full but for the last one. Ties go
    /// by id, so a packing is the same on every run.
    static func strOrder(_ cells: inout [Cell], capacity: Int) {
        guard cells.count > capacity else { return }
        let nodes = (cells.count + capacity - 1) / capacity
        var slices = 1
        while slices * slices < nodes { slices += 1 }
        let sliceCells = capacity * ((nodes + slices - 1) / slices)
        cells.sort { ($0.box.longitudeKey, $0.id) < ($1.box.longitudeKey, $1.id) }
        var start = 0
        while start < cells.count {
            let end = min(cells.count, start + sliceCells)
            cells[start..<end].sort { ($0.box.latitudeKey, $0.id) < ($1.box.latitudeKey, $1.id) }
            start = end
        }
    }

    /// Consecutive runs of at most `capacity` of `count` cells: one node each.
    static func nodeRanges(count: Int, capacity: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: capacity).map { $0..<min(count, $0 + capacity) }
    }

    /// The bounds of a run of cells (never empty).
    static func bounds(_ cells: ArraySlice<Cell>) -> Box {
        var box = cells[cells.startIndex].box
        for cell in cells.dropFirst() { box.formUnion(cell.box) }
        return box
    }
}
