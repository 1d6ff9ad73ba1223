import NearbyFormats
import NearbyGeo
import NearbyHTTP
import NearbyText

/// Typed reads over a parsed `JSONValue`, so decoders stay short and ignore unknown fields.
/// A missing member reads as an empty tree, so paths chain: `root["response"]["venues"]`.
struct JSONTree: Sendable {
    let value: JSONValue?

    init(_ value: JSONValue?) { self.value = value }

    /// Bodies are capped at 8 MiB by the HTTP client; these caps keep a hostile one small too.
    static let limits = JSONLimits(maxDepth: 64, maxStringBytes: 1 << 20, maxTreeValues: 1 << 21)

    /// Parses a whole document; invalid or truncated JSON is `badData`.
    static func parse(_ bytes: [UInt8], what: String) throws(ProviderError) -> JSONTree {
        guard !bytes.isEmpty else { throw ProviderError.badData("empty \(what) response") }
        do {
            return JSONTree(try JSONValue.parse(bytes, limits: limits))
        } catch {
            throw ProviderError.badData("invalid or truncated JSON in the \(what) response")
        }
    }

    subscript(key: String) -> JSONTree { JSONTree(value?[key]) }

    var isObject: Bool { value?.isObject ?? false }
    /// An object's member names, in order (none for anything else).
    var keys: [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.key)
    }
    var array: [JSONTree]? { value?.array.map { $0.map(JSONTree.init) } }
    var string: String? { value?.string }

    /// A number, or a numeric string, parsed from its decimal text to the nearest `Double`.
    var number: Double? {
        switch value {
        case .number(let text)?, .string(let text)?: return Double(text)
        default: return nil
        }
    }

    var int: Int? { number.flatMap { $0.rounded() == $0 && abs($0) < 1e15 ? Int($0) : nil } }

    /// A non-empty string with surrounding white space removed.
    var text: String? {
        guard let s = string?.trimmedWhitespace, !s.isEmpty else { return nil }
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
