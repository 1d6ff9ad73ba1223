import Foundation
import NearbyOSM
import NearbyTestSupport
import NearbyTileFormats
import XCTest

/// Hostile and broken extracts: each gets one sentence saying what is wrong and where, never a
/// crash, and memory stays within the format's limits.
final class OSMHostileTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func error(_ bytes: [UInt8], _ name: String = "x.osm.pbf") throws -> String? {
        OSMFixtures.readError(try scratch.write(bytes, to: name))?.message
    }

    private func valid() -> (file: PBFTestFile, offset: Int) {
        PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: ["amenity", "cafe"],
                                                        group: PBFTestFile.denseGroup(ids: [1, 1], lats: [601_700_000, 10], lons: [249_400_000, 10], keysValues: [1, 2, 0, 0])))
    }

    func testTheValidBaselineReads() throws {
        let path = try scratch.write(valid().file.bytes, to: "ok.osm.pbf")
        let elements = try OSMFixtures.elements(path)
        XCTAssertEqual(elements.count, 2)
        guard case .node(let first) = elements[0], case .node(let second) = elements[1] else { return XCTFail("\(elements)") }
        XCTAssertEqual(first.id, 1)
        XCTAssertEqual(first.tags, ["amenity": "cafe"])
        XCTAssertEqual(first.coordinate.latitude, 60.17)
        XCTAssertEqual(second.id, 2)
        XCTAssertEqual(second.coordinate.longitude, 24.940001)
        XCTAssertEqual(second.tags, [:])
    }

    func testATruncatedBlobIsNamedWithItsOffset() throws {
        let (file, offset) = valid()
        for cut in [offset + 2, offset + 9, file.bytes.count - 1] {
            XCTAssertEqual(try error(Array(file.bytes.prefix(cut))),
                           "The extract ends inside the PBF block at byte \(offset): the file is truncated.", "cut at \(cut)")
        }
    }

    func testABlobHeaderOver64KiBIsRefusedBeforeItIsRead() throws {
        var file = PBFTestFile()
        file.block(type: "OSMHeader", blob: PBFTestFile.raw(PBFTestFile.header()))
        let offset = file.block(type: "OSMData", blob: PBFTestFile.raw(ProtobufWriter()), headerPadding: 64 << 10)
        let length = file.bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertGreaterThan(length, 64 << 10)
        XCTAssertEqual(try error(file.bytes), "The PBF block header at byte \(offset) is \(length) bytes, over the format's 64 KiB limit.")
    }

    func testABlobOver32MiBIsRefusedBeforeItIsRead() throws {
        var file = PBFTestFile()
        file.block(type: "OSMHeader", blob: PBFTestFile.raw(PBFTestFile.header()))
        let offset = file.block(type: "OSMData", blob: PBFTestFile.raw(ProtobufWriter()), declaredSize: (32 << 20) + 1)
        XCTAssertEqual(try error(file.bytes), "The PBF blob at byte \(offset) is 33554433 bytes, over the format's 32 MiB limit.")
    }

    func testAZlibBombStopsAtTheDeclaredSize() throws {
        var file = PBFTestFile()
        file.block(type: "OSMHeader", blob: PBFTestFile.raw(PBFTestFile.header()))
        let zeros = [UInt8](repeating: 0, count: 8 << 20)
        let offset = file.block(type: "OSMData", blob: PBFTestFile.zlib(zeros, rawSize: 1000))
        XCTAssertLessThan(file.bytes.count, 64 << 10)
        XCTAssertEqual(try error(file.bytes),
                       "The PBF blob at byte \(offset) inflates to more than the 1000 bytes it declares (a zlib bomb, or a damaged file).")

        var huge = PBFTestFile()
        huge.block(type: "OSMHeader", blob: PBFTestFile.raw(PBFTestFile.header()))
        let hugeOffset = huge.block(type: "OSMData", blob: PBFTestFile.zlib(zeros, rawSize: 64 << 20))
        XCTAssertEqual(try error(huge.bytes), "The PBF blob at byte \(hugeOffset) says it inflates to 67108864 bytes, over the format's 32 MiB limit.")
    }

    func testAStringIndexPastTheTableIsNamed() throws {
        let dense = PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: ["amenity"],
                                                                    group: PBFTestFile.denseGroup(ids: [1], lats: [0], lons: [0], keysValues: [1, 5, 0])))
        XCTAssertEqual(try error(dense.file.bytes), "The PBF block at byte \(dense.offset) names string 5, but its string table has 2 entries.")

        var way = ProtobufWriter()
        way.field(1, varint: 7)
        way.field(2, packed: [9])
        way.field(3, packed: [1])
        var group = ProtobufWriter()
        group.field(3, message: way)
        let ways = PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: ["highway"], group: group))
        XCTAssertEqual(try error(ways.file.bytes), "The PBF block at byte \(ways.offset) names string 9, but its string table has 2 entries.")
    }

    func testDeltasThatOverflowAreRefused() throws {
        let overflow = "is damaged: its delta-coded ids or coordinates overflow 64 bits."
        let ids = PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: [], group: PBFTestFile.denseGroup(ids: [.max, 1], lats: [0, 0], lons: [0, 0])))
        XCTAssertEqual(try error(ids.file.bytes), "The PBF block at byte \(ids.offset) \(overflow)")
        let lats = PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: [], group: PBFTestFile.denseGroup(ids: [1, 1], lats: [.min, -1], lons: [0, 0])))
        XCTAssertEqual(try error(lats.file.bytes), "The PBF block at byte \(lats.offset) \(overflow)")

        var way = ProtobufWriter()
        way.field(1, varint: 7)
        way.field(8, packedSigned: [.max, .max])
        var group = ProtobufWriter()
        group.field(3, message: way)
        let refs = PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: [], group: group))
        XCTAssertEqual(try error(refs.file.bytes), "The PBF block at byte \(refs.offset) \(overflow)")

        // Scaled by the granularity past 64 bits, or past the poles.
        let scaled = PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: [], group: PBFTestFile.denseGroup(ids: [1], lats: [.max / 50], lons: [0])))
        XCTAssertEqual(try error(scaled.file.bytes), "The PBF block at byte \(scaled.offset) \(overflow)")
        let pole = PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: [], group: PBFTestFile.denseGroup(ids: [1], lats: [900_000_001], lons: [0])))
        XCTAssertEqual(try error(pole.file.bytes), "The PBF block at byte \(pole.offset) puts a node off the globe (latitude 90.0000001, longitude 0.0).")
    }

    func testAnUnknownRequiredFeatureIsRefusedByName() throws {
        func file(_ required: [String]) -> [UInt8] {
            var file = PBFTestFile()
            file.block(type: "OSMHeader", blob: PBFTestFile.raw(PBFTestFile.header(required: required)))
            return file.bytes
        }
        XCTAssertEqual(try error(file(["OsmSchema-V0.6", "DenseNodes", "Teleportation"])),
                       "The extract requires the PBF feature “Teleportation”, which Nearby cannot read.")
        XCTAssertEqual(try error(file(["OsmSchema-V0.6", "LocationsOnWays", "Teleportation"])),
                       "The extract requires the PBF features “LocationsOnWays” and “Teleportation”, which Nearby cannot read.")
        XCTAssertEqual(try error(file(["OsmSchema-V0.6", "HistoricalInformation"])),
                       "The extract is an OSM history file (it requires the feature “HistoricalInformation”); Nearby reads current extracts only.")
        XCTAssertNil(try error(file(["OsmSchema-V0.6", "DenseNodes"])))
        XCTAssertNil(try error(file([])))
    }

    func testOtherCompressionsAndMismatchedColumnsAreNamed() throws {
        var lzma = ProtobufWriter()
        lzma.field(2, varint: 10)
        lzma.field(4, bytes: [1, 2, 3])
        var file = PBFTestFile()
        file.block(type: "OSMHeader", blob: PBFTestFile.raw(PBFTestFile.header()))
        let offset = file.block(type: "OSMData", blob: lzma)
        XCTAssertEqual(try error(file.bytes), "The PBF block at byte \(offset) is compressed with LZMA, which Nearby cannot read (only zlib).")

        let columns = PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: [], group: PBFTestFile.denseGroup(ids: [1, 1], lats: [0], lons: [0, 0])))
        XCTAssertEqual(try error(columns.file.bytes),
                       "The PBF block at byte \(columns.offset) is damaged: its dense nodes have 2 ids, 1 latitudes and 2 longitudes.")
    }

    func testAnUnpackedColumnIsRefusedRatherThanDropped() throws {
        var way = ProtobufWriter()
        way.field(1, varint: 7)
        way.field(8, varint: 2)
        var group = ProtobufWriter()
        group.field(3, message: way)
        let refs = PBFTestFile.withData(PBFTestFile.primitiveBlock(strings: [], group: group))
        XCTAssertEqual(try error(refs.file.bytes), "The PBF block at byte \(refs.offset) is damaged: an element has a column that is not packed.")
    }

    func testUnknownBlockTypesAreSkipped() throws {
        var (file, _) = valid()
        file.block(type: "OSMExtension", blob: ProtobufWriter(), declaredSize: 3)
        file.append([1, 2, 3])
        XCTAssertEqual(try OSMFixtures.elements(try scratch.write(file.bytes, to: "ext.osm.pbf")).count, 2)
    }

    func testBrokenXMLIsNamedWithItsLine() throws {
        XCTAssertEqual(try error(Array("<osm>\n<node id=\"1\" lat=\"1\" lon=\"2\">\n</way>\n</osm>".utf8), "a.osm"),
                       "The OSM XML is broken at line 3: </way> does not match <node> opened on line 2.")
        XCTAssertEqual(try error(Array("<osm>\n<node id=\"x\" lat=\"1\" lon=\"2\"/>\n</osm>".utf8), "b.osm"),
                       "The OSM XML is broken at line 2: a <node> has the id “x”, not an integer.")
        XCTAssertEqual(try error(Array("<osm>\n<node id=\"1\" lat=\"91\" lon=\"2\"/>\n</osm>".utf8), "c.osm"),
                       "The OSM XML is broken at line 2: a <node> has the lat “91”, not a number between -90 and 90.")
        XCTAssertEqual(try error(Array("<osm>\n<node id=\"1\" lat=\"1\" lon=\"2\">".utf8), "d.osm"),
                       "The OSM XML is broken at line 2: the file ends inside <node> opened on line 2.")
        XCTAssertEqual(try error(Array("<osm><bound box=\"1,2,3\"/></osm>".utf8), "f.osm"),
                       "The OSM XML is broken at line 1: a <bound> has no box of four degrees.")
        let bound = try OSMExtractFile.open(path: try scratch.write(Array("<osm><bound box=\"60.1,24.9,60.2,25\" origin=\"o\"/></osm>".utf8), to: "g.osm"))
        XCTAssertEqual(bound.header.bounds.map { [$0.south, $0.west, $0.north, $0.east] }, [60.1, 24.9, 60.2, 25])
        XCTAssertEqual(try error(Array("<?xml version=\"1.0\"?><gpx></gpx>".utf8), "e.osm"),
                       "The file is not an OpenStreetMap extract (neither PBF nor OSM XML, plain or gzip'd).")
    }

    func testATruncatedGzipIsNamed() throws {
        let sample = OSMFixtures.sample(nodes: 2000)
        let xml = try scratch.write(Array(OSMXMLWriter.document(nodes: sample.nodes, ways: sample.ways, relations: sample.relations).utf8), to: "t.osm")
        let gzip = try ChildProcess.run(["gzip", xml])
        XCTAssertEqual(gzip.status, 0, gzip.stderr)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: xml + ".gz")))
        XCTAssertEqual(try error(Array(bytes.prefix(bytes.count / 2)), "t.osm.gz"), "The gzip'd extract ends early: the file is truncated.")
    }
}
