import Foundation
import NearbyCore

/// Typed reads over `JSONSerialization` output, so decoders stay short and ignore unknown fields.
struct JSONTree {
    let value: Any?

    init(_ value: Any?) { self.value = value }

    /// Parses a whole document; invalid or truncated JSON is `badData`.
    static func parse(_ bytes: [UInt8], what: String) throws(ProviderError) -> JSONTree {
        do {
            return JSONTree(try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]))
        } catch {
            throw ProviderError.badData(bytes.isEmpty ? "empty \(what) response" : "invalid or truncated JSON in the \(what) response")
        }
    }

    subscript(key: String) -> JSONTree { JSONTree((value as? [String: Any])?[key]) }

    var isObject: Bool { value is [String: Any] }
    var array: [JSONTree]? { (value as? [Any]).map { $0.map(JSONTree.init) } }
    var string: String? { value as? String }

    /// A number, or a numeric string.
    var number: Double? {
        if let s = value as? String { return Double(s) }
        // corelibs' JSONSerialization may hand back NSDecimalNumber, whose doubleValue can be off in
        // the last digit; its decimal text parses to the exact nearest Double.
        if let decimal = value as? NSDecimalNumber { return Double(decimal.stringValue) }
        return (value as? NSNumber)?.doubleValue
    }

    var int: Int? { number.flatMap { $0.rounded() == $0 && abs($0) < 1e15 ? Int($0) : nil } }

    /// A non-empty string with surrounding whitespace removed.
    var text: String? {
        guard let s = string?.trimmingCharacters(in: .whitespacesAndNewlines), !s.isEmpty else { return nil }
        return s
    }

    /// A usable coordinate: both finite and within range, else the reason it is not.
    static func coordinate(latitude: JSONTree, longitude: JSONTree) -> Result<Coordinate, CoordinateProblem> {
        guard let lat = latitude.number, let lon = longitude.number else { return .failure(.missing) }
        guard lat.isFinite, lon.isFinite, abs(lat) <= 90, abs(lon) <= 180 else { return .failure(.outOfRange) }
        return .success(Coordinate(latitude: lat, longitude: lon))
    }

    enum CoordinateProblem: Error {
        case missing, outOfRange
        var reason: String { self == .missing ? "no coordinates" : "coordinates out of range" }
    }
}
