import Foundation
import NearbyOSM
import NearbyTestSupport
import XCTest

/// The bundled Helsinki extract read by our PBF reader, and by our XML reader from osmium's XML
/// and gzip'd XML of it, against osmium's own counts: every element must agree.
final class OSMReferenceTests: XCTestCase {
    func testHelsinkiCountsAndIDRangesMatchOsmiumFileinfo() throws {
        let info = try JSONSerialization.jsonObject(with: Data(try OSMFixtures.osmium(["fileinfo", "-e", "-j", OSMFixtures.helsinki]).utf8)) as? [String: Any]
        let data = try XCTUnwrap(info?["data"] as? [String: Any])
        let counts = try XCTUnwrap(data["count"] as? [String: Int])
        let minIDs = try XCTUnwrap(data["minid"] as? [String: Int64])
        let maxIDs = try XCTUnwrap(data["maxid"] as? [String: Int64])

        var ids: [OSMElementKind: [Int64]] = [:]
        var tagged = 0
        try OSMExtractFile.open(path: OSMFixtures.helsinki).read(.all, progress: { _ in }) { element in
            switch element {
            case .node(let n): ids[.node, default: []].append(n.id); tagged += n.tags.isEmpty ? 0 : 1
            case .way(let w): ids[.way, default: []].append(w.id)
            case .relation(let r): ids[.relation, default: []].append(r.id)
            }
        }
        for (kind, key) in [(OSMElementKind.node, "nodes"), (.way, "ways"), (.relation, "relations")] {
            XCTAssertEqual(ids[kind]?.count, counts[key], key)
            XCTAssertEqual(ids[kind]?.min(), minIDs[key], key)
            XCTAssertEqual(ids[kind]?.max(), maxIDs[key], key)
        }
        XCTAssertGreaterThan(tagged, 0)

        // The header's box, as osmium reads it (west, south, east, north), which rounds the
        // file's nanodegrees to its own 1e-7.
        let boxes = try XCTUnwrap((info?["header"] as? [String: Any])?["boxes"] as? [[Double]])
        let bounds = try XCTUnwrap(try OSMExtractFile.open(path: OSMFixtures.helsinki).header.bounds)
        let box = try XCTUnwrap(boxes.first)
        for (ours, theirs) in zip([bounds.west, bounds.south, bounds.east, bounds.north], box) {
            XCTAssertEqual(ours, theirs, accuracy: 1.5e-7)
        }
    }

    func testOurPBFAndXMLReadersYieldOsmiumsElementsExactly() throws {
        let scratch = try ScratchDirectory()
        let xml = scratch.path + "/helsinki.osm", gzip = scratch.path + "/helsinki.osm.gz"
        try OSMFixtures.osmium(["cat", OSMFixtures.helsinki, "-o", xml])
        try OSMFixtures.osmium(["cat", OSMFixtures.helsinki, "-o", gzip])

        let fromPBF = try OSMFixtures.elements(OSMFixtures.helsinki)
        let fromXML = try OSMFixtures.elements(xml)
        XCTAssertEqual(fromPBF.count, fromXML.count)
        for (a, b) in zip(fromPBF, fromXML) where a != b {
            XCTFail("PBF \(a) differs from osmium's XML \(b)")
            break
        }
        XCTAssertEqual(try OSMFixtures.elements(gzip), fromXML)

        let xmlFile = try OSMExtractFile.open(path: xml), gzipFile = try OSMExtractFile.open(path: gzip)
        XCTAssertEqual(xmlFile.format, .xml)
        XCTAssertEqual(gzipFile.format, .gzipXML)
        XCTAssertEqual(try OSMExtractFile.open(path: OSMFixtures.helsinki).format, .pbf)
        let xmlBounds = try XCTUnwrap(xmlFile.header.bounds), pbfBounds = try XCTUnwrap(try OSMExtractFile.open(path: OSMFixtures.helsinki).header.bounds)
        for (ours, theirs) in zip([xmlBounds.south, xmlBounds.west, xmlBounds.north, xmlBounds.east],
                                  [pbfBounds.south, pbfBounds.west, pbfBounds.north, pbfBounds.east]) {
            XCTAssertEqual(ours, theirs, accuracy: 1.5e-7)
        }
        XCTAssertNotNil(xmlFile.header.writingProgram)
    }

    func testPlainNodesAndRawBlobsReadAsDenseZlibOnes() throws {
        let scratch = try ScratchDirectory()
        let plain = scratch.path + "/plain.osm.pbf"
        try OSMFixtures.osmium(["cat", OSMFixtures.helsinki, "-o", plain, "-f", "pbf,pbf_dense_nodes=false,pbf_compression=none,add_metadata=false"])
        XCTAssertEqual(try OSMFixtures.elements(plain), try OSMFixtures.elements(OSMFixtures.helsinki))
    }

    func testAPassYieldsOnlyTheKindsAskedForInFileOrder() throws {
        let all = try OSMFixtures.elements(OSMFixtures.helsinki)
        for kinds: OSMElementKinds in [.nodes, .ways, .relations, [.ways, .relations]] {
            let expected = all.filter { element in
                switch element {
                case .node: return kinds.contains(.nodes)
                case .way: return kinds.contains(.ways)
                case .relation: return kinds.contains(.relations)
                }
            }
            XCTAssertEqual(try OSMFixtures.elements(OSMFixtures.helsinki, kinds), expected)
        }
    }

    func testProgressRisesToTheFileSize() throws {
        let file = try OSMExtractFile.open(path: OSMFixtures.helsinki)
        var reports: [Int] = []
        try file.read(.ways, progress: { reports.append($0) }) { _ in }
        XCTAssertGreaterThan(reports.count, 2)
        XCTAssertEqual(reports, reports.sorted())
        XCTAssertEqual(reports.last, file.byteCount)
        XCTAssertEqual(file.byteCount, Int(try FileManager.default.attributesOfItem(atPath: OSMFixtures.helsinki)[.size] as? Int ?? -1))
    }

    func testAVisitorsErrorComesBackAsIs() throws {
        struct Stop: Error, Equatable {}
        var seen = 0
        XCTAssertThrowsError(try OSMExtractFile.open(path: OSMFixtures.helsinki).read(.all, progress: { _ in }) { _ in
            seen += 1
            if seen == 10 { throw Stop() }
        }) { XCTAssertEqual($0 as? Stop, Stop()) }
        XCTAssertEqual(seen, 10)
    }
}
