import NearbyText

/// A JSON value as a small tree, built from `JSONReader` tokens. Numbers stay decimal text, so
/// `number` parses them to the nearest `Double` exactly once, where they are used. Object
/// members keep their order; when a key repeats, the last one counts (as most parsers do).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The member named `key` of an object (the last one when repeated), else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The decimal text of a number.
    public var numberText: String? {
        if case .number(let text) = self { return text }
        return nil
    }

    /// A number parsed to the nearest `Double` (±infinity when out of range).
    public var number: Double? { numberText.flatMap(Double.init) }

    public var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// A whole document: one value and nothing after it but white space.
    public static func parse(_ bytes: [UInt8], limits: JSONLimits = .standard) throws(JSONError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, limits: limits)
        let value = try reader.readValue()
        guard try reader.next() == nil else { throw reader.failure(.trailingData) }
        return value
    }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONReader {
    /// The next value as a tree, at most `limits.maxTreeValues` values large.
    public mutating func readValue() throws(JSONError) -> JSONValue {
        guard let token = try next() else { throw failure(.truncated) }
        return try readValue(startingWith: token)
    }

    /// The value that `token` (just returned by `next()`) starts, as a tree.
    public mutating func readValue(startingWith token: JSONToken) throws(JSONError) -> JSONValue {
        var budget = limits.maxTreeValues
        return try build(token, budget: &budget)
    }

    /// Reads past the value that `token` starts without keeping it.
    public mutating func skipValue(startingWith token: JSONToken) throws(JSONError) {
        guard token == .objectStart || token == .arrayStart else { return }
        var open = 1
        while open > 0 {
            guard let token = try next() else { throw failure(.truncated) }
            switch token {
            case .objectStart, .arrayStart: open += 1
            case .objectEnd, .arrayEnd: open -= 1
            default: break
            }
        }
    }

    private mutating func build(_ token: JSONToken, budget: inout Int) throws(JSONError) -> JSONValue {
        budget -= 1
        guard budget >= 0 else { throw failure(.sizeCap(limits.maxTreeValues)) }
        switch token {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let text): return .number(text)
        case .string(let text): return .string(text)
        case .arrayStart:
            var values: [JSONValue] = []
            while let next = try next(), next != .arrayEnd {
                values.append(try build(next, budget: &budget))
            }
            return .array(values)
        case .objectStart:
            var members: [JSONMember] = []
            while let next = try next(), case .key(let key) = next {
                guard let value = try self.next() else { throw failure(.truncated) }
                members.append(JSONMember(key, try build(value, budget: &budget)))
            }
            return .object(members)
        case .key, .arrayEnd, .objectEnd:
            throw failure(.syntax("a value was expected"))
        }
    }
}
