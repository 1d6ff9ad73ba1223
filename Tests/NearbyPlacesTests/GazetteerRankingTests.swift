import XCTest
import NearbyPlaces
import NearbySQLite
import NearbyTestSupport
import NearbyText

/// The gazetteer answers from its file (a short prefix's leaders, a longer one's range of
/// spellings, the whole range when the leaders run out); the oracle here is every spelling read
/// into memory and ranked by brute force: the places named exactly so (their own name first),
/// then every other place with a spelling of that prefix, each group most populous first, ties
/// by GeoNames id.
final class GazetteerRankingTests: XCTestCase {
    struct Row {
        var population: Int
        var name: String
        var asciiName: String
        var countryCode: String
        var division: String
    }

    /// Every spelling (folded UTF-8, sorted bytewise) with its place, and every place by id.
    struct Oracle {
        var spellings: [(bytes: [UInt8], id: Int)]
        var places: [Int: Row]
        /// The prefixes the file keeps leaders for.
        var ledPrefixes: [String]

        init(path: String) throws {
            let database = try Database(path: path, mode: .readOnly)
            spellings = []
            let names = try database.prepare("SELECT folded, geonameid FROM names")
            while try names.step() { spellings.append((Array(names.text(at: 0).utf8), names.int(at: 1))) }
            spellings.sort { a, b in a.bytes.lexicographicallyPrecedes(b.bytes) || (a.bytes == b.bytes && a.id < b.id) }
            places = [:]
            let rows = try database.prepare(
                "SELECT geonameid, population, name, asciiname, country_code, coalesce(admin1_name, '') FROM places")
            while try rows.step() {
                places[rows.int(at: 0)] = Row(population: rows.int(at: 1), name: rows.text(at: 2), asciiName: rows.text(at: 3),
                                             countryCode: rows.text(at: 4), division: rows.text(at: 5))
            }
            ledPrefixes = []
            let led = try database.prepare("SELECT DISTINCT prefix FROM prefixes")
            while try led.step() { ledPrefixes.append(led.text(at: 0)) }
        }

        /// The ids `search(prefix, limit:)` should answer, best first, among the places `keep` accepts.
        func ranked(_ prefix: String, limit: Int, keep: (Row) -> Bool = { _ in true }) -> [Int] {
            let key = Array(prefix.utf8)
            var low = 0, high = spellings.count
            while low < high {
                let middle = (low + high) / 2
                if spellings[middle].bytes.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
            }
            var exact: Set<Int> = [], prefixed: Set<Int> = []
            for spelling in spellings[low...] {
                guard spelling.bytes.starts(with: key) else { break }
                if spelling.bytes == key { exact.insert(spelling.id) } else { prefixed.insert(spelling.id) }
            }
            prefixed.subtract(exact)
            func own(_ id: Int) -> Bool {
                let row = places[id]!
                return SearchFolding.fold(row.name) == prefix || SearchFolding.fold(row.asciiName) == prefix
            }
            func byPopulation(_ a: Int, _ b: Int) -> Bool {
                let pa = places[a]!.population, pb = places[b]!.population
                return pa != pb ? pa > pb : a < b
            }
            let exactFirst = exact.filter { keep(places[$0]!) }.sorted { a, b in own(a) != own(b) ? own(a) : byPopulation(a, b) }
            let rest = prefixed.filter { keep(places[$0]!) }.sorted(by: byPopulation)
            return Array((exactFirst + rest).prefix(limit))
        }
    }

    static let path = ChildProcess.packageRoot.appendingPathComponent("Assets/places.sqlite").path
    static let oracle = Result { try Oracle(path: path) }

    func testEveryLedPrefixAndASampleOfOthersRankAsTheBruteForce() throws {
        let oracle = try Self.oracle.get()
        let gazetteer = try GazetteerTests.gazetteer.get()
        XCTAssertGreaterThan(oracle.ledPrefixes.count, 100, "the file keeps leaders for the short prefixes")
        // Prefixes of spellings, whole characters: the first one to five of a seeded sample.
        var generator = SplitMix64(seed: 32)
        var others: Set<String> = []
        while others.count < 150 {
            let spelling = String(decoding: oracle.spellings.randomElement(using: &generator)!.bytes, as: UTF8.self)
            others.insert(String(spelling.prefix(Int.random(in: 1...5, using: &generator))))
        }
        for prefix in oracle.ledPrefixes + others.sorted() {
            // 30: the picker's list; 70: past the 50 leaders a prefix keeps, so the whole range is read.
            for limit in [30, 70] {
                XCTAssertEqual(gazetteer.search(prefix, limit: limit).map(\.id), oracle.ranked(prefix, limit: limit),
                               "\(prefix), limit \(limit)")
            }
        }
    }

    func testACountryOrDivisionAfterTheNameFiltersTheBruteForceRanking() throws {
        let oracle = try Self.oracle.get()
        let gazetteer = try GazetteerTests.gazetteer.get()
        // "s, us": a one-letter prefix whose 50 leaders hold fewer than 20 places in the US.
        for (name, qualifier) in [("s", "us"), ("san", "mx"), ("port", "maine"), ("a", "fi"), ("valencia", "ve")] {
            let expected = oracle.ranked(name, limit: 20) { row in
                SearchFolding.fold(row.countryCode) == qualifier || SearchFolding.fold(row.division).hasPrefix(qualifier)
            }
            XCTAssertFalse(expected.isEmpty, name)
            XCTAssertEqual(gazetteer.find("\(name), \(qualifier)", limit: 20).map(\.id), expected, "\(name), \(qualifier)")
        }
    }
}
