#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NearbyGeo
import NearbyProviders
import NearbyRoute
import NearbyTestSupport

/// `--only route`: walking on the bundled Helsinki extract and on a generated city of a million
/// nodes (`SyntheticCity`), each figure beside OSRM's on the same file and the same questions
/// (osrm-bindings 26.10.0 from `scripts/install-tools`, `osrm-routed` on 127.0.0.1): importing
/// the extract (`nearby import` against `osrm-extract -p foot.lua`) and its peak memory, one
/// route's p99 for random pairs up to 10 km apart, and the walking times of 500 listed rows
/// around one place (one table request to OSRM). The million-node city runs with `--full` or
/// when `--only` names this section; otherwise its rows say so.
enum RouteBench {
    static let pairDistance = 10_000.0
    /// Rows a list shows walking times for, within this radius of you (the default fetch radius).
    static let rows = 500
    static let rowRadius = 2000.0

    struct City {
        let name: String
        let path: String
        let routes: Int
        /// OSRM's preparation: contraction takes many minutes on the million-node city.
        let algorithm: OSRMServer.Algorithm
        let routeTarget: Double
        let timesTarget: Double?
        let memoryTarget: Double?
    }

    static func run(million: Bool) -> [BenchResult] {
        guard let assets = assetsDirectory() else { return [StoreBench.skipped("route", "the Assets folder was not found")] }
        guard let directory = BenchScratch.make("nearby-bench-route") else { return [StoreBench.skipped("route", "no temporary directory")] }
        defer { BenchScratch.remove(directory) }

        var results = rows(City(name: "bundled Helsinki", path: assets + "/helsinki.osm.pbf", routes: 1000, algorithm: .contractionHierarchies, routeTarget: 1,
                                timesTarget: nil, memoryTarget: nil), directory: directory)
        guard million else {
            return results + [StoreBench.skipped("route: 1M-node city", "run with --full or --only route")]
        }
        let path = directory + "/city.osm.pbf"
        let start = now()
        let written: (nodes: Int, ways: Int)
        do {
            written = try SyntheticCity.million.write(to: path)
        } catch {
            return results + [StoreBench.skipped("route: 1M-node city", "cannot write the generated city: \(error)")]
        }
        let note = "\(written.nodes) nodes, \(written.ways) ways, written in \(BenchResult.format(now() - start)) s"
        results += rows(City(name: "1M-node city", path: path, routes: 300, algorithm: .multiLevelDijkstra, routeTarget: 20, timesTarget: 10, memoryTarget: 300),
                        directory: directory, note: note)
        return results
    }

    /// `--only route-city`: the 1M-node city's route and walking-time rows without OSRM or the
    /// import, to iterate on the search.
    static func runCityAlone() -> [BenchResult] {
        guard let directory = BenchScratch.make("nearby-bench-route") else { return [StoreBench.skipped("route-city", "no temporary directory")] }
        defer { BenchScratch.remove(directory) }
        let path = directory + "/city.osm.pbf"
        do {
            _ = try SyntheticCity.million.write(to: path)
        } catch {
            return [StoreBench.skipped("route: 1M-node city", "cannot write the generated city: \(error)")]
        }
        return rows(City(name: "1M-node city", path: path, routes: 300, algorithm: .multiLevelDijkstra, routeTarget: 20, timesTarget: 10, memoryTarget: 300),
                    directory: directory, withOSRM: false)
    }

    /// The rows of one city: import (ours and OSRM's), then routes and walking times over the
    /// graph built in this process, beside osrm-routed answering the same questions.
    static func rows(_ city: City, directory: String, note: String = "", withOSRM: Bool = true) -> [BenchResult] {
        var results: [BenchResult] = []
        // OSRM first: its extract time is the import's baseline, and its server answers below.
        var server: OSRMServer?
        var osrmWhy = withOSRM ? "osrm-bindings is not installed (scripts/install-tools)" : "not asked for (--only route-city)"
        if withOSRM, let tools = RoutingEngines.osrm {
            do {
                server = try OSRMServer(extract: city.path, tools: tools, algorithm: city.algorithm)
            } catch {
                osrmWhy = "OSRM could not prepare the file: \(error)"
            }
        }
        defer { server?.stop() }
        if withOSRM { results.append(importRow(city, directory: directory, baseline: server?.extractSeconds, note: note)) }

        let graph: WalkGraph
        let built = now()
        do {
            graph = try ExtractGraph.build(path: city.path, name: city.name)
        } catch {
            return results + [StoreBench.skipped("route: \(city.name)", "cannot build the walking graph: \(error)")]
        }
        results.append(BenchResult(name: "route: \(city.name), graph built in process", value: now() - built, unit: "s",
                                   note: "\(graph.nodeCount) nodes, \(graph.edgeCount) edges, \(graph.disconnectedPieces) pieces apart"))
        let router = OfflineRouter(graphs: [graph])
        let osrm = server.flatMap { try? OSRMRouter(RouteServer(baseURL: $0.base, userAgent: "nearby-bench", timeout: 60, interval: 0)) }

        var random = SplitMix64(seed: 2031)
        let pairs = (0..<city.routes).map { _ in pair(in: graph.bounds, random: &random) }
        let ours = pairs.map { pair in seconds { blackHole(router.route(from: pair.0, to: pair.1)) } }
        let theirs = osrm.map { osrm in pairs.map { pair in seconds { blackHole(osrm.route(from: pair.0, to: pair.1)) } } }
        results.append(BenchResult(name: "route: \(city.name), one route p99", value: p99(ours) * 1000, unit: "ms",
                                   baselineName: theirs == nil ? nil : "osrm-routed answer (\(city.algorithm.rawValue))", baseline: theirs.map { p99($0) * 1000 },
                                   note: "\(pairs.count) random pairs up to 10 km apart, median \(BenchResult.format(median(ours) * 1000)) ms; target ≤ \(BenchResult.format(city.routeTarget)) ms"
                                       + (theirs == nil ? "; OSRM skipped: " + osrmWhy : "")))

        let origins = (0..<100).map { _ in place(in: graph.bounds, random: &random) }
        let lists = origins.map { origin in (0..<rows).map { _ in around(origin, within: rowRadius, random: &random) } }
        let listTimes = zip(origins, lists).map { origin, list in seconds { blackHole(router.walkTimes(from: origin, to: list)) } }
        let tableTimes = osrm.map { osrm in zip(origins, lists).map { origin, list in seconds { blackHole(osrm.walkTimes(from: origin, to: list)) } } }
        results.append(BenchResult(name: "route: \(city.name), walking times of \(rows) rows p99", value: p99(listTimes) * 1000, unit: "ms",
                                   baselineName: tableTimes == nil ? nil : "osrm-routed table (\(city.algorithm.rawValue))", baseline: tableTimes.map { p99($0) * 1000 },
                                   note: "\(origins.count) places, rows within \(Int(rowRadius)) m, median \(BenchResult.format(median(listTimes) * 1000)) ms"
                                       + (city.timesTarget.map { "; target ≤ \(BenchResult.format($0)) ms" } ?? "")
                                       + (tableTimes == nil ? "; OSRM skipped: " + osrmWhy : "")))
        return results
    }

    /// `nearby import FILE` into a fresh database under GNU time: its wall time beside
    /// osrm-extract's, its peak memory (the child's maxrss: VmHWM) in the note.
    static func importRow(_ city: City, directory: String, baseline: Double?, note: String) -> BenchResult {
        let name = "route: \(city.name), import (nearby import)"
        guard let exe = AppStartBench.siblingExecutable("nearby") else {
            return StoreBench.skipped(name, "the release nearby binary is not built next to nearby-bench")
        }
        guard access("/usr/bin/time", X_OK) == 0 else { return StoreBench.skipped(name, "GNU time (/usr/bin/time) not found") }
        let database = directory + "/import-\(city.routes).sqlite", peakFile = directory + "/peak", out = directory + "/out"
        let start = now()
        let status = StoreBench.spawn(["/usr/bin/time", "-f", "%M", "-o", peakFile, exe, "import", city.path, "--db", database],
                                      environment: [], stdout: out)
        let seconds = now() - start
        try? FileManager.default.removeItem(atPath: database)
        guard status == 0, let peak = readText(peakFile)?.split(separator: "\n").last.flatMap({ Double($0) }) else {
            return StoreBench.skipped(name, "the import failed (status \(status.map(String.init) ?? "?"))")
        }
        let memory = BenchResult.format(peak / 1024) + " MiB peak" + (city.memoryTarget.map { " (target < \(Int($0)) MB)" } ?? "")
        return BenchResult(name: name, value: seconds, unit: "s", baselineName: baseline == nil ? nil : "osrm-extract -p foot.lua",
                           baseline: baseline,
                           note: [note, memory, "target: no slower than osrm-extract"].filter { !$0.isEmpty }.joined(separator: "; ")
                               + (baseline == nil ? "; OSRM skipped" : ""))
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return now() - start
    }

    static func median(_ times: [Double]) -> Double {
        guard !times.isEmpty else { return .nan }
        return times.sorted()[times.count / 2]
    }

    static func p99(_ times: [Double]) -> Double {
        guard !times.isEmpty else { return .nan }
        let sorted = times.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
    }

    static func place(in box: (south: Double, west: Double, north: Double, east: Double), random: inout SplitMix64) -> Coordinate {
        Coordinate(latitude: random.uniform(box.south, box.north), longitude: random.uniform(box.west, box.east))
    }

    /// Two places in the box at most `pairDistance` apart.
    static func pair(in box: (south: Double, west: Double, north: Double, east: Double),
                     random: inout SplitMix64) -> (Coordinate, Coordinate) {
        while true {
            let from = place(in: box, random: &random)
            let to = Geodesic.destination(from: from, azimuth: random.uniform(0, 360), distance: random.uniform(0, pairDistance))
            if (box.south...box.north).contains(to.latitude), (box.west...box.east).contains(to.longitude) { return (from, to) }
        }
    }

    /// A place uniform in the disc of `radius` metres around `center`.
    static func around(_ center: Coordinate, within radius: Double, random: inout SplitMix64) -> Coordinate {
        Geodesic.destination(from: center, azimuth: random.uniform(0, 360), distance: radius * random.unit().squareRoot())
    }
}
