import Foundation
import NearbyGeo

/// Geography: ellipsoidal distances per second (against the spherical haversine the seeds'
/// planar world would use at best), and projecting + rasterizing Helsinki's streets.
enum GeoBench {
    static func run() -> [BenchResult] {
        var rng = SplitMix(seed: 7)
        let pairs: [(Coordinate, Coordinate)] = (0..<100_000).map { _ in
            let a = Coordinate(latitude: rng.uniform(-89, 89), longitude: rng.uniform(-180, 180))
            let b = Coordinate(latitude: rng.uniform(-89, 89), longitude: rng.uniform(-180, 180))
            return (a, b)
        }
        let urban: [(Coordinate, Coordinate)] = (0..<100_000).map { _ in
            let a = Coordinate(latitude: 60.16 + rng.uniform(0, 0.02), longitude: 24.93 + rng.uniform(0, 0.03))
            let b = Coordinate(latitude: 60.16 + rng.uniform(0, 0.02), longitude: 24.93 + rng.uniform(0, 0.03))
            return (a, b)
        }
        func rate(_ set: [(Coordinate, Coordinate)], _ f: (Coordinate, Coordinate) -> Double) -> Double {
            let times = measure {
                var sum = 0.0
                for (a, b) in set { sum += f(a, b) }
                blackHole(sum)
            }
            return Double(set.count) / times[times.count / 2]
        }
        let haversine: (Coordinate, Coordinate) -> Double = { a, b in
            let r = 6_371_008.8, rad = Double.pi / 180
            let dLat = (b.latitude - a.latitude) * rad, dLon = (b.longitude - a.longitude) * rad
            let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * rad) * cos(b.latitude * rad) * sin(dLon / 2) * sin(dLon / 2)
            return 2 * r * asin(min(1, h.squareRoot()))
        }
        let results = [
            BenchResult(name: "geodesic distance, random global pairs", value: rate(pairs, Geodesic.distance),
                        unit: "calls/s", baselineName: "haversine", baseline: rate(pairs, haversine)),
            BenchResult(name: "geodesic distance, urban pairs < 3 km", value: rate(urban, Geodesic.distance),
                        unit: "calls/s", baselineName: "haversine", baseline: rate(urban, haversine)),
        ]

        return results
    }
}

/// SplitMix64, for reproducible benchmark data.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }
}
