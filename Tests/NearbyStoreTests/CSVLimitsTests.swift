import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyStore

/// The one CSV reader: bounded fields and records, NUL refused, plain decimals, and the same
/// records however the input is cut into chunks.
final class CSVLimitsTests: FolderTestCase {
    var store: VenueStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = try VenueStore(path: ":memory:")
    }

    func importCSV(_ text: String, limits: CSVReader.Limits = .standard) throws -> ImportSummary {
        let path = try directory.write("v.csv", text)
        let decoder = try CSVVenueDecoder(input: InputFile(path: path), limits: limits)
        return VenueImporter(store: store).run(decoder)
    }

    func testAnOverlongFieldSkipsItsRowNamingTheLineAndTheLimit() throws {
        let limits = CSVReader.Limits(fieldBytes: 16, recordBytes: 1000)
        let summary = try importCSV("id,name,lat,lon\na,A,60,24\nb,\"\(String(repeating: "x", count: 17))\",60,24\nc,C,60,24\n",
                                    limits: limits)
        XCTAssertEqual(summary.inserted, 2)
        XCTAssertEqual(summary.listedSkips.map(\.description), ["line 3: field too long (field 2 is longer than 16 bytes)"])
        // At the limit it is fine.
        XCTAssertEqual(try importCSV("id,name,lat,lon\nd,\(String(repeating: "x", count: 16)),60,24\n", limits: limits).inserted, 1)
    }

    func testAnOverlongRecordStopsTheImportKeepingEarlierRows() throws {
        let limits = CSVReader.Limits(fieldBytes: 1000, recordBytes: 40)
        let summary = try importCSV("id,name,lat,lon\na,A,60,24\nb,\(String(repeating: "y,", count: 30))\nc,C,60,24\n",
                                    limits: limits)
        guard case .stopped(let position, let reason)? = summary.failure else { return XCTFail("\(summary)") }
        XCTAssertEqual(position, "line 3")
        XCTAssertEqual(reason, "a record is longer than 40 bytes, the limit for one CSV line")
        XCTAssertEqual(try store.count(), 1)
    }

    func testTheStandardLimits() {
        XCTAssertEqual(CSVReader.Limits.standard, CSVReader.Limits(fieldBytes: 65536, recordBytes: 1_048_576))
        // A record of one huge field (a file with no line ends) stops at the record limit.
        var reader = CSVReader(String(repeating: "a", count: 2 << 20))
        XCTAssertThrowsError(try reader.next()) { error in
            XCTAssertEqual(error as? CSVReader.Failure, .recordTooLong(line: 1, limit: 1_048_576))
        }
    }

    func testANulByteIsBinaryInput() throws {
        var reader = CSVReader(bytes: Array("id,name\n1,a\u{0}b\n".utf8))
        XCTAssertEqual(try reader.next(), ["id", "name"])
        XCTAssertThrowsError(try reader.next()) { XCTAssertEqual($0 as? CSVReader.Failure, .nulByte(line: 2)) }
        let path = try directory.write("z.csv", "")
        try Data(repeating: 0, count: 4096).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try CSVVenueDecoder(input: InputFile(path: path))) { error in
            XCTAssertEqual("\(error)", "reading stopped at line 1: a NUL byte: this is binary data, not CSV text")
        }
    }

    func testCoordinatesArePlainDecimalsOnly() throws {
        let summary = try importCSV("id,name,lat,lon\na,A,0x3C,24\nb,B,6e1,24\nc,C,inf,24\nd,D, 60.5 ,-24.\n")
        XCTAssertEqual(summary.inserted, 1)
        XCTAssertEqual(summary.listedSkips.map(\.description),
                       ["line 2: bad latitude (\"0x3C\")", "line 3: bad latitude (\"6e1\")", "line 4: bad latitude (\"inf\")"])
    }

    /// The same records and lines whatever sizes the input arrives in (a file read in chunks
    /// against the whole text at once), quotes, CRLF and multi-line fields included.
    func testRecordsDoNotDependOnHowTheInputIsChunked() throws {
        var rng = SplitMix64(seed: 21)
        var text = ""
        for i in 0..<400 {
            let field = ["plain", "\"a, b\"", "\"q \"\"x\"\"\"", "\"two\nlines\"", "\"cr\r\nlf\"", "", "é☕"]
                .randomElement(using: &rng) ?? ""
            text += "\(i),\(field),x" + (Bool.random(using: &rng) ? "\n" : "\r\n")
        }
        let bytes = Array(text.utf8)
        var whole = CSVReader(bytes: bytes)
        var offset = 0
        var chunkRNG = SplitMix64(seed: 22)
        var chunked = CSVReader { buffer throws(CSVReader.Failure) in
            let n = min(Int.random(in: 1...7, using: &chunkRNG), bytes.count - offset)
            buffer = Array(bytes[offset..<(offset + n)])
            offset += n
            return n
        }
        var records = 0
        while let expected = try whole.next() {
            XCTAssertEqual(try chunked.next(), expected)
            XCTAssertEqual(chunked.line, whole.line)
            records += 1
        }
        XCTAssertNil(try chunked.next())
        XCTAssertEqual(records, 400)
    }
}
