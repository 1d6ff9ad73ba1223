import Foundation
import XCTest
import NearbyGeo
import NearbyPlaces
import NearbyTestSupport

/// `--near NAME` for any city of the gazetteer and `nearby places NAME`, through the real binary:
/// GeoNames' own coordinates are the oracle.
final class PlacesEndToEndTests: BinaryTestCase {
    static let gazetteer = Result { try Gazetteer(path: Tmux.packageRoot.appendingPathComponent("Assets/places.sqlite").path) }

    func nearby(_ args: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary] + args, environment: FaultMatrixTests.environment(directory))
    }

    /// Where `nearby list --near NAME` looked: its fetch's logged position.
    func landing(_ name: String) throws -> (Coordinate, stderr: String) {
        let log = directory.appendingPathComponent("near-\(UUID().uuidString.prefix(6)).jsonl").path
        let run = try nearby(["list", "--near", name, "--fetch", "--log", log, "--format", "tsv",
                              "--db", directory.appendingPathComponent("v.sqlite").path])
        XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
        let started = try XCTUnwrap(LogFile(log).events.first { $0["event"] as? String == "fetchStarted" }, name)
        let at = Coordinate(latitude: try XCTUnwrap(started["lat"] as? Double), longitude: try XCTUnwrap(started["lon"] as? Double))
        return (at, run.stderr)
    }

    func testFortyRandomPlacesLandWithinAKilometreOfTheirGeoNamesCoordinates() throws {
        let places = try Self.gazetteer.get().allPlaces
        // Names that say one place: a label two places share would be the namesake test's business.
        var labels: [String: Int] = [:]
        for place in places { labels[place.label, default: 0] += 1 }
        var generator = SplitMix64(seed: 21)
        var chosen: [GazetteerPlace] = []
        while chosen.count < 40 {
            let place = places[Int(generator.next() % UInt64(places.count))]
            if labels[place.label] == 1, Preset.named(place.name) == nil { chosen.append(place) }
        }
        for place in chosen {
            let (at, stderr) = try landing(place.label)
            XCTAssertLessThan(Geodesic.distance(at, place.coordinate), 1000, "\(place.label) landed at \(at)")
            XCTAssertFalse(stderr.contains("more:"), "\(place.label): \(stderr)")
        }
    }

    func testAlternateNamesAccentsNamesakesAndPresets() throws {
        let cases: [(String, String)] = [
            ("sao paulo", "São Paulo"), ("São Paulo", "São Paulo"), ("Helsingfors", "Helsinki"), ("München", "Munich"),
            ("Munich", "Munich"), ("東京", "Tokyo"), ("Москва", "Moscow"), ("Portland, US", "Portland"),
            ("Valencia, VE", "Valencia"), ("portland, maine", "Portland"),
        ]
        let gazetteer = try Self.gazetteer.get()
        for (typed, name) in cases {
            let (at, _) = try landing(typed)
            let expected = try XCTUnwrap(gazetteer.find(typed, limit: 1).first, typed)
            XCTAssertEqual(expected.name, name, typed)
            XCTAssertLessThan(Geodesic.distance(at, expected.coordinate), 1000, typed)
        }
        let (valencia, _) = try landing("Valencia, VE")
        XCTAssertEqual(valencia.latitude, 10.16153, accuracy: 1e-6, "Venezuela's, not Spain's")
        let (portland, said) = try landing("portland")
        XCTAssertEqual(portland.latitude, 45.52345, accuracy: 1e-6, "the most populous: Oregon's")
        XCTAssertEqual(said, "nearby: Portland, Oregon, US — 2 more: `nearby places portland`\n")
        // A preset's exact name is the preset (Xcode's London, not GeoNames' centre of it).
        let (london, quiet) = try landing("london")
        XCTAssertEqual(london, Preset.named("London")?.coordinate)
        XCTAssertEqual(quiet, "")
    }

    func testAnUnknownNameIsOneSentenceWithTheNearestSpellings() throws {
        let typo = try nearby(["list", "--near", "Helsnki"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.stderr, "nearby: no place called 'Helsnki' — did you mean Helsinki, FI?\n")
        XCTAssertEqual(typo.stdout, "")
        let none = try nearby(["--near", "Xqzvwkk"])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr.split(separator: "\n").count, 1, none.stderr)
        XCTAssertTrue(none.stderr.hasPrefix("nearby: no place called 'Xqzvwkk'"), none.stderr)
        // Capitals of fewer than 15,000 people are places too, for `places` and for `--near`.
        for (name, country) in [("Valletta", "MT"), ("Vaduz", "LI"), ("Nuuk", "GL"), ("San Marino", "SM"), ("Belmopan", "BZ")] {
            let found = try nearby(["places", name, "--format", "tsv", "--limit", "1"])
            XCTAssertEqual(found.status, 0, found.stderr)
            XCTAssertTrue(found.stdout.split(separator: "\n").dropFirst().first?.hasPrefix("\(name)\t\(country)\t") ?? false, found.stdout)
            let near = try nearby(["list", "--near", name, "--format", "tsv"])
            XCTAssertEqual(near.status, 0, "\(name): \(near.stderr)")
        }
        // `nearby places` suggests the same spellings rather than print an empty table.
        let places = try nearby(["places", "Helsnki"])
        XCTAssertEqual(places.status, 2)
        XCTAssertEqual(places.stderr, "nearby: no place called 'Helsnki' — did you mean Helsinki, FI?\n")
        XCTAssertEqual(places.stdout, "")
        let nowhere = try nearby(["places", "Xqzvwkk", "--format", "json"])
        XCTAssertEqual(nowhere.status, 2)
        XCTAssertEqual(nowhere.stderr, "nearby: no place called 'Xqzvwkk'\n")
        let config = directory.appendingPathComponent("nearby")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "near = Helsingfors\n".write(to: config.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let configured = try nearby(["list", "--format", "json"])
        XCTAssertEqual(configured.status, 0, configured.stderr)
        XCTAssertTrue(configured.stdout.contains("\"near\":\"Helsinki, FI\""), "config `near` and the rows' place")
    }

    func testPlacesPrintsEveryColumnBestFirstInThreeFormats() throws {
        let json = try nearby(["places", "portland", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.prefix(3).map { "\($0["division"]!)" }, ["Oregon", "Maine", "Texas"], "named so first, by population")
        XCTAssertEqual(rows.first?["timezone"] as? String, "America/Los_Angeles")
        XCTAssertEqual(rows.first?["population"] as? Int, 652_503)
        XCTAssertEqual(rows.first?["country"] as? String, "US")
        XCTAssertEqual(rows.first?["lon"] as? Double, -122.67621)
        let tsv = try nearby(["places", "Helsingfors", "--format", "tsv", "--limit", "1"]).stdout
        XCTAssertEqual(tsv, "name\tcountry\tdivision\tlat\tlon\tpopulation\ttimezone\n"
                       + "Helsinki\tFI\tUusimaa\t60.16952\t24.93545\t658864\tEurope/Helsinki\n")
        let table = try nearby(["places", "東京"]).stdout.split(separator: "\n")
        XCTAssertTrue(table.first?.hasPrefix("NAME") ?? false)
        XCTAssertTrue(table.dropFirst().first?.hasPrefix("Tokyo") ?? false, "\(table)")
        let limited = try nearby(["places", "san", "--limit", "25", "--format", "tsv"]).stdout.split(separator: "\n")
        XCTAssertEqual(limited.count, 26)
        let missing = try nearby(["places"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("places needs a NAME"), missing.stderr)
        let version = try nearby(["--version"]).stdout
        XCTAssertTrue(version.contains("GeoNames") && version.contains("CC BY 4.0"), version)
    }
}
