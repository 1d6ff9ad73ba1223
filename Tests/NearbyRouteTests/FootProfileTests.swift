@testable import NearbyRoute
import XCTest

/// foot.lua's rules one by one.
final class FootProfileTests: XCTestCase {
    func way(_ tags: [String: String]) -> FootWay? { FootProfile.way(tags) }

    func testWalkedAndNeverWalkedHighways() {
        for h in ["primary", "residential", "service", "track", "path", "footway", "pedestrian", "steps", "pier", "living_street"] {
            XCTAssertNotNil(way(["highway": h]), h)
        }
        for h in ["motorway", "motorway_link", "trunk", "trunk_link", "cycleway", "bridleway", "road", "construction", "proposed"] {
            XCTAssertNil(way(["highway": h]), h)
        }
        XCTAssertEqual(way(["highway": "footway"])?.forwardSpeed, 5)
    }

    func testFootOutranksAccess() {
        XCTAssertNil(way(["highway": "footway", "access": "yes", "foot": "no"]))
        XCTAssertNotNil(way(["highway": "footway", "access": "no", "foot": "yes"]))
        XCTAssertNotNil(way(["highway": "motorway", "foot": "yes"]), "foot=yes opens a motorway")
        XCTAssertNotNil(way(["highway": "motorway", "access": "some_tag"]), "an unknown value is not blacklisted")
        for v in ["no", "private", "agricultural", "forestry", "delivery", "use_sidepath"] {
            XCTAssertNil(way(["highway": "footway", "foot": v]), v)
        }
        XCTAssertNotNil(way(["highway": "footway", "foot": "no;yes"]), "a list resolves to its best part")
    }

    func testDirectionalAccess() {
        let w = way(["highway": "cycleway", "bicycle:backward": "designated", "foot:backward": "designated"])
        XCTAssertEqual(w?.forward, false)
        XCTAssertEqual(w?.backward, true)
    }

    func testOnlyOnewayFootBinds() {
        XCTAssertEqual(way(["highway": "primary", "oneway": "yes"]).map { [$0.forward, $0.backward] }, [true, true])
        XCTAssertEqual(way(["highway": "footway", "oneway:foot": "yes"]).map { [$0.forward, $0.backward] }, [true, false])
        XCTAssertEqual(way(["highway": "footway", "oneway:foot": "-1"]).map { [$0.forward, $0.backward] }, [false, true])
    }

    func testSidewalkSeparateAndSidepath() {
        XCTAssertNil(way(["highway": "primary", "sidewalk": "separate"]))
        XCTAssertNil(way(["highway": "primary", "sidewalk:left": "separate"]))
        XCTAssertNotNil(way(["highway": "primary", "sidewalk": "separate", "foot": "yes"]))
        XCTAssertNil(way(["highway": "primary", "foot": "use_sidepath"]))
    }

    func testSurfacesSlowTheWalk() {
        XCTAssertEqual(way(["highway": "path", "surface": "gravel"])?.forwardSpeed, 3.75)
        XCTAssertEqual(way(["highway": "path", "surface": "sand"])?.forwardSpeed, 2.5)
        XCTAssertEqual(way(["highway": "path", "surface": "asphalt"])?.forwardSpeed, 5)
    }

    func testFerriesAndTheirDuration() throws {
        let ferry = try XCTUnwrap(way(["route": "ferry", "duration": "0:10"]))
        XCTAssertEqual(ferry.kind, .ferry)
        XCTAssertEqual(ferry.duration, 600)
        XCTAssertFalse(ferry.isStartpoint, "a walk neither starts nor ends on a ferry")
        XCTAssertNil(way(["route": "ferry", "foot": "no"]))
        XCTAssertEqual(way(["route": "ferry"])?.duration, nil)
    }

    func testStepsAndPlatformsAndProposed() {
        XCTAssertEqual(way(["highway": "steps"])?.kind, .steps)
        XCTAssertNotNil(way(["railway": "platform"]))
        XCTAssertNil(way(["railway": "train", "bicycle": "yes"]))
        XCTAssertNotNil(way(["highway": "primary", "proposed": "secondary"]))
        XCTAssertNil(way(["highway": "proposed", "foot": "yes", "proposed": "yes"]))
        XCTAssertNil(way(["highway": "footway", "impassable": "yes"]))
        XCTAssertNil(way(["highway": "primary", "motorroad": "yes"]))
        XCTAssertNil(way(["area": "yes", "building": "yes", "access": "yes"]), "no routable tag at all")
    }

    func testConveyingRunsOneWayOnEscalators() {
        XCTAssertEqual(way(["highway": "steps", "conveying": "forward"]).map { [$0.forward, $0.backward] }, [true, false])
        XCTAssertEqual(way(["highway": "steps", "conveying": "backward"]).map { [$0.forward, $0.backward] }, [false, true])
        XCTAssertEqual(way(["highway": "steps", "conveying": "forward", "oneway": "no"]).map { [$0.forward, $0.backward] }, [true, true])
        XCTAssertEqual(way(["highway": "residential", "conveying": "forward"]).map { [$0.forward, $0.backward] }, [true, true])
    }

    func testNamesAndRefs() {
        XCTAssertEqual(way(["highway": "footway", "name": "Esplanadi"])?.name, "Esplanadi")
        XCTAssertEqual(way(["highway": "footway", "footway": "sidewalk", "street:name": "Mikonkatu"])?.name, "Mikonkatu")
        XCTAssertEqual(way(["highway": "footway", "street:name": "Mikonkatu"])?.name, "")
        XCTAssertEqual(way(["highway": "primary", "ref": "1;2"])?.ref, "1; 2")
    }

    func testBarriersOnNodes() {
        XCTAssertTrue(FootProfile.isBarrier(["barrier": "wall"]))
        XCTAssertTrue(FootProfile.isBarrier(["barrier": "fence"]))
        XCTAssertFalse(FootProfile.isBarrier(["barrier": "fence", "sensory": "audible"]))
        XCTAssertFalse(FootProfile.isBarrier(["barrier": "bollard"]))
        XCTAssertFalse(FootProfile.isBarrier(["barrier": "gate"]))
        XCTAssertFalse(FootProfile.isBarrier(["barrier": "wall", "foot": "yes"]), "an access tag on the node wins")
        XCTAssertTrue(FootProfile.isBarrier(["barrier": "gate", "access": "private"]))
        XCTAssertTrue(FootProfile.isBarrier(["access": "no"]))
        XCTAssertFalse(FootProfile.isBarrier(["access": "no", "foot": "yes"]))
        XCTAssertTrue(FootProfile.hasTrafficSignals(["highway": "traffic_signals"]))
    }

    func testDurationsAsOSRMReadsThem() {
        XCTAssertEqual(OSMDuration.seconds("5"), 300)
        XCTAssertEqual(OSMDuration.seconds("1:30"), 5400)
        XCTAssertEqual(OSMDuration.seconds("1:30:15"), 5415)
        XCTAssertEqual(OSMDuration.seconds("PT1H30M"), 5400)
        XCTAssertEqual(OSMDuration.seconds("P1DT1S"), 86401)
        XCTAssertEqual(OSMDuration.seconds("P2W"), 1_209_600)
        XCTAssertEqual(OSMDuration.seconds("PT013000"), 5400)
        XCTAssertNil(OSMDuration.seconds("soon"))
        XCTAssertNil(OSMDuration.seconds(""))
        XCTAssertNil(OSMDuration.seconds("123"), "a bare number has at most two digits")
    }

    func testNameAnnouncements() {
        XCTAssertTrue(NameChange.requiresAnnouncement(from: "Mikonkatu", to: "Aleksanterinkatu"))
        XCTAssertFalse(NameChange.requiresAnnouncement(from: "Main Street", to: "Main Street North"), "a compass suffix")
        XCTAssertFalse(NameChange.requiresAnnouncement(from: "sj", to: "nj"), "OSRM's scenarios lean on s/n as suffixes")
        XCTAssertTrue(NameChange.requiresAnnouncement(from: "aj", to: "bj"))
        XCTAssertTrue(NameChange.requiresAnnouncement(from: "", to: "Esplanadi"))
        XCTAssertFalse(NameChange.requiresAnnouncement(from: "Esplanadi", to: ""), "a name that ends is not announced")
    }
}
