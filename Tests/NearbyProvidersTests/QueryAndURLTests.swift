import XCTest
@testable import NearbyHTTP
@testable import NearbyProviders

final class QueryAndURLTests: XCTestCase {
    func testOnlyUnreservedCharactersStayUnescaped() {
        XCTAssertEqual(QueryString.encode("AZaz09-._~"), "AZaz09-._~")
        XCTAssertEqual(QueryString.encode("a b+c&d=e/f?g,h:i"), "a%20b%2Bc%26d%3De%2Ff%3Fg%2Ch%3Ai")
        XCTAssertEqual(QueryString.encode("café 咖啡"), "caf%C3%A9%20%E5%92%96%E5%95%A1")
        XCTAssertEqual(QueryString.build([("ll", "60.1,24.9"), ("q", "x y")]), "ll=60.1%2C24.9&q=x%20y")
    }

    func testParseUndoesBuild() {
        let items = [("a", "1 2"), ("b", "ü&="), ("c", "")]
        XCTAssertEqual(QueryString.parse(QueryString.build(items)).map { "\($0.name)=\($0.value)" }, ["a=1 2", "b=ü&=", "c="])
    }

    func testLoopbackHostsMayUsePlainHTTP() throws {
        for url in ["http://127.0.0.1:8080", "http://127.4.5.6", "http://localhost:1", "http://[::1]:9000/", "https://example.com"] {
            XCTAssertNoThrow(try ServiceURL(url), url)
        }
        XCTAssertEqual(try ServiceURL("http://[::1]:9000/").url(path: "/api/interpreter"), "http://[::1]:9000/api/interpreter")
        XCTAssertEqual(try ServiceURL("https://proxy.example/prefix/").url(path: "/v3/places/search"),
                       "https://proxy.example/prefix/v3/places/search")
    }

    func testOtherPlainHTTPAndOddURLsAreRefused() {
        for url in ["http://example.com", "http://127.0.0.1.example.com", "http://user@127.0.0.1", "ftp://127.0.0.1",
                    "127.0.0.1:80", "http://127.0.0.1:99999", "http://128.0.0.1", "https://host/?q=1"] {
            XCTAssertThrowsError(try ServiceURL(url), url)
        }
    }

    func testCoordinatesKeepFullPrecisionWithoutExponents() {
        XCTAssertEqual(DecimalText.shortest(60.16912345678901), "60.16912345678901")
        XCTAssertEqual(DecimalText.shortest(-79.41805411238548), "-79.41805411238548")
        XCTAssertEqual(DecimalText.shortest(0.00001), "0.00001")
        XCTAssertEqual(DecimalText.whole(2000), "2000")
        XCTAssertEqual(DecimalText.whole(2000.5), "2000.5")
    }

    func testRedactedRequestsHideSecrets() {
        let request = HTTPRequest(url: "https://h/p", query: [("client_id", "ID123"), ("client_secret", "S3CRET"), ("ll", "1,2")],
                                  headers: [("Authorization", "Bearer K3Y")])
        XCTAssertFalse(request.redacted.contains("S3CRET"))
        XCTAssertFalse(request.redacted.contains("K3Y"))
        XCTAssertTrue(request.redacted.contains("ll=1%2C2"))
    }
}
