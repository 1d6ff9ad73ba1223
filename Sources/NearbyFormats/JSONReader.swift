/// A pull tokenizer for JSON (RFC 8259) over bytes that arrive in chunks, so a document of any
/// size is read in constant memory: `next()` hands out one token at a time. Strings are checked
/// for valid UTF-8 and unescaped (surrogate pairs joined); numbers are checked against the
/// grammar and kept as their decimal text. Nesting depth and string length are capped
/// (`JSONLimits`); every error says what went wrong and at which line and byte.
public struct JSONReader {
    /// Fills the buffer with the next bytes of the input and returns how many; 0 at the end.
    public typealias Refill = (inout [UInt8]) throws(JSONError) -> Int

    public let limits: JSONLimits
    var buffer: [UInt8]
    var index = 0
    var count: Int
    /// Bytes of the input before `buffer[0]`.
    private var consumed = 0
    private let refill: Refill?
    private var exhausted = false
    /// 1-based line of the read position.
    public private(set) var line = 1
    /// Containers open at the read position: true for an object, false for an array.
    private var open: [Bool] = []
    private var state = State.value
    var scratch: [UInt8] = []

    private enum State { case value, firstKey, key, firstElement, separator, done }

    /// A reader over a document already in memory.
    public init(bytes: [UInt8], limits: JSONLimits = .standard) {
        self.limits = limits
        buffer = bytes
        count = bytes.count
        refill = nil
    }

    /// A reader that pulls its input a chunk at a time from `refill`.
    public init(limits: JSONLimits = .standard, refill: @escaping Refill) {
        self.limits = limits
        buffer = []
        count = 0
        self.refill = refill
    }

    /// Byte offset of the read position from the start of the input.
    public var offset: Int { consumed + index }
    /// Arrays and objects open at the read position.
    public var depth: Int { open.count }

    /// The next token, or nil once the top-level value is complete and only white space follows.
    public mutating func next() throws(JSONError) -> JSONToken? {
        while true {
            let byte = try skipWhitespace()
            switch state {
            case .done:
                guard byte == nil else { throw failure(.trailingData) }
                return nil
            case .value:
                return try value(byte)
            case .firstElement:
                if byte == UInt8(ascii: "]") { return close() }
                return try value(byte)
            case .firstKey:
                if byte == UInt8(ascii: "}") { return close() }
                return try key(byte)
            case .key:
                return try key(byte)
            case .separator:
                guard let byte else { throw failure(.truncated) }
                let inObject = open[open.count - 1]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    state = inObject ? .key : .value
                    continue
                }
                if byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { return close() }
                throw failure(.syntax("expected ',' or '\(inObject ? "}" : "]")' but found \(Self.describe(byte))"))
            }
        }
    }

    // MARK: - Bytes

    /// The byte at the read position, refilling the buffer as needed; nil at the end of the input.
    @inline(__always)
    mutating func peek() throws(JSONError) -> UInt8? {
        if index < count { return buffer[index] }
        return try refillBuffer()
    }

    private mutating func refillBuffer() throws(JSONError) -> UInt8? {
        guard let refill, !exhausted else { return nil }
        consumed += count
        index = 0
        count = 0
        count = try refill(&buffer)
        if count == 0 {
            exhausted = true
            return nil
        }
        return buffer[0]
    }

    private mutating func skipWhitespace() throws(JSONError) -> UInt8? {
        while let byte = try peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"): index += 1; line += 1
            default: return byte
            }
        }
        return nil
    }

    func failure(_ kind: JSONError.Kind) -> JSONError { JSONError(kind, line: line, offset: offset) }

    /// A byte for a message: the character when printable ASCII, else its hex value.
    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "'" + String(UnicodeScalar(byte)) + "'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count < 2 ? "0" + hex : hex)
    }

    // MARK: - Structure

    private mutating func value(_ byte: UInt8?) throws(JSONError) -> JSONToken {
        guard let byte else { throw failure(.truncated) }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard open.count < limits.maxDepth else { throw failure(.depthCap(limits.maxDepth)) }
            index += 1
            let isObject = byte == UInt8(ascii: "{")
            open.append(isObject)
            state = isObject ? .firstKey : .firstElement
            return isObject ? .objectStart : .arrayStart
        case UInt8(ascii: "\""):
            let text = try readString()
            afterValue()
            return .string(text)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let text = try readNumber()
            afterValue()
            return .number(text)
        case UInt8(ascii: "t"):
            try literal("true")
            afterValue()
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            afterValue()
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            afterValue()
            return .null
        default:
            throw failure(.syntax("expected a value but found \(Self.describe(byte))"))
        }
    }

    private mutating func key(_ byte: UInt8?) throws(JSONError) -> JSONToken {
        guard let byte else { throw failure(.truncated) }
        guard byte == UInt8(ascii: "\"") else {
            throw failure(.syntax("expected a string key but found \(Self.describe(byte))"))
        }
        let text = try readString()
        guard let colon = try skipWhitespace() else { throw failure(.truncated) }
        guard colon == UInt8(ascii: ":") else {
            throw failure(.syntax("expected ':' after an object key but found \(Self.describe(colon))"))
        }
        index += 1
        state = .value
        return .key(text)
    }

    private mutating func close() -> JSONToken {
        index += 1
        let wasObject = open.removeLast()
        afterValue()
        return wasObject ? .objectEnd : .arrayEnd
    }

    private mutating func afterValue() { state = open.isEmpty ? .done : .separator }

    private mutating func literal(_ word: StaticString) throws(JSONError) {
        let start = failure(.syntax("expected '\(word)'"))
        var pointer = word.utf8Start
        for _ in 0..<word.utf8CodeUnitCount {
            guard let byte = try peek() else { throw failure(.truncated) }
            guard byte == pointer.pointee else { throw start }
            index += 1
            pointer += 1
        }
    }
}
