import XCTest
import NearbySQLite
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyStore

/// The facet read (`nearest(…facets:)`) against brute force over the same venues, and the
/// `venue_facets` R*Tree kept right by every write: upserts that change or move a venue,
/// deletes, bulk imports, the dataset's fill, and a database from before the facets step.
final class FacetStoreTests: StoreFileTestCase {
    /// Raw tag values, one known facet per kind of value.
    static let wifiValues: [String?] = ["wlan", "no", "terminal", "customers", nil]
    static let seatingValues: [String?] = ["yes", "no", nil]
    static let wheelchairValues: [String?] = ["yes", "limited", "no", nil]

    /// Venues around a few centres (one by the antimeridian); about `tagged` of them with some facet tag.
    func makeVenues(count: Int, seed: UInt64, tagged: Double = 0.3) -> [Venue] {
        var random = SplitMix64(seed: seed)
        let centers = [Coordinate(latitude: 60.17, longitude: 24.94), Coordinate(latitude: 0.5, longitude: 179.99)]
        return (0..<count).map { i in
            let point = Geodesic.destination(from: random.pick(centers), azimuth: random.uniform(0, 360),
                                             distance: random.logUniform(5, 20_000))
            var details = VenueDetails(openingHours: i % 4 == 0 ? "open" : i % 4 == 1 ? "closed" : nil)
            if random.uniform(0, 1) < tagged {
                details.internetAccess = random.pick(Self.wifiValues)
                details.outdoorSeating = random.pick(Self.seatingValues)
                details.indoorSeating = random.pick(Self.seatingValues)
                details.wheelchair = random.pick(Self.wheelchairValues)
                details.powerSupply = random.pick(Self.seatingValues)
                if random.uniform(0, 1) < 0.2 { details.sockets = "schuko" }
            }
            return Venue(provider: "p", id: "v\(i)", name: "Cafe \(i % 13)", address: "", coordinate: point, details: details)
        }
    }

    static let filters: [FacetFilter] = [
        FacetFilter([FacetCondition(facet: .wifi, value: .yes), FacetCondition(facet: .outdoor, value: .yes)]),
        FacetFilter([FacetCondition(facet: .wifi, value: .no)]),
        FacetFilter([FacetCondition(facet: .wheelchair, value: .limited), FacetCondition(facet: .power, value: .yes)]),
        FacetFilter([FacetCondition(facet: .indoor, value: .no), FacetCondition(facet: .wifi, value: nil)]),
        // Every condition unknown: venues with no facet known pass too (the slow read).
        FacetFilter([FacetCondition(facet: .wifi, value: nil)]),
        FacetFilter([FacetCondition(facet: .wifi, value: nil), FacetCondition(facet: .wheelchair, value: nil)]),
        // Contradictory: nothing passes.
        FacetFilter([FacetCondition(facet: .wifi, value: .yes), FacetCondition(facet: .wifi, value: .no)]),
        FacetFilter(),
    ]

    func expected(_ venues: [Venue], region: Region, point: Coordinate, filter: FacetFilter, name: String?,
                  open: Bool = false) -> [VenueRow] {
        VenueRow.nearestFirst(venues.filter {
            region.contains($0.coordinate) && filter.accepts($0.facets)
                && (name == nil || $0.name.lowercased().contains(name ?? ""))
                && (!open || $0.details.openingHours == "open")
        }.map { VenueRow(venue: $0, distance: Geodesic.distance(point, $0.coordinate)) }, limit: .max)
    }

    func testRowsEqualTheBruteForceNearestPassingOnesAtEverySpan() throws {
        let venues = makeVenues(count: 3000, seed: 21)
        try store.upsert(venues)
        var random = SplitMix64(seed: 22)
        for round in 0..<30 {
            let base = random.pick(venues).coordinate
            let point = Geodesic.destination(from: base, azimuth: random.uniform(0, 360), distance: random.uniform(0, 500))
            let span = random.pick([200.0, 2000, 20_000, 200_000, 40_000_000])
            let limit = random.pick([1, 5, 50, 500])
            let region = Region(center: point, latitudinalMeters: span, longitudinalMeters: span)
            for filter in Self.filters {
                for name in [nil, "cafe 1"] as [String?] {
                    let all = expected(venues, region: region, point: point, filter: filter, name: name)
                    let found = try store.nearest(in: region, to: point, matching: name, limit: limit, facets: filter)
                    let what = "round \(round), span \(span), limit \(limit), \(filter.conditions), \(name ?? "-")"
                    XCTAssertEqual(found.rows.map(\.venue.id), all.prefix(limit).map(\.venue.id), what)
                    if found.isComplete { XCTAssertLessThanOrEqual(all.count, limit, what) }
                    if all.count > limit { XCTAssertFalse(found.isComplete, what) }
                }
                // With the hours judged too.
                let open = expected(venues, region: region, point: point, filter: filter, name: nil, open: true)
                let found = try store.nearest(in: region, to: point, limit: limit, facets: filter) { value, _ in value == "open" }
                XCTAssertEqual(found.rows.map(\.venue.id), open.prefix(limit).map(\.venue.id), "round \(round), open, \(filter.conditions)")
            }
        }
    }

    /// Every venue with a known facet is in the tree once, with its bits and place; no other is.
    func assertTreeMatchesVenues(_ db: Database, file: StaticString = #filePath, line: UInt = #line) throws {
        func number(_ sql: String) throws -> Int {
            let statement = try db.prepare(sql)
            _ = try statement.step()
            return statement.int(at: 0)
        }
        let tagged = try number("SELECT count(*) FROM venue WHERE facets > 0")
        XCTAssertEqual(try number("SELECT count(*) FROM venue_facets"), tagged, "tree size", file: file, line: line)
        XCTAssertEqual(try number("""
            SELECT count(*) FROM venue AS v JOIN venue_facets AS f ON f.vid = v.vid
            WHERE f.min_bits = v.facets AND f.max_bits = v.facets AND abs(f.min_lat - v.lat) < 1e-4 AND abs(f.min_lon - v.lon) < 1e-4
            """), tagged, "entries agree with their venues", file: file, line: line)
        XCTAssertEqual(try number("SELECT count(*) FROM venue WHERE facets < 0"), 0, "none left to work out", file: file, line: line)
    }

    func testTheTreeFollowsUpsertsMovesAndDeletes() throws {
        let point = Coordinate(latitude: 60.17, longitude: 24.94)
        let region = Region(center: point, latitudinalMeters: 5000, longitudinalMeters: 5000)
        let wifi = FacetFilter([FacetCondition(facet: .wifi, value: .yes)])
        func venue(_ id: String, _ internet: String?, lat: Double = 60.17) -> Venue {
            Venue(provider: "osm", id: id, name: id, address: "", coordinate: Coordinate(latitude: lat, longitude: 24.94),
                  details: VenueDetails(internetAccess: internet))
        }
        try store.upsert([venue("a", "wlan"), venue("b", nil), venue("c", "no")])
        XCTAssertEqual(try store.nearest(in: region, to: point, facets: wifi).rows.map(\.venue.id), ["a"])
        try assertTreeMatchesVenues(store.database)
        // b gains wifi, a loses its tag, c moves out of the region.
        try store.upsert([venue("a", nil), venue("b", "wifi"), venue("c", "no", lat: 61)])
        XCTAssertEqual(try store.nearest(in: region, to: point, facets: wifi).rows.map(\.venue.id), ["b"])
        XCTAssertEqual(try store.nearest(in: region, to: point, facets: FacetFilter([FacetCondition(facet: .wifi, value: .no)]))
            .rows.count, 0)
        XCTAssertEqual(try store.nearest(in: region, to: point, facets: FacetFilter([FacetCondition(facet: .wifi, value: nil)]))
            .rows.map(\.venue.id), ["a"], "a's wifi is unknown now")
        try assertTreeMatchesVenues(store.database)
        try store.database.execute("DELETE FROM venue WHERE id = 'b'")
        XCTAssertEqual(try store.nearest(in: region, to: point, facets: wifi).rows.count, 0)
        try assertTreeMatchesVenues(store.database)
    }

    func testABulkImportKeepsTheTreeRight() throws {
        var csv = "id,name,lat,lon,internet_access,outdoor_seating,wheelchair,socket:schuko\n"
        let venues = makeVenues(count: 5000, seed: 31, tagged: 0.1)
        for venue in venues {
            let d = venue.details
            csv += "\(venue.id),\(venue.name),\(venue.coordinate.latitude),\(venue.coordinate.longitude),"
                + "\(d.internetAccess ?? ""),\(d.outdoorSeating ?? ""),\(d.wheelchair ?? ""),\(d.sockets == nil ? "" : "2")\n"
        }
        let path = try directory.write("venues.csv", csv)
        let (_, decoder) = try ImportFormatRegistry.standard.open(path: path, format: "csv")
        let summary = VenueImporter(store: store, batchSize: 2500, packing: IndexPacking(minimumRows: 100)).run(decoder)
        XCTAssertEqual(summary.inserted, venues.count)
        try assertTreeMatchesVenues(store.database)
        let imported = venues.map { venue -> Venue in
            var details = VenueDetails(internetAccess: venue.details.internetAccess, outdoorSeating: venue.details.outdoorSeating,
                                       wheelchair: venue.details.wheelchair)
            details.sockets = venue.details.sockets
            return Venue(provider: "import", id: venue.id, name: venue.name, address: "", coordinate: venue.coordinate, details: details)
        }
        let point = venues[0].coordinate
        let region = Region(center: point, latitudinalMeters: 30_000, longitudinalMeters: 30_000)
        for filter in Self.filters {
            let found = try store.nearest(in: region, to: point, limit: 50, facets: filter)
            XCTAssertEqual(found.rows.map(\.venue.id),
                           expected(imported, region: region, point: point, filter: filter, name: nil).prefix(50).map(\.venue.id),
                           "\(filter.conditions)")
        }
        XCTAssertTrue(try store.nearest(in: region, to: point, limit: 5000, facets: FacetFilter([FacetCondition(facet: .power, value: .yes)]))
            .rows.allSatisfy { $0.venue.details.sockets == "schuko" }, "a socket:schuko column is power")
    }

    func testADatasetFillsTheFacetsOfRowsThatHadNoDetails() throws {
        let point = Coordinate(latitude: 60.17, longitude: 24.94)
        let region = Region(center: point, latitudinalMeters: 5000, longitudinalMeters: 5000)
        try store.upsert([Venue(provider: "osm", id: "node/1", name: "A", address: "", coordinate: point)], origin: .dataset)
        try store.upsert([Venue(provider: "osm", id: "node/1", name: "A", address: "", coordinate: point,
                                details: VenueDetails(outdoorSeating: "yes"))], origin: .dataset)
        XCTAssertEqual(try store.nearest(in: region, to: point, facets: FacetFilter([FacetCondition(facet: .outdoor, value: .yes)]))
            .rows.map(\.venue.id), ["node/1"])
        try assertTreeMatchesVenues(store.database)
    }

    func testAStoreFromBeforeTheFacetsStepWorksOutTheFacetsOfItsRows() throws {
        let path = directory.file("old.sqlite")
        let before = Schema.latestVersion - 1
        do {
            let old = try Database(path: path)
            for step in Schema.migrations.prefix(before) { try old.execute(step) }
            try old.execute("""
                INSERT INTO venue (vid, provider, id, name, address, lat, lon, updated_at, imported, name_folded,
                                   internet_access, outdoor_seating, wheelchair) VALUES
                    (1, 'osm', 'node/1', 'Wifi', '', 60.169, 24.9435, 0, 0, 'wifi', 'wlan', NULL, NULL),
                    (2, 'osm', 'node/2', 'Plain', '', 60.1695, 24.944, 0, 0, 'plain', NULL, NULL, NULL),
                    (3, 'import', 'mine', 'Step', '', 60.1692, 24.9436, 0, 1, 'step', 'terminal', 'yes', 'limited');
                INSERT INTO venue_index VALUES (1, 60.169, 60.169, 24.9435, 24.9435), (2, 60.1695, 60.1695, 24.944, 24.944),
                                               (3, 60.1692, 60.1692, 24.9436, 24.9436);
                PRAGMA application_id = \(Schema.applicationID);
                PRAGMA user_version = \(before);
                """)
        }
        let migrated = try VenueStore(path: path)
        XCTAssertEqual(try migrated.database.pragmaInteger("user_version"), Schema.latestVersion)
        try assertTreeMatchesVenues(migrated.database)
        let point = Coordinate(latitude: 60.169, longitude: 24.9435)
        let region = Region(center: point, latitudinalMeters: 1000, longitudinalMeters: 1000)
        XCTAssertEqual(try migrated.nearest(in: region, to: point, facets: FacetFilter([FacetCondition(facet: .wifi, value: .yes)]))
            .rows.map(\.venue.id), ["node/1"])
        let limited = try migrated.nearest(in: region, to: point, facets: FacetFilter([
            FacetCondition(facet: .wheelchair, value: .limited), FacetCondition(facet: .wifi, value: .no),
            FacetCondition(facet: .outdoor, value: .yes),
        ]))
        XCTAssertEqual(limited.rows.map(\.venue.id), ["mine"])
        XCTAssertEqual(try migrated.nearest(in: region, to: point, facets: FacetFilter([FacetCondition(facet: .wifi, value: nil)]))
            .rows.map(\.venue.id), ["node/2"])
    }

    func testGeoJSONPropertiesNamedAsTheTagsAndTheSocketsColumnRoundTrip() throws {
        let path = try directory.write("venues.geojson", """
            {"type":"FeatureCollection","features":[
              {"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":[24.94,60.17]},
               "properties":{"name":"A","internet_access":"wlan","socket:schuko":"2","socket:type2:output":"22 kW","indoor_seating":"yes"}},
              {"type":"Feature","id":"b","geometry":{"type":"Point","coordinates":[24.941,60.17]},
               "properties":{"name":"B","power_supply":"no","socket:usb_a":"","outdoor_seating":"no","wheelchair":"no"}}
            ]}
            """)
        let (_, decoder) = try ImportFormatRegistry.standard.open(path: path, format: "geojson")
        XCTAssertEqual(VenueImporter(store: store).run(decoder).inserted, 2)
        let a = try XCTUnwrap(try store.details(of: VenueKey(provider: "import", id: "a")))
        XCTAssertEqual(a.sockets, "schuko;type2")
        XCTAssertEqual(VenueFacets(details: a), VenueFacets(wifi: .yes, power: .yes, indoor: .yes))
        let b = try XCTUnwrap(try store.details(of: VenueKey(provider: "import", id: "b")))
        XCTAssertNil(b.sockets, "a socket property without a value says nothing")
        XCTAssertEqual(VenueFacets(details: b), VenueFacets(power: .no, outdoor: .no, wheelchair: .no))
        // The `sockets` column as the bundled dataset writes it reads back the same.
        let csv = try directory.write("again.csv", "id,name,lat,lon,sockets\nc,C,60.17,24.942,schuko;type2\n")
        let (_, csvDecoder) = try ImportFormatRegistry.standard.open(path: csv, format: "csv")
        XCTAssertEqual(VenueImporter(store: store).run(csvDecoder).inserted, 1)
        XCTAssertEqual(try store.details(of: VenueKey(provider: "import", id: "c"))?.sockets, "schuko;type2")
    }

    func testAnImportThatRepeatsAnIdOrChangesAStoredRowKeepsOneEntryEach() throws {
        let first = try directory.write("first.csv", "id,name,lat,lon,internet_access\nold,Old,60.17,24.94,wlan\n")
        let (_, decoder) = try ImportFormatRegistry.standard.open(path: first, format: "csv")
        XCTAssertEqual(VenueImporter(store: store).run(decoder).inserted, 1)
        // In one batch: the stored row loses wifi, a new row is given twice (the second wins).
        let second = try directory.write("second.csv", """
            id,name,lat,lon,internet_access,outdoor_seating
            old,Old,60.17,24.94,no,
            twice,Twice,60.171,24.94,wlan,no
            twice,Twice,60.171,24.941,,yes

            """)
        let (_, again) = try ImportFormatRegistry.standard.open(path: second, format: "csv")
        XCTAssertTrue(VenueImporter(store: store).run(again).succeeded)
        try assertTreeMatchesVenues(store.database)
        let point = Coordinate(latitude: 60.17, longitude: 24.94)
        let region = Region(center: point, latitudinalMeters: 2000, longitudinalMeters: 2000)
        XCTAssertEqual(try store.nearest(in: region, to: point, facets: FacetFilter([FacetCondition(facet: .wifi, value: .no)]))
            .rows.map(\.venue.id), ["old"])
        XCTAssertEqual(try store.nearest(in: region, to: point, facets: FacetFilter([FacetCondition(facet: .outdoor, value: .yes)]))
            .rows.map(\.venue.id), ["twice"])
        XCTAssertEqual(try store.nearest(in: region, to: point, facets: FacetFilter([FacetCondition(facet: .wifi, value: .yes)]))
            .rows.count, 0)
    }
}
