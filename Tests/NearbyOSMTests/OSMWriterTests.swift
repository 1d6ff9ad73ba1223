import Foundation
import NearbyGeo
import NearbyOSM
import NearbyTestSupport
import XCTest

/// Both writers round-trip through our readers, and osmium reads what the PBF writer writes.
final class OSMWriterTests: XCTestCase {
    private let bounds = (south: 60.1, west: 24.9, north: 60.2, east: 25.05)

    func testPBFRoundTripsOverManyBlocksCompressedOrRaw() throws {
        let scratch = try ScratchDirectory()
        let sample = OSMFixtures.sample(nodes: 20_000)
        let expected = OSMFixtures.all(sample)
        for compress in [true, false] {
            let path = scratch.path + "/sample-\(compress).osm.pbf"
            let writer = try OSMPBFWriter(path: path, bounds: bounds, compress: compress)
            for node in sample.nodes { try writer.add(node) }
            for way in sample.ways { try writer.add(way) }
            for relation in sample.relations { try writer.add(relation) }
            try writer.finish()
            XCTAssertEqual(try OSMFixtures.elements(path), expected, "compress: \(compress)")
            let header = try OSMExtractFile.open(path: path).header
            XCTAssertEqual(header.requiredFeatures, ["OsmSchema-V0.6", "DenseNodes"])
            XCTAssertEqual(header.bounds?.north, 60.2)
            XCTAssertEqual(header.bounds?.west, 24.9)
        }
        let sizes = try [true, false].map { try FileManager.default.attributesOfItem(atPath: scratch.path + "/sample-\($0).osm.pbf")[.size] as? Int ?? 0 }
        XCTAssertLessThan(sizes[0], sizes[1], "zlib blobs are smaller than raw ones")
    }

    func testXMLRoundTripsPlainAndGzipped() throws {
        let scratch = try ScratchDirectory()
        let sample = OSMFixtures.sample(nodes: 3000)
        let text = OSMXMLWriter.document(nodes: sample.nodes, ways: sample.ways, relations: sample.relations, bounds: bounds)
        let path = try scratch.write(Array(text.utf8), to: "sample.osm")
        XCTAssertEqual(try OSMFixtures.elements(path), OSMFixtures.all(sample))
        let file = try OSMExtractFile.open(path: path)
        XCTAssertEqual(file.header.bounds?.east, 25.05)
        XCTAssertEqual(file.header.writingProgram, "Nearby")

        // gzip(1) as the independent compressor.
        let gzip = try ChildProcess.run(["gzip", "-k", path])
        XCTAssertEqual(gzip.status, 0, gzip.stderr)
        XCTAssertEqual(try OSMExtractFile.open(path: path + ".gz").format, .gzipXML)
        XCTAssertEqual(try OSMFixtures.elements(path + ".gz"), OSMFixtures.all(sample))
    }

    func testOsmiumReadsWhatThePBFWriterWrites() throws {
        let scratch = try ScratchDirectory()
        let sample = OSMFixtures.sample(nodes: 9000, seed: 11)
        let pbf = scratch.path + "/ours.osm.pbf", xml = scratch.path + "/theirs.osm"
        try OSMPBFWriter.write(path: pbf, nodes: sample.nodes, ways: sample.ways, relations: sample.relations, bounds: bounds)
        let info = try JSONSerialization.jsonObject(with: Data(try OSMFixtures.osmium(["fileinfo", "-e", "-j", pbf]).utf8)) as? [String: Any]
        let counts = (info?["data"] as? [String: Any])?["count"] as? [String: Int]
        XCTAssertEqual(counts?["nodes"], sample.nodes.count)
        XCTAssertEqual(counts?["ways"], sample.ways.count)
        XCTAssertEqual(counts?["relations"], sample.relations.count)
        try OSMFixtures.osmium(["cat", pbf, "-o", xml])
        XCTAssertEqual(try OSMFixtures.elements(xml), OSMFixtures.all(sample))
    }

    func testDegreesAreWrittenAsPlainDecimals() {
        let document = OSMXMLWriter.document(nodes: [OSMNode(id: 1, coordinate: Coordinate(latitude: -0.0000001, longitude: 180))],
                                             ways: [], relations: [])
        XCTAssertTrue(document.contains("lat=\"-0.0000001\" lon=\"180\""), document)
    }
}
