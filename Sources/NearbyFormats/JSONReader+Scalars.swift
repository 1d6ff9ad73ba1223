/// Strings and numbers: the byte-level grammar of RFC 8259 §6 and §7.
extension JSONReader {
    /// A string from its opening quote to its closing quote, unescaped and checked as UTF-8.
    mutating func readString() throws(JSONError) -> String {
        let startLine = line, startOffset = offset
        index += 1
        scratch.removeAll(keepingCapacity: true)
        while true {
            // Copy the run of plain bytes in the buffer in one go.
            var end = index
            while end < count {
                let byte = buffer[end]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                end += 1
            }
            if end > index {
                scratch.append(contentsOf: buffer[index..<end])
                index = end
                guard scratch.count <= limits.maxStringBytes else {
                    throw JSONError(.stringCap(limits.maxStringBytes), line: startLine, offset: startOffset)
                }
            }
            guard let byte = try peek() else { throw failure(.truncated) }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                // ASCII needs no validation (and skips the generic decoding path).
                if scratch.allSatisfy({ $0 < 0x80 }) { return String(decoding: scratch, as: UTF8.self) }
                guard let text = String(validating: scratch, as: UTF8.self) else {
                    throw JSONError(.invalidText("a string that is not valid UTF-8"), line: startLine, offset: startOffset)
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try readEscape()
                guard scratch.count <= limits.maxStringBytes else {
                    throw JSONError(.stringCap(limits.maxStringBytes), line: startLine, offset: startOffset)
                }
            case 0x20...:
                continue  // the buffer ran out; peek refilled it
            default:
                throw failure(.syntax("a control character (\(Self.describe(byte))) inside a string"))
            }
        }
    }

    /// The escape after a backslash, appended to `scratch` as UTF-8.
    private mutating func readEscape() throws(JSONError) {
        guard let byte = try peek() else { throw failure(.truncated) }
        index += 1
        let simple: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = byte
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            try appendUnicodeEscape()
            return
        default:
            index -= 1
            throw failure(.syntax("an invalid escape '\\\(String(UnicodeScalar(byte)))' in a string"))
        }
        scratch.append(simple)
    }

    /// `\uXXXX`, joining a high and a low surrogate written as two escapes.
    private mutating func appendUnicodeEscape() throws(JSONError) {
        let first = try hexQuad()
        var scalar = UInt32(first)
        if (0xD800...0xDBFF).contains(first) {
            guard try peek() == UInt8(ascii: "\\") else { throw failure(.invalidText("an unpaired surrogate \\u escape")) }
            index += 1
            guard try peek() == UInt8(ascii: "u") else { throw failure(.invalidText("an unpaired surrogate \\u escape")) }
            index += 1
            let second = try hexQuad()
            guard (0xDC00...0xDFFF).contains(second) else { throw failure(.invalidText("an unpaired surrogate \\u escape")) }
            scalar = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            throw failure(.invalidText("an unpaired surrogate \\u escape"))
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure(.invalidText("an invalid \\u escape")) }
        scratch.append(contentsOf: unicode.utf8)
    }

    private mutating func hexQuad() throws(JSONError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = try peek() else { throw failure(.truncated) }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure(.syntax("a \\u escape needs four hex digits"))
            }
            index += 1
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// A number's text: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func readNumber() throws(JSONError) -> String {
        let startLine = line, startOffset = offset
        scratch.removeAll(keepingCapacity: true)
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        func take() throws(JSONError) {
            scratch.append(buffer[index])
            index += 1
            guard scratch.count <= limits.maxStringBytes else {
                throw JSONError(.stringCap(limits.maxStringBytes), line: startLine, offset: startOffset)
            }
        }
        func digits() throws(JSONError) {
            guard isDigit(try peek()) else {
                throw JSONError(.syntax("a number needs a digit here"), line: line, offset: offset)
            }
            while isDigit(try peek()) { try take() }
        }
        if try peek() == UInt8(ascii: "-") { try take() }
        if try peek() == UInt8(ascii: "0") {
            try take()
        } else {
            try digits()
        }
        if try peek() == UInt8(ascii: ".") {
            try take()
            try digits()
        }
        if let byte = try peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            try take()
            if let sign = try peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { try take() }
            try digits()
        }
        return String(decoding: scratch, as: UTF8.self)
    }
}
