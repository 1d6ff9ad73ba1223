import XCTest
import NearbyFormats
import NearbyGeo
import NearbyTestSupport
@testable import NearbyTileFormats

/// KMZ's container: zip entries stored or deflated read back exactly; a damaged, zip64,
/// encrypted or bomb-sized zip ends in a sentence, never a crash.
final class ZipArchiveTests: XCTestCase {
    let kml = Array(SavedKML.write([
        SavedPlace(key: VenueKey(provider: "osm", id: "node/1"), name: "Café <Regatta> & co",
                   coordinate: Coordinate(latitude: 60.1830278, longitude: 24.9105316), note: "by the sea", savedAt: 1_700_000_000),
    ]).utf8)

    /// The raw deflate stream of `bytes`: zlib's stream without its 2-byte header and Adler-32.
    func rawDeflate(_ bytes: [UInt8]) throws -> [UInt8] {
        let zlib = try XCTUnwrap(Deflate.zlib(bytes))
        return Array(zlib.dropFirst(2).dropLast(4))
    }

    func testStoredAndDeflatedEntriesReadBackAndTheKMLIsThePlace() throws {
        var zip = ZipBuilder()
        zip.store("images/icon.png", [0x89, 0x50, 0x4E, 0x47])
        zip.deflate("doc.kml", kml, deflated: try rawDeflate(kml))
        zip.store("other.kml", kml)
        zip.comment = Array("written by a test".utf8)
        XCTAssertTrue(ZipArchive.isZip(zip.bytes))
        let archive = try ZipArchive(bytes: zip.bytes)
        XCTAssertEqual(archive.entries.map(\.name), ["images/icon.png", "doc.kml", "other.kml"])
        XCTAssertEqual(archive.entries.map(\.method), [0, 8, 0])
        XCTAssertEqual(try archive.contents(of: archive.entries[1], limit: 1 << 20), kml)
        XCTAssertEqual(try archive.contents(of: archive.entries[2], limit: 1 << 20), kml)
        let places = try SavedKML.read(String(decoding: try archive.contents(of: archive.entries[1], limit: 1 << 20), as: UTF8.self))
        XCTAssertEqual(places.map(\.name), ["Café <Regatta> & co"])
        XCTAssertEqual(places.first?.key, VenueKey(provider: "osm", id: "node/1"))
    }

    func testHostileZipsAreErrors() throws {
        func reason(_ body: () throws -> Any) -> String {
            do { _ = try body() } catch { return "\(error)" }
            return "no error"
        }
        XCTAssertTrue(reason { try ZipArchive(bytes: Array("PK\u{3}\u{4} not really".utf8)) }.contains("no end of central directory"))
        // A bomb: 4 MiB of zeros deflate to a few KB; the limit stops it.
        let zeros = [UInt8](repeating: 0, count: 4 << 20)
        var bomb = ZipBuilder()
        bomb.deflate("doc.kml", zeros, deflated: try rawDeflate(zeros))
        let archive = try ZipArchive(bytes: bomb.bytes)
        XCTAssertTrue(reason { try archive.contents(of: archive.entries[0], limit: 1 << 20) }.contains("inflates to more than"))
        // Sizes past the end of the file, and a truncated deflate stream.
        var cut = ZipBuilder()
        cut.deflate("doc.kml", kml, deflated: Array(try rawDeflate(kml).prefix(10)))
        let truncated = try ZipArchive(bytes: cut.bytes)
        XCTAssertTrue(reason { try truncated.contents(of: truncated.entries[0], limit: 1 << 20) }.contains("doc.kml"))
        var lying = cut.bytes
        let centralSize = lying.count - 22 - 46 - "doc.kml".utf8.count + 20
        lying[centralSize] = 0xFF; lying[centralSize + 1] = 0xFF  // the central directory's compressed size
        let liar = try ZipArchive(bytes: lying)
        XCTAssertTrue(reason { try liar.contents(of: liar.entries[0], limit: 1 << 20) }.contains("cut short"))
        // Encrypted and unknown methods.
        var encrypted = ZipBuilder()
        encrypted.store("doc.kml", kml)
        var flagged = encrypted.bytes
        flagged[flagged.count - 22 - 46 - 7 + 8] |= 1
        XCTAssertTrue(reason { try ZipArchive(bytes: flagged) }.contains("encrypted"))
        var method = encrypted.bytes
        method[method.count - 22 - 46 - 7 + 10] = 12  // bzip2
        XCTAssertTrue(reason { try ZipArchive(bytes: method).contents(of: try ZipArchive(bytes: method).entries[0], limit: 1 << 20) }
            .contains("method 12"))
        // Every truncation of a good zip is an error or a result, never a crash.
        var good = ZipBuilder()
        good.deflate("doc.kml", kml, deflated: try rawDeflate(kml))
        let bytes = good.bytes
        for length in 0..<bytes.count {
            if let archive = try? ZipArchive(bytes: Array(bytes.prefix(length))) {
                for entry in archive.entries { _ = try? archive.contents(of: entry, limit: 1 << 20) }
            }
        }
    }
}
