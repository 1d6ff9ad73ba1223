import Foundation
import NearbyTestSupport
import XCTest

/// The bundled cafés (`Assets/helsinki-cafes.csv`) read with a parser of the tests' own, an
/// oracle independent of the app's CSV reader (the file quotes only fields with commas).
enum BundledCafes {
    struct Cafe {
        var id: String
        var name: String
        var lat: Double
        var lon: Double
    }

    /// Every café, in the file's order; asserts that every data line parsed.
    static func read(file: StaticString = #filePath, line: UInt = #line) throws -> [Cafe] {
        let text = try String(contentsOf: Tmux.packageRoot.appendingPathComponent("Assets/helsinki-cafes.csv"), encoding: .utf8)
        let all = text.components(separatedBy: "\r\n")
        // id, name, address, lat, lon, then the details columns (opening_hours, phone, …).
        let columns = all.first?.split(separator: ",").count ?? 0
        XCTAssertEqual(all.first?.split(separator: ",").prefix(5).joined(separator: ","), "id,name,address,lat,lon",
                       file: file, line: line)
        let lines = all.dropFirst().filter { !$0.isEmpty }
        var cafes: [Cafe] = []
        for row in lines {
            var fields: [String] = [], field = "", quoted = false
            for ch in row {
                if ch == "\"" { quoted.toggle(); continue }
                if ch == "," && !quoted { fields.append(field); field = ""; continue }
                field.append(ch)
            }
            fields.append(field)
            guard fields.count == columns, let lat = Double(fields[3]), let lon = Double(fields[4]) else { continue }
            cafes.append(Cafe(id: fields[0], name: fields[1], lat: lat, lon: lon))
        }
        XCTAssertEqual(cafes.count, lines.count, "every line of the bundled cafés parsed", file: file, line: line)
        return cafes
    }
}
