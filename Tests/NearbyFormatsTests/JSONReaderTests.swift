import XCTest
@testable import NearbyFormats

/// Our JSON reader against RFC 8259's edge cases, each cap, and chunked input.
final class JSONReaderTests: XCTestCase {
    func parse(_ text: String, limits: JSONLimits = .standard) throws -> JSONValue {
        try JSONValue.parse(Array(text.utf8), limits: limits)
    }

    func failure(_ bytes: [UInt8], limits: JSONLimits = .standard, file: StaticString = #filePath, line: UInt = #line) -> JSONError? {
        do {
            let value = try JSONValue.parse(bytes, limits: limits)
            XCTFail("parsed as \(value)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func failure(_ text: String, limits: JSONLimits = .standard, file: StaticString = #filePath, line: UInt = #line) -> JSONError? {
        failure(Array(text.utf8), limits: limits, file: file, line: line)
    }

    /// All tokens of a document, read through `refill` in chunks of `chunk` bytes.
    func tokens(_ text: String, chunk: Int) throws -> [JSONToken] {
        let bytes = Array(text.utf8)
        var position = 0
        var reader = JSONReader { (buffer: inout [UInt8]) throws(JSONError) -> Int in
            let n = min(chunk, bytes.count - position)
            buffer = Array(bytes[position..<position + n])
            position += n
            return n
        }
        var out: [JSONToken] = []
        while let token = try reader.next() { out.append(token) }
        return out
    }

    func testEveryEscapeAndRawUTF8() throws {
        let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t\u00e9\u0000", "é€😀"]"#)
        XCTAssertEqual(value, .array([.string("a\"b\\c/d\u{8}\u{C}\n\r\té\u{0}"), .string("é€😀")]))
    }

    func testSurrogatePairsJoinAndUnpairedOnesAreRefused() throws {
        XCTAssertEqual(try parse(#""\ud83d\ude00""#), .string("😀"))
        XCTAssertEqual(try parse(#""\uD834\uDD1E""#), .string("𝄞"))
        for text in [#""\ud83d""#, #""\ude00""#, #""\ud83d\u0041""#, #""\ud83dx""#] {
            guard let error = failure(text) else { continue }
            XCTAssertEqual(error.kind, .invalidText("an unpaired surrogate \\u escape"), text)
        }
    }

    func testInvalidUTF8IsRefusedWhereTheStringStarts() throws {
        let cases: [[UInt8]] = [
            [0x22, 0xC3, 0x28, 0x22],              // a lead byte without its continuation
            [0x22, 0xC0, 0xAF, 0x22],              // an overlong "/"
            [0x22, 0xED, 0xA0, 0x80, 0x22],        // a surrogate encoded in UTF-8
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
            [0x22, 0xFF, 0x22],
        ]
        for bytes in cases {
            let error = failure([0x5B, 0x20] + bytes + [0x5D])
            XCTAssertEqual(error?.kind, .invalidText("a string that is not valid UTF-8"), "\(bytes)")
            XCTAssertEqual(error?.offset, 2, "\(bytes)")
        }
    }

    func testControlCharactersAndBadEscapesInStrings() {
        XCTAssertEqual(failure("\"a\nb\"")?.kind, .syntax("a control character (byte 0x0A) inside a string"))
        XCTAssertEqual(failure(#""\x""#)?.kind, .syntax("an invalid escape '\\x' in a string"))
        XCTAssertEqual(failure(#""\u12G4""#)?.kind, .syntax("a \\u escape needs four hex digits"))
    }

    func testNumbersKeepTheirExactTextAndFollowTheGrammar() throws {
        let texts = ["0", "-0", "12", "-12.5", "0.5e+10", "1E-3", "60.16912345678901",
                     "123456789012345678901234567890", "1e400", "4.9406564584124654e-324"]
        let value = try parse("[" + texts.joined(separator: ",") + "]")
        XCTAssertEqual(value.array?.compactMap(\.numberText), texts)
        XCTAssertEqual(value.array?[6].number, 60.16912345678901)
        XCTAssertEqual(value.array?[8].number, .infinity)
        XCTAssertEqual(value.array?[9].number, Double.leastNonzeroMagnitude)
        for bad in ["01", "1.", ".5", "+1", "-", "1e", "1e+", "0x10", "1.e3", "--1", "NaN", "Infinity"] {
            XCTAssertNotNil(failure(bad), bad)
        }
    }

    func testLiteralsAndTheirMisspellings() throws {
        XCTAssertEqual(try parse("[true,false,null]"), .array([.bool(true), .bool(false), .null]))
        XCTAssertEqual(failure("[tru]")?.kind, .syntax("expected 'true'"))
        XCTAssertEqual(failure("nul")?.kind, .truncated)
    }

    func testNestingIsCappedAndTheCapIsNamed() throws {
        let limits = JSONLimits(maxDepth: 8)
        XCTAssertNoThrow(try parse(String(repeating: "[", count: 8) + String(repeating: "]", count: 8), limits: limits))
        let error = failure(String(repeating: "[", count: 9) + String(repeating: "]", count: 9), limits: limits)
        XCTAssertEqual(error?.kind, .depthCap(8))
        XCTAssertEqual(error?.offset, 8)
        XCTAssertEqual(error?.description, "arrays and objects nested deeper than 8 levels (line 1, byte 8)")
        // The default cap stops a hostile document long before the stack could overflow.
        XCTAssertEqual(failure(String(repeating: "[", count: 100_000))?.kind, .depthCap(JSONLimits.standard.maxDepth))
    }

    func testLongStringsAndNumbersAreCappedWhereTheyStart() throws {
        let limits = JSONLimits(maxStringBytes: 10)
        XCTAssertEqual(try parse(#"{"k": "0123456789"}"#, limits: limits)["k"], .string("0123456789"))
        let error = failure("{\"k\":\n \"01234567890\"}", limits: limits)
        XCTAssertEqual(error?.kind, .stringCap(10))
        XCTAssertEqual([error?.line, error?.offset], [2, 7])
        XCTAssertEqual(failure(#"["\u0041\u0041\u0041\u0041\u0041\u0041\u0041\u0041\u0041\u0041\u0041"]"#, limits: limits)?.kind, .stringCap(10))
        XCTAssertEqual(failure("[123456789012]", limits: limits)?.kind, .stringCap(10))
        // A huge string is refused after the cap, without reading (or holding) the rest.
        let huge = "[\"" + String(repeating: "a", count: 3 << 20) + "\"]"
        XCTAssertEqual(failure(huge)?.kind, .stringCap(1 << 20))
    }

    func testTreeSizeIsCapped() throws {
        let limits = JSONLimits(maxTreeValues: 5)
        XCTAssertNoThrow(try parse("[1,2,3,4]", limits: limits))
        XCTAssertEqual(failure("[1,2,3,4,5]", limits: limits)?.kind, .sizeCap(5))
    }

    func testTrailingGarbageAndTruncatedInput() throws {
        XCTAssertEqual(try parse(" {} \r\n\t"), .object([]))
        let trailing = failure("{} x")
        XCTAssertEqual(trailing?.kind, .trailingData)
        XCTAssertEqual(trailing?.offset, 3)
        XCTAssertEqual(failure("1 2")?.kind, .trailingData)
        XCTAssertEqual(failure("[1]]")?.kind, .trailingData)
        for truncated in ["", "  ", "{", "{\"a\"", "{\"a\":", "[1,", "[1, 2", "\"abc", "\"\\u00", "\"\\"] {
            XCTAssertEqual(failure(truncated)?.kind, .truncated, truncated)
        }
    }

    func testStructuralErrorsSayWhatWasExpectedAndWhere() throws {
        let error = failure("{\n\"a\" 1}")
        XCTAssertEqual(error?.kind, .syntax("expected ':' after an object key but found '1'"))
        XCTAssertEqual([error?.line, error?.offset], [2, 6])
        XCTAssertEqual(failure("{1:2}")?.kind, .syntax("expected a string key but found '1'"))
        XCTAssertEqual(failure("[1 2]")?.kind, .syntax("expected ',' or ']' but found '2'"))
        XCTAssertEqual(failure("{\"a\":1,}")?.kind, .syntax("expected a string key but found '}'"))
        XCTAssertEqual(failure("[1,]")?.kind, .syntax("expected a value but found ']'"))
        XCTAssertEqual(failure([0])?.kind, .syntax("expected a value but found byte 0x00"))
    }

    func testObjectsKeepOrderAndTheLastDuplicateWins() throws {
        let value = try parse(#"{"b": 1, "a": [], "b": {"c": null}}"#)
        XCTAssertEqual(value["b"], .object([JSONMember("c", .null)]))
        XCTAssertEqual(value["a"], .array([]))
        XCTAssertNil(value["z"])
        guard case .object(let members) = value else { return XCTFail() }
        XCTAssertEqual(members.map(\.key), ["b", "a", "b"])
    }

    func testChunkBoundariesAnywhereGiveTheSameTokens() throws {
        let text = #"{"name": "Caf\u00e9 \"Ekberg\" ☕", "n": [-12.5e3, true, null, {"x": "\ud83d\ude00"}]}"#
        let whole = try tokens(text, chunk: 1 << 16)
        XCTAssertEqual(whole.count, 14)
        XCTAssertEqual(whole[2], .string("Café \"Ekberg\" ☕"))
        for chunk in 1...7 {
            XCTAssertEqual(try tokens(text, chunk: chunk), whole, "chunk \(chunk)")
        }
    }

    func testAStreamHandsOutTheElementsAtItsPathsAndKeepsWhatItIsAsked() throws {
        let text = """
            {"meta": {"code": 200}, "skip": {"results": [1, 2], "deep": [[[{"a": "b"}]]]},
             "response": {"groups": [{"items": [{"id": "a"}, {"id": "b"}]}, {"name": "x"}, {"items": [{"id": "c"}]}]},
             "results": [10, [20]], "after": "kept"}
            """
        var stream = JSONElementStream(reader: JSONReader(bytes: Array(text.utf8)),
                                       paths: [["results"], ["response", "groups", .each, "items"], ["missing"]],
                                       keep: ["meta", "after"])
        var seen: [String] = []
        while let element = try stream.next() {
            seen.append("\(element.path):\(element.position):\(element.value["id"]?.string ?? element.value.numberText ?? "[]")")
        }
        XCTAssertEqual(seen, ["1:1:a", "1:2:b", "1:3:c", "0:4:10", "0:5:[]"])
        XCTAssertEqual(stream.found, [0, 1])
        XCTAssertEqual(stream.kept["meta"], .object([JSONMember("code", .number("200"))]))
        XCTAssertEqual(stream.kept["after"], .string("kept"))
        XCTAssertEqual(stream.count, 5)
    }

    func testAStreamRefusesANonObjectAndReportsErrorsAfterTheElementsBeforeThem() throws {
        var array = JSONElementStream(reader: JSONReader(bytes: Array("[1]".utf8)), paths: [["a"]])
        XCTAssertThrowsError(try array.next())
        var broken = JSONElementStream(reader: JSONReader(bytes: Array(#"{"a": [1, 2 x"#.utf8)), paths: [["a"]])
        XCTAssertEqual(try broken.next()?.value, .number("1"))
        XCTAssertEqual(try broken.next()?.value, .number("2"))
        XCTAssertThrowsError(try broken.next()) { error in
            XCTAssertEqual((error as? JSONError)?.offset, 12)
        }
    }
}
