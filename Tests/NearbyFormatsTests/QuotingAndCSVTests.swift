import XCTest
@testable import NearbyFormats

final class QuotingAndCSVTests: XCTestCase {
    func testJSONQuoting() {
        XCTAssertEqual(JSONString.quoted("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"")
        XCTAssertEqual(JSON.number(60.169), "60.169")
        XCTAssertEqual(JSON.number(69), "69")
        XCTAssertEqual(JSON.number(.nan), "null")
    }

    func testCSVReaderHandlesQuotesAndCRLF() throws {
        var reader = CSVReader("id,name\r\n1,\"Asemahalli, Kaivokatu 1\"\r\n2,\"say \"\"hi\"\"\nthere\"\r\n3,plain")
        XCTAssertEqual(try reader.next(), ["id", "name"])
        XCTAssertEqual(try reader.next(), ["1", "Asemahalli, Kaivokatu 1"])
        XCTAssertEqual(try reader.next(), ["2", "say \"hi\"\nthere"])
        XCTAssertEqual(try reader.next(), ["3", "plain"])
        XCTAssertEqual(reader.line, 5)
        XCTAssertNil(try reader.next())
        var bad = CSVReader("a,\"open\n")
        XCTAssertThrowsError(try bad.next()) { XCTAssertEqual($0 as? CSVReader.Failure, .unterminatedQuote(line: 1)) }
    }
}
