import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// An import writes its new rows' R*Tree entries as packed nodes straight into `venue_index`'s
/// shadow tables (PackedIndexWriter) instead of inserting them one by one through the rtree
/// module. The module must not be able to tell: the same entries to the bit, the same answers,
/// a tree `rtreecheck` passes after every batch, and one it keeps updating itself between
/// batches (the app fetching while an import runs).
final class PackedIndexTests: FolderTestCase {
    /// Every batch packs (a handful of rows would otherwise take the module's own insert).
    let packed = IndexPacking(minimumRows: 1)
    /// No batch packs: the module's row-by-row insert, as before.
    let rowByRow = IndexPacking(minimumRows: .max)
    private var oracles = 0

    /// Venues around a few cities (so leaves are small and overlap matters) and scattered
    /// over the world, names from a short list so filters find some.
    func venues(_ count: Int, seed: UInt64, provider: String = "import", ids: Int? = nil) -> [Venue] {
        var generator = SplitMix64(seed: seed)
        let cities = [(60.17, 24.94), (-33.87, 151.21), (40.71, -74.0), (35.68, 139.69), (-0.5, 179.9)]
        let names = ["Kahvila", "Bär", "Tea Room", "Café", "Sauna"]
        return (0..<count).map { index in
            func unit() -> Double { Double(generator.next() % 1_000_000) / 1_000_000 }
            let lat: Double, lon: Double
            if index % 4 == 0 {
                lat = unit() * 170 - 85
                lon = unit() * 360 - 180
            } else {
                let city = cities[Int(generator.next() % UInt64(cities.count))]
                lat = city.0 + unit() * 0.2 - 0.1
                lon = min(180, city.1 + unit() * 0.2 - 0.1)
            }
            let id = ids.map { "v\(generator.next() % UInt64($0))" } ?? "\(provider)-\(seed)-\(index)"
            return Venue(provider: provider, id: id, name: "\(names[index % names.count]) \(index)", address: "",
                         coordinate: Coordinate(latitude: lat, longitude: lon))
        }
    }

    func rows(_ database: Database, _ sql: String) throws -> [String] {
        let query = try database.prepare(sql)
        var lines: [String] = []
        while try query.step() {
            lines.append((0..<Int32(5)).map { column in
                column == 0 ? "\(query.int(at: 0))" : String(Float(query.double(at: column)).bitPattern, radix: 16)
            }.joined(separator: " "))
        }
        return lines
    }

    /// The index's entries, each coordinate as its 32-bit pattern.
    func indexRows(_ database: Database) throws -> [String] {
        try rows(database, "SELECT vid, min_lat, max_lat, min_lon, max_lon FROM venue_index ORDER BY vid")
    }

    /// What the rtree module itself stores for the venues as they stand: an oracle written by
    /// `INSERT INTO` a fresh R*Tree of the same shape.
    func oracleRows(_ database: Database) throws -> [String] {
        // A new table each time, left to go with the connection: DROP TABLE fails while the
        // importer's connection has a statement open.
        oracles += 1
        let oracle = "temp.oracle\(oracles)"
        try database.execute("""
            CREATE VIRTUAL TABLE \(oracle) USING rtree(vid, min_lat, max_lat, min_lon, max_lon);
            INSERT INTO \(oracle) SELECT vid, lat, lat, lon, lon FROM venue;
            """)
        return try rows(database, "SELECT vid, min_lat, max_lat, min_lon, max_lon FROM \(oracle) ORDER BY vid")
    }

    /// The tree as the module checks it, one entry per venue, each entry what the module would store.
    func checkTree(_ database: Database, _ context: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let check = try database.prepare("SELECT rtreecheck('venue_index')")
        XCTAssertTrue(try check.step())
        XCTAssertEqual(check.text(at: 0), "ok", context, file: file, line: line)
        let counts = try database.prepare("SELECT (SELECT count(*) FROM venue), (SELECT count(*) FROM venue_index)")
        XCTAssertTrue(try counts.step())
        XCTAssertEqual(counts.int(at: 0), counts.int(at: 1), "venues and index entries: \(context)", file: file, line: line)
        let held = try indexRows(database), oracle = try oracleRows(database)
        XCTAssertEqual(held.count, oracle.count, context, file: file, line: line)
        for (have, want) in zip(held, oracle) where have != want {
            XCTFail("\(context): index \(have), the module stores \(want)", file: file, line: line)
            break
        }
    }

    /// The root's depth field and cell count.
    func root(_ database: Database) throws -> (depth: Int, cells: Int) {
        let query = try database.prepare("SELECT data FROM venue_index_node WHERE nodeno = 1")
        XCTAssertTrue(try query.step())
        let bytes = query.blob(at: 0)
        return (Int(bytes[0]) << 8 | Int(bytes[1]), Int(bytes[2]) << 8 | Int(bytes[3]))
    }

    /// Leaves (nodes holding entries) in the tree.
    func leafCount(_ database: Database) throws -> Int {
        let query = try database.prepare("SELECT count(DISTINCT nodeno) FROM venue_index_rowid")
        XCTAssertTrue(try query.step())
        return query.int(at: 0)
    }

    /// At most as many leaves as a Sort-Tile-Recursive packing of `count` entries makes: full
    /// leaves of 51 cells (the module's node size for 4 KiB pages) but the last of each slice.
    func packedLeafBound(_ count: Int) -> Int {
        let full = (count + 50) / 51
        var slices = 1
        while slices * slices < full { slices += 1 }
        return full + slices
    }

    /// What the list, the filters and the map's clusters read.
    func answers(_ store: VenueStore) throws -> [String] {
        var lines: [String] = []
        var generator = SplitMix64(seed: 5)
        let centers = [(60.17, 24.94), (-33.87, 151.21), (40.71, -74.0), (0, 179.95), (10, 10)]
        for (lat, lon) in centers {
            for meters in [300.0, 3_000, 30_000] {
                let jitter = Double(generator.next() % 1000) / 20_000
                let center = Coordinate(latitude: lat + jitter, longitude: min(180, lon + jitter))
                let region = Region(center: center, latitudinalMeters: meters, longitudinalMeters: meters)
                let found = try store.venues(in: region, nearestTo: center, limit: 40)
                lines.append("\(lat),\(lon) \(meters): " + found.map { "\($0.venue.id)@\($0.distance)" }.joined(separator: " "))
            }
        }
        let world = Region(center: Coordinate(latitude: 0, longitude: 0), latitudeDelta: 180, longitudeDelta: 360)
        for filter in ["kahvila 1", "sauna", "bär 9"] {
            for rare in [0, Int.max] {
                let found = try store.nearest(in: world, to: Coordinate(latitude: 60, longitude: 25), matching: filter, limit: 30,
                                              rareMatches: rare)
                lines.append("\(filter) \(rare): \(found.isComplete) " + found.rows.map(\.venue.id).joined(separator: " "))
            }
        }
        let helsinki = Region(center: Coordinate(latitude: 60.17, longitude: 24.94), latitudeDelta: 1, longitudeDelta: 2)
        for region in [world, helsinki] {
            lines.append("clusters: " + (try store.clusters(in: region)).map { "\($0.count)@\($0.coordinate.latitude),\($0.coordinate.longitude)" }
                .sorted().joined(separator: " "))
        }
        return lines
    }

    func openStore(_ name: String) throws -> VenueStore { try VenueStore(path: directory.file(name)) }

    /// Stores `existing` the way a provider's fetch does (the module's own inserts), then imports
    /// `imported` in batches; the tree is checked after every batch.
    func importing(_ imported: [Venue], over existing: [Venue], into name: String, packing: IndexPacking,
                   batchSize: Int = 400, strict: Bool = false) throws -> (VenueStore, ImportSummary) {
        let store = try openStore(name)
        for start in stride(from: 0, to: existing.count, by: 500) {
            try store.upsert(Array(existing[start..<min(existing.count, start + 500)]))
        }
        var batches = 0
        let summary = VenueImporter(store: store, batchSize: batchSize, strict: strict, packing: packing)
            .run(BufferedVenueDecoder(items: imported.map { .venue($0) })) { progress in
                batches += 1
                guard progress.committed else { return }
                do { try checkTree(store.database, "\(name) after batch \(batches)") } catch { XCTFail("\(name): \(error)") }
            }
        XCTAssertNil(summary.failure, name)
        XCTAssertGreaterThan(batches, strict ? 0 : 1, "\(name): the import ran in batches")
        return (store, summary)
    }

    /// The stored rows the import moves (same provider and id, a new place) and ids repeated
    /// within the import, besides the new rows.
    func importedRows(over existing: [Venue], seed: UInt64) -> [Venue] {
        var rows = venues(2_400, seed: seed)
        for (offset, old) in existing.prefix(40).enumerated() {
            var moved = old
            moved.coordinate = Coordinate(latitude: -old.coordinate.latitude, longitude: old.coordinate.longitude / 2)
            rows.insert(moved, at: offset * 37)
        }
        for offset in stride(from: 0, to: 30, by: 1) {
            var again = rows[offset * 11]
            again.coordinate.latitude = min(89, again.coordinate.latitude + 0.5)
            rows.append(again)
        }
        return rows
    }

    /// The packed and the row-by-row paths over the same store leave the same index and answers;
    /// the stores cover the node-size edges: empty, one full leaf (51 entries, the root a leaf),
    /// a root just split (52 entries, depth 1), and a tree of depth 2.
    func testPackedImportsStoreWhatTheModuleStoresAtEveryTreeShape() throws {
        let shapes: [(count: Int, depth: Int, cells: Int?)] = [(0, 0, 0), (51, 0, 51), (52, 1, 2), (4_000, 2, nil)]
        for (count, depth, cells) in shapes {
            let existing = venues(count, seed: UInt64(100 + count), provider: "import")
            let imported = importedRows(over: existing, seed: UInt64(count))
            let shape = try openStore("shape-\(count).sqlite")
            for start in stride(from: 0, to: existing.count, by: 500) {
                try shape.upsert(Array(existing[start..<min(existing.count, start + 500)]))
            }
            let before = try root(shape.database)
            XCTAssertEqual(before.depth, depth, "\(count) stored rows")
            if let cells { XCTAssertEqual(before.cells, cells, "\(count) stored rows") }

            let (fast, fastSummary) = try importing(imported, over: existing, into: "packed-\(count).sqlite", packing: packed)
            let (slow, slowSummary) = try importing(imported, over: existing, into: "plain-\(count).sqlite", packing: rowByRow)
            XCTAssertEqual(fastSummary.inserted, slowSummary.inserted, "\(count)")
            XCTAssertEqual(fastSummary.updated, slowSummary.updated, "\(count)")
            XCTAssertEqual(fastSummary.updated, min(40, count), "\(count): stored rows moved")
            let total = try fast.count()
            XCTAssertEqual(total, count + 2_400)
            XCTAssertEqual(try indexRows(fast.database), try indexRows(slow.database), "\(count): the same entries")
            let found = try answers(fast), expected = try answers(slow)
            XCTAssertEqual(found.count, expected.count)
            for (have, want) in zip(found, expected) where have != want { XCTFail("\(count) packed: \(have)\nrow by row: \(want)") }
            // The import packed: nearly every leaf full, which the module's splits never leave.
            XCTAssertLessThanOrEqual(try leafCount(fast.database), packedLeafBound(total), "\(count): the packed tree's leaves")
        }
    }

    /// A strict import (one transaction for the whole file) packs and repacks inside it.
    func testAStrictImportPacksInItsTransaction() throws {
        let existing = venues(300, seed: 41)
        let imported = importedRows(over: existing, seed: 42)
        let (fast, _) = try importing(imported, over: existing, into: "strict-packed.sqlite", packing: packed, strict: true)
        let (slow, _) = try importing(imported, over: existing, into: "strict-plain.sqlite", packing: rowByRow, strict: true)
        try checkTree(fast.database, "strict")
        XCTAssertEqual(try indexRows(fast.database), try indexRows(slow.database))
        XCTAssertEqual(try answers(fast), try answers(slow))
        XCTAssertLessThanOrEqual(try leafCount(fast.database), packedLeafBound(try fast.count()))
    }

    /// Another connection writes through the module between two batches (the app fetching while
    /// the import runs); the next batch re-reads the tree and keeps what that writer added.
    func testAWriterBetweenBatchesKeepsTheIndexWhole() throws {
        func run(_ name: String, packing: IndexPacking) throws -> VenueStore {
            let store = try openStore(name), other = try openStore(name)
            try store.upsert(venues(500, seed: 61, provider: "osm"))
            var batches = 0
            let summary = VenueImporter(store: store, batchSize: 300, packing: packing)
                .run(BufferedVenueDecoder(items: venues(1_800, seed: 62).map { .venue($0) })) { _ in
                    batches += 1
                    do { try checkTree(store.database, "\(name) after batch \(batches)") } catch { XCTFail("\(name): \(error)") }
                    guard batches % 2 == 1 else { return }
                    // New venues, and stored ones moved, by the normal upsert path.
                    var moved = venues(500, seed: 61, provider: "osm").prefix(20).map { $0 }
                    for index in moved.indices { moved[index].coordinate.longitude = -moved[index].coordinate.longitude }
                    do { try other.upsert(venues(70, seed: 70 + UInt64(batches), provider: "osm") + moved) } catch { XCTFail("\(error)") }
                }
            XCTAssertNil(summary.failure)
            XCTAssertEqual(batches, 6)
            try checkTree(store.database, name)
            return store
        }
        let fast = try run("writer-packed.sqlite", packing: packed), slow = try run("writer-plain.sqlite", packing: rowByRow)
        XCTAssertEqual(try fast.count(), 500 + 1_800 + 3 * 70)
        XCTAssertEqual(try indexRows(fast.database), try indexRows(slow.database))
        XCTAssertEqual(try answers(fast), try answers(slow))
    }

    /// How many leaves hold each of a few hundred points drawn like the venues, summed: about
    /// one per point for a packed tree (its leaves tile the plane), one per batch for leaves
    /// packed batch by batch over the same cities.
    func leafCoverage(_ database: Database) throws -> Int {
        let query = try database.prepare("""
            SELECT min(i.min_lat), max(i.max_lat), min(i.min_lon), max(i.max_lon)
            FROM venue_index_rowid AS r JOIN venue_index AS i ON i.vid = r.rowid GROUP BY r.nodeno
            """)
        var leaves: [(Double, Double, Double, Double)] = []
        while try query.step() { leaves.append((query.double(at: 0), query.double(at: 1), query.double(at: 2), query.double(at: 3))) }
        return venues(300, seed: 7).reduce(0) { sum, venue in
            let lat = venue.coordinate.latitude, lon = venue.coordinate.longitude
            return sum + leaves.filter { $0.0 <= lat && lat <= $0.1 && $0.2 <= lon && lon <= $0.3 }.count
        }
    }

    /// Batches that packed and were never repacked (an import killed before its end) leave a
    /// valid, looser tree; the next large import packs the whole tree again.
    func testTheNextLargeImportRepacksALooseTree() throws {
        let store = try openStore("loose.sqlite")
        let run = try store.beginImportRun()
        var packing = packed
        for seed in UInt64(81)...84 {
            try store.database.transaction({ () throws(StoreError) in
                _ = try store.bulkUpsertInTransaction(venues(600, seed: seed), now: 0, origin: .user(run: run), packing: &packing)
            }, sqliteError: StoreError.sqlite)
            try checkTree(store.database, "loose batch \(seed)")
        }
        XCTAssertTrue(packing.wantsRepack)
        let loose = try leafCoverage(store.database)
        let (_, summary) = try importing(venues(900, seed: 85), over: [], into: "loose.sqlite", packing: packed)
        XCTAssertEqual(summary.inserted, 900)
        try checkTree(store.database, "repacked")
        XCTAssertLessThanOrEqual(try leafCount(store.database), packedLeafBound(try store.count()), "the whole tree was packed again")
        let repacked = try leafCoverage(store.database)
        XCTAssertLessThan(repacked * 2, loose, "leaves over a point: \(repacked) repacked, \(loose) loose")
    }

    /// A small batch still goes through the module row by row: its rows join the leaves there
    /// (a packed batch of five would make a leaf of five).
    func testASmallBatchTakesTheModulesInsert() throws {
        let store = try openStore("small.sqlite")
        try store.upsert(venues(600, seed: 91, provider: "osm"))
        func smallLeaves() throws -> Int {
            let query = try store.database.prepare(
                "SELECT count(*) FROM (SELECT nodeno FROM venue_index_rowid GROUP BY nodeno HAVING count(*) < 10)")
            XCTAssertTrue(try query.step())
            return query.int(at: 0)
        }
        XCTAssertEqual(try smallLeaves(), 0, "the module's splits leave no leaf under a third full")
        let summary = VenueImporter(store: store, packing: IndexPacking())
            .run(BufferedVenueDecoder(items: venues(5, seed: 92).map { .venue($0) }))
        XCTAssertEqual(summary.inserted, 5)
        try checkTree(store.database, "small")
        XCTAssertEqual(try smallLeaves(), 0)
    }
}
