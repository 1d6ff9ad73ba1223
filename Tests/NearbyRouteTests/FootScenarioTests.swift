import Foundation
import NearbyGeo
import NearbyOSM
import NearbyRoute
import NearbyTestSupport
import XCTest

/// OSRM's own foot-profile scenarios (`../shared/fixtures/osrm-foot`): every scenario is written as
/// an OSM XML file, imported into a graph and routed row by row; the figure is printed per file and the test fails below every row.
/// Scenarios tagged `@todo` are skipped, as OSRM's own runner skips them (`cucumber.mjs`).
final class FootScenarioTests: XCTestCase {
    struct Outcome { var passed = 0; var total = 0; var skipped = 0; var failures: [String] = [] }

    func testEveryScenarioRowPasses() throws {
        guard let folder = SharedFixtures.url("osrm-foot") else { throw XCTSkip(SharedFixtures.absent) }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".feature") }.sorted()
        XCTAssertFalse(files.isEmpty, "no .feature files in \(folder.path)")
        var all = Outcome()
        var lines: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var outcome = Outcome()
            for scenario in FootScenario.parse(text) {
                let built = scenario.build()
                if scenario.tags.contains("@todo") {
                    outcome.skipped += built.rowCount
                    continue
                }
                run(scenario, built, file: file, into: &outcome)
            }
            lines.append("\(file): \(outcome.passed)/\(outcome.total)" + (outcome.skipped > 0 ? " (\(outcome.skipped) @todo rows skipped)" : ""))
            all.passed += outcome.passed; all.total += outcome.total; all.skipped += outcome.skipped
            all.failures += outcome.failures
        }
        let percent = all.total == 0 ? 0 : Double(all.passed) * 100 / Double(all.total)
        print("OSRM foot scenarios: \(all.passed)/\(all.total) rows pass (\(String(format: "%.1f", percent)) %), \(all.skipped) @todo rows skipped")
        for line in lines { print("  " + line) }
        for failure in all.failures { print("  FAIL " + failure) }
        XCTAssertGreaterThan(all.total, 0)
        XCTAssertEqual(all.passed, all.total, "rows failing:\n" + all.failures.joined(separator: "\n"))
    }

    /// The scenario as an OSM XML file, read back by the extract reader in the importer's order
    /// (relations, ways, nodes) and built into a graph that goes through its stored bytes, as
    /// `nearby import` stores it and the router loads it.
    func importedGraph(_ scenario: FootScenario, _ built: FootScenario.Built) throws -> WalkGraph {
        let points = built.nodes.map(\.coordinate) + built.queries.flatMap { [$0.from, $0.to] }
        let box = (south: (points.map(\.latitude).min() ?? 0) - 0.01, west: (points.map(\.longitude).min() ?? 0) - 0.01,
                   north: (points.map(\.latitude).max() ?? 0) + 0.01, east: (points.map(\.longitude).max() ?? 0) + 0.01)
        let xml = OSMXMLWriter.document(nodes: built.nodes, ways: built.ways, relations: built.relations, bounds: box)
        let path = scratch.appendingPathComponent("scenario.osm").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try OSMExtractFile.open(path: path)
        var builder = WalkGraphBuilder()
        try file.read(.relations, progress: { _ in }) { if case .relation(let r) = $0 { builder.add(relation: r) } }
        try file.read(.ways, progress: { _ in }) { if case .way(let w) = $0 { builder.add(way: w) } }
        try file.read(.nodes, progress: { _ in }) { if case .node(let n) = $0 { builder.add(node: n) } }
        let graph = builder.build(name: scenario.name, bounds: file.header.bounds)
        return try WalkGraph(decoding: graph.encoded())
    }

    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("foot-scenarios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() { if let scratch { try? FileManager.default.removeItem(at: scratch) } }

    func run(_ scenario: FootScenario, _ built: FootScenario.Built, file: String, into outcome: inout Outcome) {
        let graph: WalkGraph
        do { graph = try importedGraph(scenario, built) } catch {
            outcome.total += built.rowCount
            outcome.failures.append("\(file) · \(scenario.name): the scenario's OSM file did not import: \(error)")
            return
        }
        let router = OfflineRouter(graphs: [graph])
        var rowOK = [Bool](repeating: true, count: built.rowCount)
        var rowSeen = [Bool](repeating: false, count: built.rowCount)
        for query in built.queries {
            rowSeen[query.row] = true
            let result = router.route(from: query.from, to: query.to)
            if let problem = Self.check(query.expectation, result) {
                rowOK[query.row] = false
                outcome.failures.append("\(file) · \(scenario.name) · \(query.label): \(problem)")
            }
        }
        for (ok, seen) in zip(rowOK, rowSeen) where seen {
            outcome.total += 1
            if ok { outcome.passed += 1 }
        }
    }

    /// Nil when the result meets the expectation, else what differs.
    static func check(_ expectation: FootScenario.Query.Expectation, _ result: Result<WalkRoute, RouteFailure>) -> String? {
        let route = try? result.get()
        switch expectation {
        case .routability(_, let expected, let way):
            // Routable only when the walk runs on the row's own way.
            let onWay = route.map { $0.steps.first?.name == way } ?? false
            let got = route.map { "\($0.steps.map(\.name).joined(separator: ",")) \($0.duration)s" } ?? "no route"
            if expected.isEmpty { return onWay ? "expected no route, got \(got)" : nil }
            guard onWay, let route else { return "expected \(expected), got \(got)" }
            if expected == "x" { return nil }
            if expected.range(of: #"^[\d.]+ s"#, options: .regularExpression) != nil {
                let want = expected.replacingOccurrences(of: " s", with: "s")
                return Self.within(route.duration, want, unit: "s")
                    .map { "time \($0)" }
            }
            return nil
        case .route(let cells):
            let expectedRoute = cells["route"]
            if cells["status"] == "400" || expectedRoute == "" {
                if let route { return "expected no route, got \(route.steps.map(\.name).joined(separator: ","))" }
                return nil
            }
            guard let route else { return "expected \(expectedRoute ?? "a route"), got \(result)" }
            let names = route.steps.map(\.name).joined(separator: ",")
            if let want = expectedRoute, want != names { return "route \(names), expected \(want)" }
            if let want = cells["time"], !want.isEmpty, let problem = within(route.duration, want, unit: "s") {
                return "time \(problem)"
            }
            if let want = cells["distance"], !want.isEmpty, let problem = within(route.distance, want, unit: "m") {
                return "distance \(problem)"
            }
            if let want = cells["modes"], !want.isEmpty {
                let modes = route.steps.map(\.mode).joined(separator: ",")
                if modes != want { return "modes \(modes), expected \(want)" }
            }
            return nil
        }
    }

    /// Whether `got` matches `want` ("144s", "200s +-1", "20m ~5%"); without a tolerance, to the
    /// precision `want` is written in.
    static func within(_ got: Double, _ want: String, unit: String) -> String? {
        let text = want.trimmingCharacters(in: .whitespaces)
        let parts = text.components(separatedBy: " ").filter { !$0.isEmpty }
        guard let first = parts.first else { return nil }
        let numberText = first.hasSuffix(unit) ? String(first.dropLast(unit.count)) : first
        guard let value = Double(numberText) else { return "unreadable expectation \(want)" }
        var margin: Double
        if let decimals = numberText.split(separator: ".").dropFirst().first?.count {
            margin = 0.5 * pow(10, -Double(decimals))
        } else {
            margin = 0.5
        }
        if let tolerance = parts.dropFirst().first {
            if tolerance.hasPrefix("+-"), let v = Double(tolerance.dropFirst(2)) { margin = v }
            if tolerance.hasPrefix("~"), tolerance.hasSuffix("%"), let p = Double(tolerance.dropFirst().dropLast()) {
                margin = value * p / 100
            }
        }
        return abs(got - value) <= margin + 1e-9 ? nil : "\(String(format: "%.1f", got))\(unit), expected \(want)"
    }
}
