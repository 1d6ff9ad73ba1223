import Foundation
import XCTest
import NearbyGeo
import NearbyProviders
import NearbyRoute
import NearbyTestSupport

/// Nearby's offline walks against OSRM itself: `osrm-routed` with OSRM's own foot profile over
/// the bundled Helsinki extract, started on 127.0.0.1 by the test, and Nearby's graph built from
/// the same file. Target (issue 31): for at least 98 % of 500 random walks, the distance within
/// 2 % (or 5 m) and the time within 3 % (or 5 s); the figure is printed either way.
final class OSRMAgreementTests: XCTestCase {
    static let extract = ChildProcess.packageRoot.appendingPathComponent("Assets/helsinki.osm.pbf").path
    static let walks = 500
    static let target = 0.98
    /// Places OSRM snaps further than this from a way are drawn again: a point in the sea is
    /// no walk anyone asks for, and the two would answer it from different shores.
    static let snapLimit = 100.0

    /// Whether Nearby's answer matches OSRM's within the tolerances.
    static func agrees(_ ours: Result<WalkRoute, RouteFailure>, _ theirs: Result<WalkRoute, RouteFailure>) -> Bool {
        switch (ours, theirs) {
        case (.success(let a), .success(let b)):
            return abs(a.distance - b.distance) <= max(5, b.distance * 0.02) && abs(a.duration - b.duration) <= max(5, b.duration * 0.03)
        case (.failure(.notConnected), .failure(.notConnected)):
            return true
        default:
            return false
        }
    }

    func testFiveHundredRandomWalksAgreeWithOSRM() throws {
        guard let server = try OSRMServer.shared(extract: Self.extract) else { throw XCTSkip(RoutingEngines.osrmAbsent) }
        let osrm = try OSRMRouter(RouteServer(baseURL: server.base, userAgent: "nearby-test", timeout: 30, interval: 0))
        let graph = try ExtractGraph.build(path: Self.extract, name: "helsinki")
        let offline = OfflineRouter(graphs: [graph])
        let box = graph.bounds
        XCTAssertLessThan(box.south, box.north, "the graph has no extent")

        var random = SplitMix64(seed: 31)
        func place() -> Coordinate {
            Coordinate(latitude: random.uniform(box.south, box.north), longitude: random.uniform(box.west, box.east))
        }
        var agreed = 0
        var differing: [String] = []
        var drawn = 0
        var walked = 0
        while walked < Self.walks {
            drawn += 1
            XCTAssertLessThan(drawn, Self.walks * 20, "OSRM snaps too few places within \(Self.snapLimit) m")
            if drawn >= Self.walks * 20 { break }
            let from = place()
            let to = place()
            let theirs = osrm.route(from: from, to: to)
            if case .failure(.service(let why)) = theirs { return XCTFail("osrm-routed failed: \(why)") }
            if case .success(let route) = theirs, max(route.startSnap, route.endSnap) > Self.snapLimit { continue }
            walked += 1
            let ours = offline.route(from: from, to: to)
            if Self.agrees(ours, theirs) {
                agreed += 1
            } else if differing.count < 12 {
                differing.append("\(from.latitude),\(from.longitude) → \(to.latitude),\(to.longitude): "
                                 + "nearby \(Self.summary(ours)), OSRM \(Self.summary(theirs))")
            }
        }
        let share = Double(agreed) / Double(max(walked, 1))
        print(String(format: "OSRM agreement: %d of %d random walks (%.1f %%) within 2 %% (5 m) and 3 %% (5 s); target %.0f %%",
                     agreed, walked, share * 100, Self.target * 100))
        for line in differing { print("  differs: " + line) }
        XCTAssertGreaterThanOrEqual(share, Self.target, "agreement with OSRM below the target; first differences:\n"
                                    + differing.joined(separator: "\n"))
    }

    static func summary(_ result: Result<WalkRoute, RouteFailure>) -> String {
        switch result {
        case .success(let route): return String(format: "%.1f m %.1f s", route.distance, route.duration)
        case .failure(let failure): return "\(failure)"
        }
    }
}
