import Foundation
import NearbyGeo
import NearbyOSM
import NearbyTestSupport
import XCTest

/// Reading streams: a pass over two million nodes keeps one block in memory, not the file.
final class OSMMemoryTests: XCTestCase {
    func testAPassOverTwoMillionNodesStaysSmall() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path + "/city.osm.pbf"
        let nodeCount = 2_000_000
        let writer = try OSMPBFWriter(path: path)
        var random = SplitMix64(seed: 3)
        for id in 1...nodeCount {
            let tags = id % 50 == 0 ? ["amenity": "cafe", "name": "Café \(id)"] : [:]
            try writer.add(OSMNode(id: Int64(id), coordinate: Coordinate(latitude: 60 + random.unit() / 10, longitude: 24.9 + random.unit() / 10), tags: tags))
        }
        for id in 1...20_000 {
            try writer.add(OSMWay(id: Int64(id), nodeIDs: (0..<10).map { Int64((id * 97 + $0) % nodeCount + 1) }, tags: ["highway": "footway"]))
        }
        try writer.finish()
        let fileBytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0

        // The peak is reset (proc(5), clear_refs "5"), so earlier tests' peaks do not hide this one's.
        guard FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs"),
              (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil else {
            throw XCTSkip("/proc/self/clear_refs cannot reset the peak resident size here")
        }
        let before = try Self.status("VmRSS")
        var nodes = 0, ways = 0, cafes = 0
        try OSMExtractFile.open(path: path).read(.all, progress: { _ in }) { element in
            switch element {
            case .node(let node): nodes += 1; cafes += node.tags["amenity"] == "cafe" ? 1 : 0
            case .way: ways += 1
            case .relation: break
            }
        }
        let peak = try Self.status("VmHWM")
        XCTAssertEqual(nodes, nodeCount)
        XCTAssertEqual(ways, 20_000)
        XCTAssertEqual(cafes, nodeCount / 50)
        // Two million nodes held at once would take over 100 MB; one block is a few hundred KB.
        let growth = peak - before
        XCTAssertLessThan(growth, 8 << 20, "peak grew by \(growth >> 10) KiB reading a \(fileBytes >> 10) KiB file")
        XCTAssertGreaterThan(fileBytes, 8 << 20, "the file must be larger than the bound for the bound to mean anything")
    }

    /// A `/proc/self/status` figure in bytes.
    private static func status(_ key: String) throws -> Int {
        let text = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix(key + ":") })
        let kib = try XCTUnwrap(Int(line.split(separator: " ").dropFirst().first { Int($0) != nil } ?? ""))
        return kib << 10
    }
}
