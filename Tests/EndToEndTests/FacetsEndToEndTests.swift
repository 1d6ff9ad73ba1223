import Foundation
import XCTest
import NearbyTestSupport

/// `nearby list --where` and the facets of the list's JSON rows and table, the real binary in a
/// private HOME: the bundled cafés (their tags from the extract) and an import of our own.
final class FacetsEndToEndTests: BinaryTestCase {
    var databasePath: String { directory.appendingPathComponent("venues.sqlite").path }

    func nearby(_ arguments: [String]) throws -> ChildProcess.Outcome {
        let environment = ["HOME": directory.path, "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
                           "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path, "LANG": "C.UTF-8",
                           "TZ": "Europe/Helsinki"]
        return try ChildProcess.run([ChildProcess.nearbyBinary] + arguments, environment: environment)
    }

    func rows(_ arguments: [String]) throws -> [[String: Any]] {
        let outcome = try nearby(["list", "--db", databasePath, "--format", "json"] + arguments)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]], outcome.stdout)
    }

    func ids(_ rows: [[String: Any]]) -> [String] { rows.compactMap { $0["id"] as? String } }

    func testWhereKeepsTheBundledCafesWhoseFacetsMatchAndUnknownIsNotNo() throws {
        let all = try rows(["--span", "5000"])
        XCTAssertEqual(all.count, 85)
        for row in all {
            for key in ["wifi", "power", "outdoor", "indoor"] {
                XCTAssertTrue(row[key] is NSNull || row[key] is Bool, "\(key) is true, false or null: \(row)")
            }
            XCTAssertTrue(row["wheelchair"] is NSNull || ["yes", "limited", "no"].contains(row["wheelchair"] as? String ?? ""))
        }
        func matching(_ key: String, _ value: Any?) -> [String] {
            ids(all.filter { row in
                switch value {
                case nil: return row[key] is NSNull
                case let flag as Bool: return row[key] as? Bool == flag
                case let text as String: return row[key] as? String == text
                default: return false
                }
            })
        }
        let cases: [(String, String, Any?)] = [
            ("wheelchair=yes", "wheelchair", "yes"), ("step-free=limited", "wheelchair", "limited"),
            ("wheelchair=no", "wheelchair", "no"), ("wifi=yes", "wifi", true), ("wifi=unknown", "wifi", nil),
            ("outdoor=yes", "outdoor", true), ("power=unknown", "power", nil),
        ]
        for (filter, key, value) in cases {
            XCTAssertEqual(ids(try rows(["--span", "5000", "--where", filter])), matching(key, value), filter)
        }
        XCTAssertGreaterThan(matching("wheelchair", "yes").count, 0)
        XCTAssertGreaterThan(matching("wifi", true).count, 0)
        XCTAssertGreaterThan(matching("wifi", nil).count, 70, "most cafés do not say: unknown, not no")
        // Two conditions, as a list and as two options; both must hold.
        let both = Set(matching("wifi", true)).intersection(matching("wheelchair", "yes"))
        XCTAssertEqual(Set(ids(try rows(["--span", "5000", "--where", "wifi=yes,wheelchair=yes"]))), both)
        XCTAssertEqual(Set(ids(try rows(["--span", "5000", "--where", "WIFI=yes", "--where", " wheelchair = YES "]))), both)
        // With --open-at and --limit: the nearest open ones among those.
        let open = try rows(["--span", "5000", "--open-at", "2026-12-02 12:00"])
        let openStepFree = ids(open.filter { $0["wheelchair"] as? String == "yes" })
        XCTAssertGreaterThan(openStepFree.count, 2)
        XCTAssertEqual(ids(try rows(["--span", "5000", "--open-at", "2026-12-02 12:00", "--where", "wheelchair=yes", "--limit", "2"])),
                       Array(openStepFree.prefix(2)))
    }

    func testImportedColumnsNamedAsTheTagsGiveTheFacetsAndTheTableShowsThem() throws {
        let csv = directory.appendingPathComponent("mine.csv")
        try """
            id,name,lat,lon,internet_access,power_supply,socket:usb_a,outdoor_seating,indoor_seating,wheelchair
            plugs,Plugs,60.1691,24.9436,wired,,2,no,yes,limited
            none,Nothing Known,60.1692,24.9437,,,,,,
            said-no,Said No,60.1693,24.9438,no,no,,yes,no,no

            """.write(to: csv, atomically: true, encoding: .utf8)
        let imported = try nearby(["import", "--db", databasePath, csv.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let listed = try rows(["--span", "200"])
        let byID = Dictionary(uniqueKeysWithValues: listed.map { ($0["id"] as? String ?? "", $0) })
        let plugs = try XCTUnwrap(byID["plugs"])
        XCTAssertEqual(plugs["wifi"] as? Bool, false, "wired is not wifi")
        XCTAssertEqual(plugs["power"] as? Bool, true, "a socket column is power")
        XCTAssertEqual(plugs["outdoor"] as? Bool, false)
        XCTAssertEqual(plugs["indoor"] as? Bool, true)
        XCTAssertEqual(plugs["wheelchair"] as? String, "limited")
        let none = try XCTUnwrap(byID["none"])
        for key in ["wifi", "power", "outdoor", "indoor", "wheelchair"] { XCTAssertTrue(none[key] is NSNull, key) }
        XCTAssertEqual(byID["said-no"]?["power"] as? Bool, false)
        XCTAssertEqual(ids(try rows(["--span", "200", "--where", "power=no"])), ["said-no"])
        XCTAssertEqual(ids(try rows(["--span", "200", "--where", "power=unknown,wifi=unknown"])).filter { !$0.hasPrefix("node/") },
                       ["none"], "the bundled cafés nearby may pass too; of ours, only the one that says nothing")
        let table = try nearby(["list", "--db", databasePath, "--span", "200", "--where", "indoor=yes"])
        XCTAssertEqual(table.status, 0, table.stderr)
        let lines = table.stdout.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasSuffix("FACETS") ?? false, table.stdout)
        XCTAssertEqual(lines.count, 2, table.stdout)
        XCTAssertTrue(lines.last?.hasSuffix("  -P-Is") ?? false, "wired, power, no outdoor, indoor, limited: \(table.stdout)")
    }

    func testAnUnknownFacetOrValueIsAUsageErrorNamingThem() throws {
        let cases: [(String, [String])] = [
            ("coffee=yes", ["wifi", "power", "outdoor", "indoor", "wheelchair"]), ("wifi=maybe", ["yes", "no", "unknown"]),
            ("outdoor=limited", ["yes", "no", "unknown"]), ("wifi", ["FACET=VALUE"]), ("wifi=yes,", ["FACET=VALUE"]),
        ]
        for (filter, words) in cases {
            let outcome = try nearby(["list", "--db", databasePath, "--where", filter])
            XCTAssertEqual(outcome.status, 2, filter)
            XCTAssertTrue(outcome.stdout.isEmpty, filter)
            // One sentence, then the usual pointer to --help.
            let lines = outcome.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 2, outcome.stderr)
            XCTAssertTrue(lines.last?.contains("--help") ?? false, outcome.stderr)
            let message = String(lines.first ?? "")
            for word in words { XCTAssertTrue(message.contains(word), "\(filter): \(message) names \(word)") }
        }
    }
}
