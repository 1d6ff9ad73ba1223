import Foundation
import NearbyOSM
import NearbyTestSupport
import XCTest

/// Content sniffing: PBF, OSM XML and gzip'd OSM XML, and nothing else.
final class OSMSniffTests: XCTestCase {
    func testTheBundledExtractIsPBF() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: OSMFixtures.helsinki)).prefix(OSMSniff.prefixLength))
        XCTAssertEqual(OSMSniff.format(of: bytes), .pbf)
    }

    func testOSMXMLIsFoundPastTheProlog() {
        for text in ["<osm version=\"0.6\">", "\u{FEFF}<?xml version='1.0'?>\n<!-- c -->\n<!DOCTYPE osm>\n<osm>", "  <osm\n>", "<osm/>"] {
            XCTAssertEqual(OSMSniff.format(of: Array(text.utf8)), .xml, text)
        }
        for text in ["<?xml version='1.0'?><gpx>", "<osmChange version=\"0.6\">", "{\"elements\": []}", "", "osm"] {
            XCTAssertNil(OSMSniff.format(of: Array(text.utf8)), text)
        }
    }

    func testGzipIsLookedInto() throws {
        let scratch = try ScratchDirectory()
        let osm = try scratch.write(Array("<?xml version='1.0'?>\n<osm version='0.6'></osm>\n".utf8), to: "a.osm")
        let gpx = try scratch.write(Array("<?xml version='1.0'?>\n<gpx></gpx>\n".utf8), to: "b.gpx")
        for path in [osm, gpx] {
            let outcome = try ChildProcess.run(["gzip", "-k", path])
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
        }
        XCTAssertEqual(OSMSniff.format(of: try Array(Data(contentsOf: URL(fileURLWithPath: osm + ".gz")))), .gzipXML)
        XCTAssertNil(OSMSniff.format(of: try Array(Data(contentsOf: URL(fileURLWithPath: gpx + ".gz")))))
    }
}
