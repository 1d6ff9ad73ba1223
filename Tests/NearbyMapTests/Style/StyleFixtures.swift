import Foundation
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyMap
@testable import NearbyTileFormats

/// Fixtures of the style tests (Tests/NearbyMapTests/Fixtures) and the bundled styles.
enum StyleFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let bundledStyles = ChildProcess.packageRoot.appendingPathComponent("Assets/styles")

    static func json(_ name: String) throws -> JSONValue {
        try JSONValue.parse([UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
    }

    /// A style of one layer, its JSON given as text.
    static func style(layer: String) throws -> MapStyle {
        try MapStyle(json: Array("{\"version\": 8, \"layers\": [\(layer)]}".utf8))
    }

    /// A feature as the filter fixture describes it: `type`, `id` and typed `properties`.
    static func feature(_ json: JSONValue) throws -> MVTFeature {
        guard case .object(let members)? = json["properties"] else { throw FixtureError("a feature needs properties") }
        let properties = try members.map { MVTFeature.Property(key: $0.key, value: try value($0.value)) }
        let geometry: MVTGeometry
        switch json["type"]?.string ?? "Point" {
        case "Point": geometry = .points([MVTPoint(x: 1, y: 1)])
        case "LineString": geometry = .lineStrings([[MVTPoint(x: 1, y: 1), MVTPoint(x: 2, y: 2)]])
        case "Polygon": geometry = .polygons([MVTPolygon(exterior: [MVTPoint(x: 0, y: 0), MVTPoint(x: 9, y: 0), MVTPoint(x: 9, y: 9)])])
        default: geometry = .unknown
        }
        return MVTFeature(id: json["id"]?.number.map { UInt64($0) }, properties: properties, geometry: geometry)
    }

    static func value(_ json: JSONValue) throws -> MVTValue {
        switch json {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .number(let text):
            if let whole = Int64(text) { return .int(whole) }
            return .double(try unwrap(Double(text)))
        case .object(let members) where members.count == 1:
            let number = try unwrap(members[0].value.number)
            switch members[0].key {
            case "float": return .float(Float(number))
            case "double": return .double(number)
            case "int": return .int(Int64(number))
            case "uint": return .uint(UInt64(number))
            case "sint": return .sint(Int64(number))
            default: throw FixtureError("unknown value type \(members[0].key)")
            }
        default: throw FixtureError("not a property value: \(json)")
        }
    }

    /// JSON text for a value (to put a fixture's filter into a style document).
    static func text(_ json: JSONValue) -> String {
        switch json {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text):
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array(let values): return "[" + values.map(text).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { text(.string($0.key)) + ":" + text($0.value) }.joined(separator: ",") + "}"
        }
    }

    private static func unwrap<T>(_ value: T?) throws -> T {
        guard let value else { throw FixtureError("a number was expected") }
        return value
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
