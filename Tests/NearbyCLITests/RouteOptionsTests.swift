import XCTest
@testable import NearbyCLI
import NearbyGeo

/// `nearby route`'s ends and format, `--router` and `--router-url` for the commands that walk,
/// and `list --order`, through the one option table (and the config file).
final class RouteOptionsTests: XCTestCase {
    func route(_ arguments: [String]) throws -> Options {
        guard case .route(let options) = try ArgumentParser.parse(arguments) else {
            throw UsageError("not route: \(arguments)")
        }
        return options
    }

    func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try ArgumentParser.parse(arguments)
            XCTFail("\(arguments) parsed", file: file, line: line)
            return ""
        } catch {
            return error.description
        }
    }

    func testEveryOptionOfRoute() throws {
        let o = try route(["route", "--from", "60.1699,24.9384", "--to", "node/60068035", "--format", "gpx", "--router", "osrm",
                           "--router-url", "http://127.0.0.1:5000", "--db", "x.sqlite", "--timeout", "5",
                           "--geocoder", "nominatim"])
        XCTAssertEqual(o.routeFrom, .coordinate(Coordinate(latitude: 60.1699, longitude: 24.9384)))
        XCTAssertEqual(o.routeTo, .name("node/60068035"))
        XCTAssertEqual(o.routeFormat, "gpx")
        XCTAssertEqual(o.router, "osrm")
        XCTAssertEqual(o.routerURL, "http://127.0.0.1:5000")
        XCTAssertEqual(o.databasePath, "x.sqlite")
        XCTAssertEqual(o.timeout, 5)
        XCTAssertEqual(o.geocoder, "nominatim")
        let defaults = try route(["route", "--from", "Helsinki", "--to=-33.8688, 151.2093"])
        XCTAssertEqual(defaults.routeFormat, "text")
        XCTAssertEqual(defaults.router, "offline")
        XCTAssertNil(defaults.routerURL)
        XCTAssertEqual(defaults.routeFrom, .name("Helsinki"))
        XCTAssertEqual(defaults.routeTo, .coordinate(Coordinate(latitude: -33.8688, longitude: 151.2093)), "spaces and a minus")
        XCTAssertEqual(try route(["route", "--to", "Sao Paulo, BR", "--from", " Espoo "]).routeFrom, .name("Espoo"))
        XCTAssertEqual(ArgumentParser.subcommand(of: ["--db", "x.sqlite", "route", "--from", "a"]), .route)
    }

    func testEachFormatAndEachRouter() throws {
        for format in ["text", "json", "geojson", "gpx"] {
            XCTAssertEqual(try route(["route", "--from", "1,2", "--to", "3,4", "--format", format]).routeFormat, format)
        }
        for router in ["offline", "osrm", "valhalla"] {
            XCTAssertEqual(try route(["route", "--from", "1,2", "--to", "3,4", "--router", router]).router, router)
        }
        XCTAssertEqual(usageError(["route", "--from", "1,2", "--to", "3,4", "--format", "tsv"]),
                       "unknown value 'tsv' for --format (one of: text, json, geojson, gpx)")
        XCTAssertEqual(usageError(["route", "--from", "1,2", "--to", "3,4", "--router", "google"]),
                       "unknown value 'google' for --router (one of: offline, osrm, valhalla)")
        XCTAssertEqual(usageError(["route", "--from", "1,2", "--to", "3,4", "--router-url", ""]),
                       "--router-url needs the routing service's URL")
        // The list keeps its own formats.
        guard case .list(let list) = try ArgumentParser.parse(["list", "--format", "tsv"]) else { return XCTFail("not list") }
        XCTAssertEqual(list.format, "tsv")
        XCTAssertEqual(list.routeFormat, "text")
    }

    func testBadEndsAreUsageErrorsNamingTheOption() {
        XCTAssertEqual(usageError(["route", "--from", "91,24", "--to", "x"]), "--from: latitude 91 is outside -90…90")
        XCTAssertEqual(usageError(["route", "--from", "60,24", "--to", "60,181"]), "--to: longitude 181 is outside -180…180")
        XCTAssertEqual(try? route(["route", "--from", "0x3C,24", "--to", "x"]).routeFrom, .name("0x3C,24"),
                       "hex is no number: a name for the command to look up, not a coordinate")
        XCTAssertEqual(usageError(["route", "--from", " ", "--to", "x"]), "--from needs LAT,LON, a place or a venue id")
        XCTAssertEqual(usageError(["route", "--to", "1,2"]), "route needs --from LAT,LON or a place")
        XCTAssertEqual(usageError(["route", "--from", "1,2"]), "route needs --to LAT,LON, a venue id or a place")
        XCTAssertEqual(usageError(["route", "--from", "1,2", "--to", "3,4", "Mikonkatu"]),
                       "route takes no argument 'Mikonkatu'; give the ends as --from and --to")
        XCTAssertEqual(usageError(["route", "--from", "1,2", "--to", "3,4", "--at", "1,2"]), "option --at does not apply to nearby route")
        XCTAssertTrue(usageError(["route", "--from", "1,2", "--to", "3,4", "x\u{1B}[2J"]).contains("\u{FFFD}[2J"),
                      "outside text is quoted terminal-safe")
    }

    func testListOrderAndTheRouterApplyToTheCommandsThatWalk() throws {
        guard case .list(let walk) = try ArgumentParser.parse(["list", "--order", "walk", "--router", "valhalla"]),
              case .list(let plain) = try ArgumentParser.parse(["list"]),
              case .app(let app) = try ArgumentParser.parse(["--router", "osrm", "--router-url", "https://osrm.example"])
        else { return XCTFail("not parsed") }
        XCTAssertEqual(walk.order, "walk")
        XCTAssertEqual(walk.router, "valhalla")
        XCTAssertNil(plain.order, "by default: walk where a graph covers --at")
        XCTAssertEqual(app.router, "osrm")
        XCTAssertEqual(app.routerURL, "https://osrm.example")
        XCTAssertEqual(usageError(["list", "--order", "time"]), "unknown value 'time' for --order (one of: walk, distance)")
        XCTAssertEqual(usageError(["--order", "walk"]), "option --order does not apply to the app")
        XCTAssertEqual(usageError(["import", "f.csv", "--router", "osrm"]), "option --router does not apply to nearby import")
    }

    func testTheConfigFileSetsTheRouterAndTheOrderButNotTheEnds() throws {
        let text = "router = valhalla\nrouter-url = http://127.0.0.1:8002\norder = distance\nformat = json\n"
        let list = try ConfigFile(text: text, path: "config", command: .list, isPrivate: true)
        XCTAssertEqual(list.options.router, "valhalla")
        XCTAssertEqual(list.options.routerURL, "http://127.0.0.1:8002")
        XCTAssertEqual(list.options.order, "distance")
        XCTAssertTrue(list.warnings.isEmpty, "\(list.warnings)")
        let route = try ConfigFile(text: text, path: "config", command: .route, isPrivate: true)
        XCTAssertEqual(route.options.router, "valhalla")
        XCTAssertEqual(route.options.routeFormat, "text", "list's format does not touch route")
        XCTAssertNil(route.options.order)
        let ends = try ConfigFile(text: "from = 60,24\nto = 61,25\n", path: "config", command: .route, isPrivate: true)
        XCTAssertNil(ends.options.routeFrom)
        XCTAssertEqual(ends.warnings.count, 2, "the ends are no settings: \(ends.warnings)")
        XCTAssertThrowsError(try ConfigFile(text: "router = bike\n", path: "config", command: .app, isPrivate: true))
    }

    func testHelpForRoute() throws {
        guard case .help(let text) = try ArgumentParser.parse(["route", "--help"]) else { return XCTFail("no help") }
        for option in ["--from", "--to", "--format", "--router", "--router-url", "--timeout", "--db"] {
            XCTAssertTrue(text.contains("  " + option + " "), "help lacks \(option)")
        }
        for line in text.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 80, String(line)) }
        guard case .help(let app) = try ArgumentParser.parse(["--help"]) else { return XCTFail("no help") }
        XCTAssertTrue(app.contains("nearby route --from A --to B"))
    }
}
