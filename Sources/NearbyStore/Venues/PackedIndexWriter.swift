import NearbySQLite

/// Writes packed nodes straight into `venue_index`'s shadow tables (`_node`, `_rowid`,
/// `_parent`), the way GDAL's GeoPackage driver builds its spatial index. Every call runs inside
/// the caller's write transaction and leaves a tree the rtree module reads, updates and checks
/// (`rtreecheck`) as its own: it re-reads the tree each time, since another connection may have
/// inserted through the module between two batches.
final class PackedIndexWriter {
    private let database: Database
    private var statements: [String: Statement] = [:]
    private var nextNode: Int64 = 0
    private var nodeSize = 0
    private var capacity: Int { PackedRTree.capacity(nodeSize: nodeSize) }

    init(database: Database) {
        self.database = database
    }

    private func statement(_ sql: String) throws(SQLiteError) -> Statement {
        if let statement = statements[sql] { return statement }
        let statement = try database.prepare(sql)
        statements[sql] = statement
        return statement
    }

    private func corrupt(_ what: String) -> SQLiteError {
        SQLiteError(code: 11, message: "venue_index: \(what)", sql: nil)  // SQLITE_CORRUPT
    }

    /// The root's size (every node's), and the first free node number.
    private func start() throws(SQLiteError) -> (depth: Int, cells: [PackedRTree.Cell]) {
        let root = try readNode(1)
        nodeSize = root.size
        guard capacity >= 2 else { throw corrupt("a node of \(nodeSize) bytes") }
        let last = try statement("SELECT coalesce(max(nodeno), 1) FROM venue_index_node")
        defer { last.reset() }
        nextNode = try last.step() ? Int64(last.int(at: 0)) + 1 : 2
        return (root.depth, root.cells)
    }

    private func readNode(_ number: Int64) throws(SQLiteError) -> (depth: Int, cells: [PackedRTree.Cell], size: Int) {
        let read = try statement("SELECT data FROM venue_index_node WHERE nodeno = ?1")
        defer { read.reset() }
        try read.bind(integer: Int(number), at: 1)
        guard try read.step() else { throw corrupt("node \(number) is missing") }
        let bytes = read.blob(at: 0)
        guard let node = PackedRTree.decode(bytes) else { throw corrupt("node \(number) is shorter than its cells") }
        return (node.depth, node.cells, bytes.count)
    }

    private func writeNode(_ number: Int64, depth: Int, _ cells: ArraySlice<PackedRTree.Cell>) throws(SQLiteError) {
        let write = try statement("INSERT OR REPLACE INTO venue_index_node VALUES (?1, ?2)")
        try write.bind(integer: Int(number), at: 1)
        try write.bind(blob: PackedRTree.encode(depth: depth, cells: cells, size: nodeSize), at: 2)
        try write.runBound()
    }

    private func setParent(of node: Int64, _ parent: Int64) throws(SQLiteError) {
        let write = try statement("INSERT OR REPLACE INTO venue_index_parent VALUES (?1, ?2)")
        try write.bind(integer: Int(node), at: 1)
        try write.bind(integer: Int(parent), at: 2)
        try write.runBound()
    }

    private func setLeaf(of vid: Int64, _ leaf: Int64, replacing: Bool) throws(SQLiteError) {
        let write = try statement(replacing ? "UPDATE venue_index_rowid SET nodeno = ?2 WHERE rowid = ?1"
                                            : "INSERT OR REPLACE INTO venue_index_rowid VALUES (?1, ?2)")
        try write.bind(integer: Int(vid), at: 1)
        try write.bind(integer: Int(leaf), at: 2)
        try write.runBound()
    }

    /// Writes `entries` (in node order) as leaves of up to `capacity` cells; their cells as parents see them.
    private func writeLeaves(_ entries: [PackedRTree.Cell], replacing: Bool) throws(SQLiteError) -> [PackedRTree.Cell] {
        var leaves: [PackedRTree.Cell] = []
        for range in PackedRTree.nodeRanges(count: entries.count, capacity: capacity) {
            let number = nextNode
            nextNode += 1
            try writeNode(number, depth: 0, entries[range])
            for entry in entries[range] { try setLeaf(of: entry.id, number, replacing: replacing) }
            leaves.append(PackedRTree.Cell(id: number, box: PackedRTree.bounds(entries[range])))
        }
        return leaves
    }

    /// Adds `entries` (venues not yet in the index) as packed leaves, keeping every leaf already
    /// there and the nodes just above them; the levels above those are rebuilt and the root
    /// rewritten. Leaves of different batches overlap, so a large import ends with `repack()`.
    /// Returns whether the tree held entries before.
    @discardableResult
    func append(_ entries: [PackedRTree.Cell]) throws(SQLiteError) -> Bool {
        guard !entries.isEmpty else { return false }
        let root = try start()
        let hadEntries = !root.cells.isEmpty
        var entries = entries
        var leaves: [PackedRTree.Cell] = []  // existing leaves that need a new parent
        var kept: [PackedRTree.Cell] = []  // existing nodes one above the leaves, kept whole
        var obsolete: [Int64] = []  // existing internal nodes below the root, rebuilt
        switch root.depth {
        case 0: entries += root.cells
        case 1: leaves = root.cells
        default:
            var level = root.cells, height = root.depth - 1
            while height > 1 {
                var below: [PackedRTree.Cell] = []
                for cell in level {
                    obsolete.append(cell.id)
                    below += try readNode(cell.id).cells
                }
                level = below
                height -= 1
            }
            kept = level
        }
        for node in obsolete {
            for sql in ["DELETE FROM venue_index_node WHERE nodeno = ?1", "DELETE FROM venue_index_parent WHERE nodeno = ?1"] {
                let delete = try statement(sql)
                try delete.bind(integer: Int(node), at: 1)
                try delete.runBound()
            }
        }
        PackedRTree.strOrder(&entries, capacity: capacity)
        if entries.count <= capacity && leaves.isEmpty && kept.isEmpty {
            try writeNode(1, depth: 0, entries[...])
            for entry in entries { try setLeaf(of: entry.id, 1, replacing: false) }
            return hadEntries
        }
        try buildLevels(from: leaves + (try writeLeaves(entries, replacing: false)), keptAbove: kept)
        return hadEntries
    }

    /// Builds the internal levels over `nodes` (height 0) and `kept` (height 1), writing each new
    /// node, every child's parent, and the root last.
    private func buildLevels(from nodes: [PackedRTree.Cell], keptAbove kept: [PackedRTree.Cell]) throws(SQLiteError) {
        var level = nodes, height = 0
        while true {
            if height == 1 { level += kept }
            if level.count <= capacity && (height > 0 || kept.isEmpty) {
                try writeNode(1, depth: height + 1, level[...])
                for child in level { try setParent(of: child.id, 1) }
                return
            }
            PackedRTree.strOrder(&level, capacity: capacity)
            var above: [PackedRTree.Cell] = []
            for range in PackedRTree.nodeRanges(count: level.count, capacity: capacity) {
                let number = nextNode
                nextNode += 1
                try writeNode(number, depth: 0, level[range])
                for child in level[range] { try setParent(of: child.id, number) }
                above.append(PackedRTree.Cell(id: number, box: PackedRTree.bounds(level[range])))
            }
            level = above
            height += 1
        }
    }

    /// Rebuilds the whole tree packed (STR over every entry), in the caller's transaction. The
    /// entries come sorted by longitude from SQLite's sorter, which spills to temporary files
    /// rather than holding a million entries in memory here; one slice is held at a time.
    func repack() throws(SQLiteError) {
        let root = try start()
        let countQuery = try statement("SELECT count(*) FROM venue_index_rowid")
        let count = try countQuery.step() ? countQuery.int(at: 0) : 0
        countQuery.reset()
        guard count > capacity || root.depth > 0 else { return }
        let lastOld = nextNode - 1
        let nodes = (count + capacity - 1) / capacity
        var slices = 1
        while slices * slices < nodes { slices += 1 }
        let sliceCells = capacity * ((nodes + slices - 1) / slices)
        let read = try database.prepare("SELECT vid, min_lat, max_lat, min_lon, max_lon FROM venue_index ORDER BY min_lon + max_lon")
        var leaves: [PackedRTree.Cell] = []
        leaves.reserveCapacity(nodes)
        var slice: [PackedRTree.Cell] = []
        slice.reserveCapacity(sliceCells)
        func flush() throws(SQLiteError) {
            slice.sort { $0.box.latitudeKey < $1.box.latitudeKey }
            leaves += try writeLeaves(slice, replacing: true)
            slice.removeAll(keepingCapacity: true)
        }
        while try read.step() {
            slice.append(PackedRTree.Cell(id: Int64(read.int(at: 0)),
                                          box: PackedRTree.Box(minLat: Float(read.double(at: 1)), maxLat: Float(read.double(at: 2)),
                                                               minLon: Float(read.double(at: 3)), maxLon: Float(read.double(at: 4)))))
            if slice.count == sliceCells { try flush() }
        }
        if !slice.isEmpty { try flush() }
        read.reset()
        try database.prepare("DELETE FROM venue_index_node WHERE nodeno <= ?1").run([.integer(Int(lastOld))])
        try database.execute("DELETE FROM venue_index_parent")
        try buildLevels(from: leaves, keptAbove: [])
    }
}
