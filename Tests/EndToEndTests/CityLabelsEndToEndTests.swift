import Foundation
import XCTest
import NearbyTestSupport

/// Offline at a 64 km span, `--near CITY` shows the city's own name beside your marker — in the
/// app in tmux and in `nearby snap`, at 120×30 and 120×40, for fourteen cities on six
/// continents — never crowded out by its suburbs or by your marker at its centre.
final class CityLabelsEndToEndTests: XCTestCase {
    /// `--near` argument, the name the map writes (GeoNames'), the country the status bar names,
    /// the rows the name may be off your row.
    static let cities: [(near: String, name: String, country: String, rows: Int)] = [
        ("Tokyo", "Tokyo", "JP", 4), ("New York", "New York City", "US", 4), ("Singapore", "Singapore", "SG", 2),
        ("Moscow", "Moscow", "RU", 2), ("Mexico City", "Mexico City", "MX", 2), ("Nairobi", "Nairobi", "KE", 2),
        ("Lima", "Lima", "PE", 2), ("Perth", "Perth", "AU", 2), ("Oslo", "Oslo", "NO", 2), ("Denver", "Denver", "US", 2),
        ("Cairo", "Cairo", "EG", 2), ("Santiago", "Santiago", "CL", 2), ("Helsinki", "Helsinki", "FI", 2),
        ("Reykjavik", "Reykjavík", "IS", 2),
    ]
    static let sizes = [(width: 120, height: 30), (width: 120, height: 40)]

    /// Where `name` is written as a whole name on `lines` (not inside a longer word: "Lima" is
    /// not "Limassol"), as (row, first column, last column) in characters.
    static func spots(of name: String, in lines: [String]) -> [(row: Int, from: Int, to: Int)] {
        let needle = Array(name)
        func isLetter(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber } ?? false }
        var found: [(Int, Int, Int)] = []
        for (row, line) in lines.enumerated() {
            let characters = Array(line)
            guard characters.count >= needle.count else { continue }
            for start in 0...(characters.count - needle.count) where Array(characters[start..<(start + needle.count)]) == needle {
                let end = start + needle.count
                guard !isLetter(start > 0 ? characters[start - 1] : nil), !isLetter(end < characters.count ? characters[end] : nil)
                else { continue }
                found.append((row, start, end - 1))
            }
        }
        return found
    }

    /// The city's name is written next to your marker: within two rows and `reach` columns of
    /// it, or four rows where `--near` is a preset (Tokyo's and New York's stand a few kilometres
    /// from GeoNames' point, which the name is written beside).
    static func namedBesideYou(_ name: String, _ lines: [String], rows: Int = 2, reach: Int = 20) -> Bool {
        guard let youRow = lines.firstIndex(where: { $0.contains("◉") }),
              let youColumn = Array(lines[youRow]).firstIndex(of: "◉") else { return false }
        return spots(of: name, in: lines).contains { spot in
            abs(spot.row - youRow) <= rows && spot.from - reach <= youColumn && youColumn <= spot.to + reach
        }
    }

    func testSnapNamesEachCityBesideYouAtBothSizes() throws {
        var nameless: [String] = []
        for size in Self.sizes {
            for city in Self.cities {
                let result = try ChildProcess.run([ChildProcess.nearbyBinary, "snap", "--near", city.near, "--span", "64000",
                                                   "--size", "\(size.width)x\(size.height)", "--format", "text"],
                                                  environment: nil)
                XCTAssertEqual(result.status, 0, "\(city.near): \(result.stderr)")
                let lines = result.stdout.components(separatedBy: "\n")
                XCTAssertEqual(lines.count, size.height + 1, city.near)
                if !Self.namedBesideYou(city.name, lines, rows: city.rows) {
                    nameless.append("\(city.near) \(size.width)×\(size.height):\n" + result.stdout)
                }
            }
        }
        XCTAssertEqual(nameless, [], "cities without their own name in nearby snap")
    }

    func testTheAppNamesEachCityBesideYouAtBothSizes() throws {
        var nameless: [String] = []
        for size in Self.sizes {
            for city in Self.cities {
                let tmux = try Tmux()
                defer { tmux.kill() }
                try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --near '\(city.near)' "
                               + "--span 64000; sleep 30", width: size.width, height: size.height)
                // The map pane is the screen's top part, down to the list's top border. A frame
                // caught half written may lack the name: waited for, and the last screen kept.
                var last: [String] = []
                do {
                    _ = try tmux.waitForSettledMap("\(city.near)'s name at \(size.width)×\(size.height)", timeout: 20) { lines in
                        last = lines
                        let map = Array(lines.prefix { !$0.hasPrefix("├") })
                        return map.count < lines.count && Self.namedBesideYou(city.name, map, rows: city.rows)
                    }
                } catch is WaitTimedOut {
                    nameless.append("\(city.near) \(size.width)×\(size.height):\n" + last.joined(separator: "\n"))
                }
            }
        }
        XCTAssertEqual(nameless, [], "cities without their own name in the app")
    }
}
