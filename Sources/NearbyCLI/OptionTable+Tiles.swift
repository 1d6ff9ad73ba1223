import NearbyFormats
import NearbyGeo
import NearbyText

/// The options of `nearby tiles info` and `nearby tiles fetch` that are theirs alone, or that
/// mean something else there (`--radius` in kilometres, `--format text|json`). They keep the
/// wording these commands have always used. None is read from the config file: it names a
/// place and an area for the app, not a download.
extension OptionTable {
    static let tilesOptions: [OptionSpec] = [
        OptionSpec(name: "tile", placeholder: "Z/X/Y", commands: [.tilesInfo], configurable: false) { o, v in o.tileText = v },
        OptionSpec(name: "format", placeholder: "F", commands: [.tilesInfo], configurable: false) { o, v throws(UsageError) in
            switch v {
            case "json": o.tileInfoJSON = true
            case "text": o.tileInfoJSON = false
            default: throw UsageError("--format wants text or json, got \(TerminalSafe.quoted(v, always: true))")
            }
        },
        OptionSpec(name: "near", placeholder: "NAME", commands: [.tilesFetch], configurable: false) { o, v in o.near = v },
        OptionSpec(name: "at", placeholder: "LAT,LON", commands: [.tilesFetch], configurable: false) { o, v throws(UsageError) in
            do { o.at = try Coordinate.parse(v) } catch {
                throw UsageError("--at wants LAT,LON in decimal degrees (latitude −90…90, longitude −180…180), got \(TerminalSafe.quoted(v, always: true))")
            }
            o.atGiven = true
        },
        OptionSpec(name: "radius", placeholder: "KM", commands: [.tilesFetch], configurable: false) { o, v throws(UsageError) in
            o.fetchRadius = try parseNumber(v, option: "--radius", in: 0.1...500)
        },
        OptionSpec(name: "zooms", placeholder: "A-B", commands: [.tilesFetch], configurable: false) { o, v throws(UsageError) in
            o.zooms = try zoomRange(v)
        },
        OptionSpec(name: "out", placeholder: "FILE", commands: [.tilesFetch], configurable: false) { o, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError("--out needs a file name") }
            o.out = v
        },
        OptionSpec(name: "yes", placeholder: nil, commands: [.tilesFetch], configurable: false) { o, v throws(UsageError) in
            o.yes = try parseBool(v, option: "--yes")
        },
        OptionSpec(name: "connections", placeholder: "N", commands: [.tilesFetch], configurable: false) { o, v throws(UsageError) in
            o.connections = Int(try parseNumber(v, option: "--connections", in: 1...8, integer: true))
        },
    ]

    /// `A-B` or `Z`, within 0…22.
    static func zoomRange(_ text: String) throws(UsageError) -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.map { part in part.count <= 2 && part.allSatisfy(\.isASCII) ? Int(part) : nil }
        guard (1...2).contains(parts.count), let low = numbers.first ?? nil, let high = numbers.last ?? nil,
              (0...22).contains(low), (0...22).contains(high), low <= high else {
            throw UsageError("--zooms wants A-B with 0 ≤ A ≤ B ≤ 22 (for example 10-14), got \(TerminalSafe.quoted(text, always: true))")
        }
        return low...high
    }
}
