import NearbyFormats
import XCTest

/// The facets read from the raw tags, as the issue defines them: three states, unknown never no.
final class VenueFacetsTests: XCTestCase {
    func testWifiIsYesForWirelessAccessNoForNoneOrWiredAndUnknownOtherwise() {
        func wifi(_ value: String?) -> FacetValue? { VenueFacets(details: VenueDetails(internetAccess: value)).wifi }
        for value in ["wlan", "wifi", "yes", "WLAN", " yes "] { XCTAssertEqual(wifi(value), .yes, value) }
        for value in ["no", "terminal", "wired"] { XCTAssertEqual(wifi(value), .no, value) }
        for value in [nil, "", "customers", "wlan;terminal", "limited"] { XCTAssertNil(wifi(value), value ?? "nil") }
    }

    func testPowerIsYesForAnySocketOrPowerSupplyAndNoOnlyForPowerSupplyNo() {
        func power(_ supply: String?, _ sockets: String? = nil) -> FacetValue? {
            VenueFacets(details: VenueDetails(powerSupply: supply, sockets: sockets)).power
        }
        XCTAssertEqual(power("yes"), .yes)
        XCTAssertEqual(power("no"), .no)
        XCTAssertEqual(power(nil, "schuko"), .yes)
        XCTAssertEqual(power("no", "usb_a"), .yes, "a socket tag says there is one")
        XCTAssertNil(power(nil))
        XCTAssertNil(power("maybe"))
    }

    func testSeatingAndStepFreeAccess() {
        let facets = VenueFacets(details: VenueDetails(outdoorSeating: "no", wheelchair: "limited", indoorSeating: "yes"))
        XCTAssertEqual(facets, VenueFacets(outdoor: .no, indoor: .yes, wheelchair: .limited))
        XCTAssertNil(VenueFacets(details: VenueDetails(outdoorSeating: "limited")).outdoor, "limited is wheelchair's alone")
        XCTAssertEqual(VenueFacets(details: VenueDetails(wheelchair: "designated")).wheelchair, nil)
        XCTAssertTrue(VenueFacets(details: VenueDetails(cuisine: "coffee_shop")).isUnknown)
    }

    func testSocketTagsAddTheirTypesOnce() {
        var details = VenueDetails()
        details.addSockets(from: ["name", "socket:schuko", "socket:usb_a", "socket:", "socket:schuko:voltage"])
        XCTAssertEqual(details.sockets, "schuko;usb_a")
        details.addSockets(from: ["amenity"])
        XCTAssertEqual(details.sockets, "schuko;usb_a")
        var none = VenueDetails()
        none.addSockets(from: ["amenity", "socket"])
        XCTAssertNil(none.sockets)
    }

    func testAFilterWantsEveryConditionAndUnknownIsAValueOfItsOwn() {
        let venue = VenueFacets(wifi: .yes, outdoor: .no)
        XCTAssertTrue(FacetFilter().accepts(venue))
        XCTAssertTrue(FacetFilter().isEmpty)
        XCTAssertTrue(FacetFilter([FacetCondition(facet: .wifi, value: .yes)]).accepts(venue))
        XCTAssertFalse(FacetFilter([FacetCondition(facet: .wifi, value: .yes), FacetCondition(facet: .outdoor, value: .yes)])
            .accepts(venue))
        XCTAssertTrue(FacetFilter([FacetCondition(facet: .power, value: nil)]).accepts(venue))
        XCTAssertFalse(FacetFilter([FacetCondition(facet: .power, value: .no)]).accepts(venue), "unknown is not no")
        XCTAssertFalse(FacetFilter([FacetCondition(facet: .wifi, value: nil)]).accepts(venue))
    }
}
