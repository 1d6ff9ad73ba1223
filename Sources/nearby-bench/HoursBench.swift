import Foundation
import NearbyHours

/// `opening_hours`: parse + "open now" (state at an instant and the next change) per value over the
/// shared evaluation cases, p99 across values; the baseline splits each value into rules and does no more.
enum HoursBench {
    static func run() -> [BenchResult] {
        guard let cases = loadCases(), !cases.isEmpty else {
            return [BenchResult(name: "opening_hours parse + open now, p99 per value", value: 0, unit: "µs",
                                note: "skipped: ../shared/fixtures/opening-hours not found")]
        }
        let zone = (try? ZoneRules.load("Europe/Berlin")) ?? .utc
        let repeats = 200
        func p99(_ body: (Case) -> Void) -> Double {
            var perValue: [Double] = []
            for c in cases {
                body(c)  // warm up
                // The fastest of three rounds: other processes on a shared machine only ever add time.
                var best = Double.infinity
                for _ in 0..<3 {
                    let start = now()
                    for _ in 0..<repeats { body(c) }
                    best = min(best, (now() - start) / Double(repeats))
                }
                perValue.append(best * 1e6)
            }
            perValue.sort()
            return perValue[min(perValue.count - 1, Int(Double(perValue.count) * 0.99))]
        }
        let full = p99 { c in
            if let hours = try? OpeningHours(c.value, mode: c.mode, location: c.location, zone: zone) {
                blackHole(hours.state(at: c.at))
                blackHole(hours.nextChange(after: c.at, days: 8))
            }
        }
        let baseline = p99 { c in
            blackHole(c.value.split(whereSeparator: { $0 == ";" || $0 == "," }).count)
        }
        let parseOnly = p99 { c in blackHole(try? OpeningHours(c.value, mode: c.mode, location: c.location, zone: zone)) }
        return [
            BenchResult(name: "opening_hours parse + open now, p99 per value", value: full, unit: "µs",
                        baselineName: "split into rules", baseline: baseline, note: "\(cases.count) values"),
            BenchResult(name: "opening_hours parse only, p99 per value", value: parseOnly, unit: "µs",
                        baselineName: "split into rules", baseline: baseline),
        ]
    }

    struct Case {
        var value: String
        var mode: HoursMode
        var location: HoursLocation
        var at: LocalTime
    }

    static func loadCases() -> [Case]? {
        let folder = executableAncestor { root in
            exists(root + "/Package.swift") && (exists(root + "/../shared/fixtures/opening-hours")
                || exists(root + "/../../shared/fixtures/opening-hours"))
        }
        guard let root = folder else { return nil }
        let path = exists(root + "/../shared/fixtures/opening-hours") ? root + "/../shared/fixtures/opening-hours"
            : root + "/../../shared/fixtures/opening-hours"
        guard let data = FileManager.default.contents(atPath: path + "/evaluation.json"),
              let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return nil }
        return list.compactMap { c in
            guard let value = c["value"] as? String, let from = (c["from"] as? String).flatMap(LocalTime.init) else { return nil }
            let l = c["location"] as? [String: Any]
            let location = HoursLocation(country: l?["country"] as? String, state: l?["state"] as? String,
                                         latitude: l?["lat"] as? Double, longitude: l?["lon"] as? Double)
            return Case(value: value, mode: HoursMode(rawValue: c["mode"] as? Int ?? 0) ?? .ranges, location: location,
                        at: LocalTime(minutes: from.minutes + 12 * 60))
        }
    }
}
