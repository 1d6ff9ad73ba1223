#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NearbyMap
import NearbyFormats

/// One benchmark row: a figure, its unit, and optionally a baseline measured in the same run.
struct BenchResult {
    var name: String
    var value: Double
    var unit: String
    var baselineName: String?
    var baseline: Double?
    var note: String = ""

    var ratio: Double? { baseline.map { value / $0 } }

    var text: String {
        var line = name.padding(58) + " " + Self.format(value) + " " + unit
        if let baselineName, let baseline {
            line += "   (\(baselineName): \(Self.format(baseline)) \(unit), ratio \(Self.format(value / baseline))×)"
        }
        if !note.isEmpty { line += "   " + note }
        return line
    }

    var json: String {
        var out = "{\"name\":\(JSONString.quoted(name)),\"value\":\(JSON.number(value)),\"unit\":\(JSONString.quoted(unit))"
        if let baselineName, let baseline {
            out += ",\"baseline\":\(JSONString.quoted(baselineName)),\"baseline_value\":\(JSON.number(baseline)),\"ratio\":\(JSON.number(value / baseline))"
        }
        if !note.isEmpty { out += ",\"note\":\(JSONString.quoted(note))" }
        return out + "}"
    }

    static func format(_ v: Double) -> String {
        if v >= 100 { return String(Int(v.rounded())) }
        let scaled = (v * 1000).rounded() / 1000
        return "\(scaled)"
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}

/// Monotonic seconds.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs `body` repeatedly for at least `seconds`; returns the per-call times of each round.
func measure(rounds: Int = 7, _ body: () -> Void) -> [Double] {
    body()  // warm up
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = now()
        body()
        times.append(now() - start)
    }
    return times.sorted()
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// The folder holding the Assets, found from the executable's location.
func assetsDirectory() -> String? {
    executableAncestor { exists($0 + "/Assets/helsinki.mbtiles") }.map { $0 + "/Assets" }
}

/// The map's bundled tiles (`--tiles bundled`) with the bundled OpenMapTiles style, as the app
/// draws them, fresh (nothing cached); nil when the Assets are missing.
func bundledTiles() -> MapTileSource? {
    guard let assets = assetsDirectory() else { return nil }
    let style = try? MapStyle.bundled(for: .openMapTiles, assetsDirectory: assets)
    return try? MapTileSource(path: assets + "/helsinki.mbtiles", style: style)
}

func readText(_ path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
}
