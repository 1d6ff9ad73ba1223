import XCTest
@testable import NearbyCLI

final class ArgumentParserTests: XCTestCase {
    func parseApp(_ args: [String]) throws -> Options {
        guard case .app(let options) = try ArgumentParser.parse(args) else { throw UsageError("not the app") }
        return options
    }

    func testDefaultsAreTheDesignsDefaults() throws {
        let o = try parseApp([])
        XCTAssertEqual(o.at.latitude, 60.1690)
        XCTAssertEqual(o.at.longitude, 24.9435)
        XCTAssertEqual(o.provider, .offline)
        XCTAssertEqual(o.span, 500)
        XCTAssertEqual(o.radius, 2000)
        XCTAssertEqual(o.limit, 50)
        XCTAssertEqual(o.distanceFilter, 50)
        XCTAssertEqual(o.speed, 1)
        XCTAssertFalse(o.ascii)
        XCTAssertNil(o.stylePath)
    }

    func testEveryOptionInBothForms() throws {
        let values: [String: String] = [
            "at": "-33.8688,151.2093", "near": "Tokyo", "provider": "overpass", "base-url": "http://127.0.0.1:8080",
            "query": "tea", "category": "13035", "radius": "500", "limit": "10", "span": "1000",
            "distance-filter": "25", "db": "/tmp/x.sqlite", "route": "walk.gpx", "speed": "4", "log": "/tmp/l",
            "lang": "zh", "style": "night.json",
        ]
        for separate in [true, false] {
            var args: [String] = []
            for (k, v) in values.sorted(by: { $0.key < $1.key }) { args += separate ? ["--\(k)", v] : ["--\(k)=\(v)"] }
            args.append("--ascii")
            let o = try parseApp(args)
            XCTAssertEqual(o.at.latitude, -33.8688)
            XCTAssertEqual(o.near, "Tokyo")
            XCTAssertEqual(o.provider, .overpass)
            XCTAssertEqual(o.baseURL, "http://127.0.0.1:8080")
            XCTAssertEqual(o.query, "tea")
            XCTAssertEqual(o.category, "13035")
            XCTAssertEqual(o.radius, 500)
            XCTAssertEqual(o.limit, 10)
            XCTAssertEqual(o.span, 1000)
            XCTAssertEqual(o.distanceFilter, 25)
            XCTAssertEqual(o.databasePath, "/tmp/x.sqlite")
            XCTAssertEqual(o.routePath, "walk.gpx")
            XCTAssertEqual(o.speed, 4)
            XCTAssertEqual(o.logPath, "/tmp/l")
            XCTAssertEqual(o.language, "zh")
            XCTAssertEqual(o.stylePath, "night.json")
            XCTAssertTrue(o.ascii)
        }
    }

    func testListAndImport() throws {
        guard case .list(let list) = try ArgumentParser.parse(["list", "--format=json", "--fetch"]) else { return XCTFail() }
        XCTAssertEqual(list.format, "json")
        XCTAssertTrue(list.fetch)
        guard case .importFile(let imp) = try ArgumentParser.parse(["import", "cafes.csv", "--format", "csv", "--strict"]) else {
            return XCTFail()
        }
        XCTAssertEqual(imp.importFile, "cafes.csv")
        XCTAssertEqual(imp.importFormat, "csv")
        XCTAssertTrue(imp.strict)
        guard case .help(let text) = try ArgumentParser.parse(["import", "--help"]) else { return XCTFail() }
        XCTAssertTrue(text.contains("--strict"))
    }

    func testErrorsNameTheOption() {
        let cases: [([String], String)] = [
            (["--at", "91,0"], "--at"), (["--at", "abc"], "--at"), (["--at=1,181"], "--at"),
            (["--span"], "--span"), (["--span", "ten"], "--span"), (["--span", "5"], "--span"),
            (["--limit", "2.5"], "--limit"), (["--provider", "nowhere"], "--provider"), (["--frobnicate"], "--frobnicate"),
            (["--ascii=yes"], "--ascii"), (["--fetch"], "--fetch"), (["list", "--format", "xml"], "--format"),
            (["import"], "FILE"), (["import", "a", "b"], "'b'"), (["stray"], "'stray'"), (["--lang", "fr"], "--lang"),
            (["--style="], "--style"), (["list", "--style", "a.json"], "--style"),
        ]
        for (args, mention) in cases {
            XCTAssertThrowsError(try ArgumentParser.parse(args), "\(args)") { error in
                XCTAssertTrue("\(error)".contains(mention), "\(args): \(error)")
            }
        }
    }

    func testHelpListsEveryOptionOfEachCommandWithin80Columns() throws {
        for command in [Subcommand.app, .list, .import] {
            let text = Usage.text(for: command)
            for spec in OptionTable.all where spec.commands.contains(command) {
                XCTAssertTrue(text.contains("--\(spec.name)"), "\(command) help lacks --\(spec.name)")
            }
            for line in text.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 80, "too wide: \(line)")
            }
        }
    }
}
