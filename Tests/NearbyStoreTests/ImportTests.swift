import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyStore

/// `nearby import`'s pipeline on real files: decoding, skipping, batching, --strict, guessing.
final class ImportTests: StoreFileTestCase {
    func importFile(_ name: String, _ text: String, format: String? = nil, strict: Bool = false,
                    batchSize: Int = 5000) throws -> ImportSummary {
        let path = try directory.write(name, text)
        let (_, decoder) = try ImportFormatRegistry.standard.open(path: path, format: format)
        return VenueImporter(store: store, batchSize: batchSize, strict: strict).run(decoder)
    }

    func stored() throws -> [Venue] {
        let world = Region(center: Coordinate(latitude: 0, longitude: 0), latitudeDelta: 180, longitudeDelta: 360)
        return try store.venues(in: world, nearestTo: world.center, limit: 100_000).map(\.venue).sorted { $0.id < $1.id }
    }

    func testCSVRowsAreImportedAndBadRowsSkippedWithTheirLines() throws {
        let csv = """
            ID, Name ,address,lat,lon,ignored
            a,Cafe A,"Street 1, Helsinki",60.17,24.94,x
            b,Cafe B,,not-a-number,24.9,x
            c,,,60,24,x
            d,"Two
            lines",,60.1,24.9,x

            e,Too short,,60.1
            f,Far north,,91,24.9,x
            g,Nan,,nan,24.9,x
            node/7,OSM cafe,,60.2, 24.95 ,x

            """
        let summary = try importFile("a.csv", csv)
        XCTAssertEqual(summary.inserted, 3)
        XCTAssertEqual(summary.skipped, 5)
        XCTAssertEqual(summary.listedSkips.map(\.position), ["line 3", "line 4", "line 8", "line 9", "line 10"])
        XCTAssertEqual(summary.listedSkips.map(\.kind),
                       ["bad latitude", "missing name", "wrong number of fields", "latitude out of range", "bad latitude"])
        XCTAssertNil(summary.failure)
        let venues = try stored()
        XCTAssertEqual(venues.map(\.id), ["a", "d", "node/7"])
        XCTAssertEqual(venues[0].address, "Street 1, Helsinki")
        XCTAssertEqual(venues[0].provider, "import")
        XCTAssertEqual(venues[1].name, "Two\nlines")
        XCTAssertEqual(venues[2].provider, "osm")  // an OSM id joins the bundled dataset's provider
        XCTAssertEqual(venues[2].coordinate.longitude, 24.95)
        let report = summary.report(file: "a.csv", format: "csv")
        XCTAssertTrue(report.hasPrefix("a.csv (csv): 3 new, 0 updated, 5 skipped (1 commit)\n"), report)
        XCTAssertTrue(report.contains("skipped: 2 bad latitude, 1 latitude out of range, 1 missing name, 1 wrong number of fields"), report)
        XCTAssertTrue(report.contains("  line 3: bad latitude (\"not-a-number\")"), report)
    }

    func testAProviderColumnNamesTheProviderAndReimportingUpdates() throws {
        let first = try importFile("p.csv", "provider,id,name,lat,lon\nmine,1,Old,60.1,24.9\n,2,Two,60.1,24.9\n")
        XCTAssertEqual(first.inserted, 2)
        let second = try importFile("p2.csv", "provider,id,name,lat,lon\nmine,1,New,60.2,24.9\nmine,3,Three,60.1,24.9\n")
        XCTAssertEqual([second.inserted, second.updated], [1, 1])
        let venues = try stored()
        XCTAssertEqual(venues.map { "\($0.provider)/\($0.id)/\($0.name)" }, ["mine/1/New", "import/2/Two", "mine/3/Three"])
    }

    func testSkippedRowsAreListedUpToALimitAndCountedBeyondIt() throws {
        var csv = "id,name,lat,lon\n"
        for i in 0..<50 { csv += "\(i),Cafe,\(i % 2 == 0 ? "x" : "60"),24\n" }
        let summary = try importFile("many.csv", csv)
        XCTAssertEqual([summary.inserted, summary.skipped], [25, 25])
        XCTAssertEqual(summary.listedSkips.count, ImportSummary.listedSkipLimit)
        XCTAssertEqual(summary.listedSkips.first?.position, "line 2")
        XCTAssertTrue(summary.report(file: "many.csv", format: "csv").contains("  … and 5 more\n"))
    }

    func testRowsAreCommittedInBatches() throws {
        var csv = "id,name,lat,lon\n"
        for i in 0..<23 { csv += "\(i),Cafe \(i),60.1,24.9\n" }
        let summary = try importFile("b.csv", csv, batchSize: 5)
        XCTAssertEqual(summary.commits, 5)
        XCTAssertEqual(try store.count(), 23)
    }

    func testStrictCommitsNothingWhenAnyRowIsBad() throws {
        try store.upsert([Venue(provider: "import", id: "kept", name: "Kept", address: "", coordinate: Coordinate(latitude: 1, longitude: 1))])
        var csv = "id,name,lat,lon\n"
        for i in 0..<40 { csv += "\(i),Cafe \(i),60.1,24.9\n" }
        csv += "bad,Cafe,60.1,999\n"
        csv += "kept,Renamed,1,1\n"
        let summary = try importFile("s.csv", csv, strict: true, batchSize: 7)
        XCTAssertTrue(summary.rejectedAsStrict)
        XCTAssertFalse(summary.succeeded)
        XCTAssertEqual([summary.inserted, summary.updated, summary.commits, summary.skipped], [0, 0, 0, 1])
        XCTAssertEqual(summary.listedSkips.first?.position, "line 42")
        XCTAssertEqual(try stored().map(\.name), ["Kept"])
        XCTAssertTrue(summary.report(file: "s.csv", format: "csv").hasPrefix("s.csv (csv): nothing imported: --strict and 1 bad row\n"))

        let clean = try importFile("clean.csv", "id,name,lat,lon\nx,X,1,2\ny,Y,3,4\n", strict: true, batchSize: 1)
        XCTAssertTrue(clean.succeeded)
        XCTAssertEqual([clean.inserted, clean.commits], [2, 1])
    }

    /// A batch the database rejects half-way (a row that slipped past validation breaks the
    /// CHECK constraint) leaves nothing of that batch; the batches before it stay.
    func testABatchThatFailsHalfWayLeavesNothingOfIt() throws {
        var items = (0..<12).map { i in
            ImportItem.venue(Venue(provider: "t", id: "\(i)", name: "V", address: "", coordinate: Coordinate(latitude: 1, longitude: 1)))
        }
        items.insert(.venue(Venue(provider: "t", id: "bad", name: "V", address: "", coordinate: Coordinate(latitude: 95, longitude: 1))), at: 7)
        let summary = VenueImporter(store: store, batchSize: 5).run(BufferedVenueDecoder(items: items))
        guard case .store? = summary.failure else { return XCTFail("\(String(describing: summary.failure))") }
        XCTAssertEqual([summary.inserted, summary.commits], [5, 1])
        XCTAssertEqual(try store.count(), 5)
        let index = try store.database.prepare("SELECT count(*) FROM venue_index")
        XCTAssertTrue(try index.step())
        XCTAssertEqual(index.int(at: 0), 5)
    }

    func testAnUnterminatedQuoteStopsTheImportKeepingEarlierRows() throws {
        let summary = try importFile("q.csv", "id,name,lat,lon\na,A,1,2\nb,\"B,3,4\nc,C,5,6\n")
        guard case .stopped(let position, _)? = summary.failure else { return XCTFail("\(String(describing: summary.failure))") }
        XCTAssertEqual(position, "line 3")
        XCTAssertEqual(try store.count(), 1)
    }

    func testAHeaderWithoutTheNeededColumnsIsRefused() throws {
        let path = try directory.write("h.csv", "id,title,lat,lon\n1,A,2,3\n")
        XCTAssertThrowsError(try ImportFormatRegistry.standard.open(path: path, format: "csv")) { error in
            XCTAssertTrue("\(error)".contains("lacks the column(s) name"), "\(error)")
        }
    }

    /// Records that straddle the 1 MiB read chunks of a file parse exactly as the same text
    /// handed to the reader in one piece.
    func testStreamingCSVAgreesWithTheInMemoryReaderAcrossChunks() throws {
        var rng = SplitMix64(seed: 9)
        var text = "id,name,address,lat,lon\r\n"
        var i = 0
        while text.utf8.count < 3 * CSVVenueDecoder.chunkSize {
            let name = ["plain", "\"quoted, comma\"", "\"with \"\"quotes\"\"\"", "\"multi\nline\r\nname\"", "ünïcødé ☕"]
                .randomElement(using: &rng) ?? ""
            text += "\(i),\(name),\(String(repeating: "x", count: Int.random(in: 0...300, using: &rng))),1.5,2.5"
            text += Bool.random(using: &rng) ? "\n" : "\r\n"
            i += 1
        }
        let path = try directory.write("big.csv", text)
        let input = try InputFile(path: path)
        var stream = CSVReader { buffer throws(CSVReader.Failure) in
            do { return try input.read(into: &buffer, count: CSVVenueDecoder.chunkSize) } catch {
                throw .unreadable(reason: "\(error)")
            }
        }
        var reader = CSVReader(text)
        var fields: [String] = []
        var records = 0
        while let expected = try reader.next() {
            XCTAssertTrue(try stream.next(into: &fields))
            XCTAssertEqual(fields, expected)
            XCTAssertEqual(stream.line, reader.line)
            records += 1
        }
        XCTAssertFalse(try stream.next(into: &fields))
        XCTAssertEqual(records, i + 1)
        XCTAssertEqual(stream.bytesRead, text.utf8.count)
    }

    func testGeoJSONPointsAreImportedAndOtherGeometriesCounted() throws {
        let geojson = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "id": "node/1", "geometry": {"type": "Point", "coordinates": [24.94, 60.17]},
               "properties": {"name": "Cafe Ekberg", "addr:street": "Bulevardi", "addr:housenumber": "9"}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.95, 60.16]},
               "properties": {"id": 42, "name": "Numbered", "address": "Somewhere 1", "provider": "mine"}},
              {"type": "Feature", "id": "w", "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]},
               "properties": {"name": "A street"}},
              {"type": "Feature", "id": "p", "geometry": {"type": "Polygon", "coordinates": []}, "properties": {}},
              {"type": "Feature", "id": "far", "geometry": {"type": "Point", "coordinates": [200, 60]}, "properties": {"name": "X"}},
              {"type": "Feature", "id": "noname", "geometry": {"type": "Point", "coordinates": [1, 2]}, "properties": {}},
              {"type": "Feature", "id": "nogeo", "geometry": null, "properties": {"name": "N"}}
            ]}
            """
        let summary = try importFile("v.geojson", geojson)
        XCTAssertEqual([summary.inserted, summary.skipped], [2, 5])
        XCTAssertEqual(summary.skipCounts["not a Point"], 2)
        XCTAssertEqual(summary.listedSkips.map(\.position), ["feature 3", "feature 4", "feature 5", "feature 6", "feature 7"])
        XCTAssertEqual(summary.listedSkips[0].description, "feature 3: not a Point (LineString)")
        let venues = try stored()
        XCTAssertEqual(venues.map { "\($0.provider)|\($0.id)|\($0.name)|\($0.address)" },
                       ["mine|42|Numbered|Somewhere 1", "osm|node/1|Cafe Ekberg|Bulevardi 9"])
        XCTAssertEqual(venues[1].coordinate, Coordinate(latitude: 60.17, longitude: 24.94))
    }

    func testJSONThatIsNotAFeatureCollectionIsRefused() throws {
        let path = try directory.write("x.json", "{\"type\": \"Feature\"}")
        XCTAssertThrowsError(try ImportFormatRegistry.standard.open(path: path, format: "geojson")) { error in
            XCTAssertTrue("\(error)".contains("not a FeatureCollection"), "\(error)")
        }
    }

    func testTheFormatIsGuessedFromTheContent() throws {
        let registry = ImportFormatRegistry.standard
        func guess(_ text: String) -> String? { registry.guess(prefix: Array(text.utf8))?.name }
        XCTAssertEqual(guess("\u{FEFF}id,name,address,lat,lon\n1,A,,1,2\n"), "csv")
        XCTAssertEqual(guess("\"name\",\"ID\",\"Latitude\",\"Longitude\"\r\n"), "csv")
        XCTAssertEqual(guess("  {\"type\":\"FeatureCollection\",\"features\":[]}"), "geojson")
        XCTAssertEqual(guess("{\"version\":0.6,\"generator\":\"Overpass API\",\"elements\":[]}"), "overpass")
        XCTAssertEqual(guess("{\"meta\":{\"code\":200},\"response\":{\"venues\":[]}}"), "foursquare")
        XCTAssertEqual(guess("{\"results\":[],\"context\":{}}"), "foursquare")
        XCTAssertNil(guess("hello,world\n1,2\n"))
        XCTAssertNil(guess("{\"something\": 1}"))
        XCTAssertNil(guess(""))
    }

    func testFormatsWithoutADecoderSaySoAndOneRegistrationPlugsThemIn() throws {
        let path = try directory.write("o.json", "{\"version\":0.6,\"elements\":[{\"type\":\"node\",\"id\":5,\"lat\":1,\"lon\":2}]}")
        for format in [nil, "overpass"] {
            XCTAssertThrowsError(try ImportFormatRegistry.standard.open(path: path, format: format)) { error in
                XCTAssertTrue("\(error)".contains("overpass format is not supported by import yet"), "\(error)")
            }
        }
        var registry = ImportFormatRegistry.standard
        registry.register(.wholeDocument(name: "overpass", recognizes: Sniff.isOverpass) { data in
            XCTAssertFalse(data.isEmpty)
            return ([Venue(provider: "osm", id: "node/5", name: "N", address: "", coordinate: Coordinate(latitude: 1, longitude: 2))],
                    [ImportSkip(position: "element 2", kind: "no name")])
        })
        let (name, decoder) = try registry.open(path: path, format: nil)
        XCTAssertEqual(name, "overpass")
        let summary = VenueImporter(store: store).run(decoder)
        XCTAssertEqual([summary.inserted, summary.skipped], [1, 1])
    }

    func testAnUnknownFormatAndAMissingFileAreClearErrors() throws {
        let path = try directory.write("u.txt", "just some text\n")
        XCTAssertThrowsError(try ImportFormatRegistry.standard.open(path: path, format: nil)) { error in
            XCTAssertTrue("\(error)".contains("cannot tell the format"), "\(error)")
        }
        XCTAssertThrowsError(try ImportFormatRegistry.standard.open(path: directory.file("missing.csv"), format: "csv")) { error in
            XCTAssertTrue("\(error)".contains("No such file"), "\(error)")
        }
    }
}
