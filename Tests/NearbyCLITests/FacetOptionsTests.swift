import XCTest
import NearbyFormats
@testable import NearbyCLI

/// `list --where FACET=VALUE,…`, parsed.
final class FacetOptionsTests: XCTestCase {
    func testWhereTakesFacetsValuesAndTheStepFreeName() throws {
        guard case .list(let options) = try ArgumentParser.parse(["list", "--where", "wifi=yes, Outdoor=NO",
                                                                  "--where=step-free=limited,power=unknown"])
        else { return XCTFail() }
        XCTAssertEqual(options.facets, FacetFilter([
            FacetCondition(facet: .wifi, value: .yes), FacetCondition(facet: .outdoor, value: .no),
            FacetCondition(facet: .wheelchair, value: .limited), FacetCondition(facet: .power, value: nil),
        ]))
        guard case .list(let plain) = try ArgumentParser.parse(["list"]) else { return XCTFail() }
        XCTAssertTrue(plain.facets.isEmpty)
    }

    func testMistakesNameTheFacetsOrTheValues() {
        let cases: [(String, String)] = [("coffee=yes", "wifi, power, outdoor, indoor, wheelchair"), ("wifi=maybe", "yes, no, unknown"),
                                         ("indoor=limited", "yes, no, unknown"), ("=yes", "FACET=VALUE"), ("", "FACET=VALUE")]
        for (value, mention) in cases {
            XCTAssertThrowsError(try ArgumentParser.parse(["list", "--where", value]), value) { error in
                XCTAssertTrue("\(error)".contains(mention), "\(value): \(error)")
            }
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--where", "wifi=yes"]), "the app takes no --where")
    }
}
