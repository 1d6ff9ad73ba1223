import Foundation
import XCTest
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyOSM
@testable import NearbyProviders

/// The cafés of an extract, gathered over three passes as the importer reads them.
final class ExtractCafesTests: XCTestCase {
    func node(_ id: Int64, _ lat: Double, _ lon: Double, _ tags: [String: String] = [:]) -> OSMNode {
        OSMNode(id: id, coordinate: Coordinate(latitude: lat, longitude: lon), tags: tags)
    }

    /// Feeds the elements in the importer's order: relations, then ways, then nodes.
    func gather(nodes: [OSMNode], ways: [OSMWay] = [], relations: [OSMRelation] = []) -> (venues: [Venue], skipped: [String: Int]) {
        var cafes = ExtractCafes()
        for relation in relations { cafes.add(relation: relation) }
        for way in ways { cafes.add(way: way) }
        for node in nodes { cafes.add(node: node) }
        let venues = cafes.venues()
        return (venues, cafes.skipped)
    }

    func testACafeNodeIsTheVenueOverpassGivesForIt() throws {
        let tags = ["amenity": "cafe", "name": " Café Aalto ", "addr:street": "Pohjoisesplanadi", "addr:housenumber": "39",
                    "opening_hours": "Mo-Sa 09:00-21:00", "contact:phone": "+358 9 121 4446", "website": "", "contact:website": "https://aalto.fi",
                    "cuisine": "coffee_shop", "internet_access": "wlan", "outdoor_seating": "yes", "wheelchair": "limited"]
        let found = gather(nodes: [node(2270234280, 60.1681979, 24.9436721, tags), node(1, 60.1, 24.9)])
        XCTAssertEqual(found.venues.count, 1)
        let venue = try XCTUnwrap(found.venues.first)
        // The same element from Overpass, through the Overpass decoder.
        var element: [String: Any] = ["type": "node", "id": 2270234280, "lat": 60.1681979, "lon": 24.9436721, "tags": tags]
        element["tags"] = tags
        let json = try JSONSerialization.data(withJSONObject: ["elements": [element]])
        let overpass = try XCTUnwrap(try OverpassDecoder.decode(Array(json)).venues.first)
        XCTAssertEqual(venue, overpass)
        XCTAssertEqual(venue.id, "node/2270234280")
        XCTAssertEqual(venue.provider, "osm")
        XCTAssertEqual(venue.name, "Café Aalto")
        XCTAssertEqual(venue.address, "Pohjoisesplanadi 39")
        XCTAssertEqual(venue.details[column: "phone"], "+358 9 121 4446")
        XCTAssertEqual(venue.details[column: "website"], "https://aalto.fi", "a blank tag gives way to the next")
        XCTAssertEqual(venue.details[column: "wheelchair"], "limited")
    }

    func testUnnamedCafesAndOtherAmenitiesAreNotVenues() {
        let found = gather(nodes: [node(1, 60, 24, ["amenity": "cafe"]), node(2, 60, 24, ["amenity": "cafe", "name": "  "]),
                                   node(3, 60, 24, ["amenity": "restaurant", "name": "Ravintola"])])
        XCTAssertEqual(found.venues, [])
        XCTAssertEqual(found.skipped, ["no name": 2])
    }

    func testAClosedWayIsPlacedInsideItsOutline() throws {
        // An L-shaped building: its centroid falls outside it.
        let outline: [(Int64, Double, Double)] = [(10, 60.0, 24.0), (11, 60.0, 24.010), (12, 60.001, 24.010), (13, 60.001, 24.001),
                                                  (14, 60.010, 24.001), (15, 60.010, 24.0)]
        let nodes = outline.map { node($0.0, $0.1, $0.2) } + [node(99, 61, 25)]
        let way = OSMWay(id: 500, nodeIDs: outline.map(\.0) + [10], tags: ["amenity": "cafe", "name": "Kulma"])
        let open = OSMWay(id: 501, nodeIDs: [10, 11, 12], tags: ["amenity": "cafe", "name": "Open"])
        let found = gather(nodes: nodes, ways: [way, open])
        let venue = try XCTUnwrap(found.venues.first)
        XCTAssertEqual(found.venues.count, 1)
        XCTAssertEqual(venue.id, "way/500")
        let ring = outline.map { Coordinate(latitude: $0.1, longitude: $0.2) }
        XCTAssertTrue(InteriorPoint.contains([ring + [ring[0]]], venue.coordinate), "\(venue.coordinate)")
        XCTAssertEqual(found.skipped, ["not an area": 1])
    }

    func testAMultipolygonOfSeveralWaysWithAHoleIsPlacedInItsArea() throws {
        // The outer ring in two ways, one of them reversed; a courtyard as the inner ring.
        let corners: [(Int64, Double, Double)] = [(1, 60.0, 24.0), (2, 60.0, 24.01), (3, 60.01, 24.01), (4, 60.01, 24.0),
                                                  (5, 60.002, 24.002), (6, 60.002, 24.008), (7, 60.008, 24.008), (8, 60.008, 24.002)]
        let ways = [OSMWay(id: 21, nodeIDs: [1, 2, 3]), OSMWay(id: 22, nodeIDs: [1, 4, 3]),
                    OSMWay(id: 23, nodeIDs: [5, 6, 7, 8, 5], tags: ["building": "yes"])]
        let relation = OSMRelation(id: 7, members: [OSMMember(kind: .way, id: 21, role: "outer"),
                                                    OSMMember(kind: .way, id: 22, role: "outer"),
                                                    OSMMember(kind: .way, id: 23, role: "inner")],
                                   tags: ["type": "multipolygon", "amenity": "cafe", "name": "Piha"])
        let found = gather(nodes: corners.map { node($0.0, $0.1, $0.2) }, ways: ways, relations: [relation])
        let venue = try XCTUnwrap(found.venues.first)
        XCTAssertEqual(venue.id, "relation/7")
        let outer = [1, 2, 3, 4, 1].map { i in Coordinate(latitude: corners[i - 1].1, longitude: corners[i - 1].2) }
        let inner = [5, 6, 7, 8, 5].map { i in Coordinate(latitude: corners[i - 1].1, longitude: corners[i - 1].2) }
        XCTAssertTrue(InteriorPoint.contains([outer, inner], venue.coordinate), "\(venue.coordinate) is not in the building")
    }

    func testAnAreaCutByTheExtractsEdgeIsPlacedByTheNodesItHas() throws {
        let way = OSMWay(id: 9, nodeIDs: [1, 2, 3, 4, 1], tags: ["amenity": "cafe", "name": "Reuna"])
        let inside = gather(nodes: [node(1, 60, 24), node(2, 60, 24.01), node(3, 60.01, 24.01)], ways: [way])
        XCTAssertEqual(inside.venues.map(\.id), ["way/9"])
        let lost = gather(nodes: [node(1, 60, 24)], ways: [way])
        XCTAssertEqual(lost.venues, [])
        XCTAssertEqual(lost.skipped, ["no area inside the extract": 1])
    }

    func testRingsJoinWaysInAnyOrderAndDirection() {
        let rings = ExtractCafes.rings([[1, 2], [3, 2], [3, 4, 1], [7, 8, 9, 7]])
        XCTAssertEqual(rings.count, 2)
        XCTAssertTrue(rings.contains([7, 8, 9, 7]))
        let square = rings.first { $0.count == 5 }
        XCTAssertEqual(square.map { Set($0) }, [1, 2, 3, 4])
        XCTAssertEqual(square?.first, square?.last)
    }
}
