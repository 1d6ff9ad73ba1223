/// A small, tolerant XML tokenizer for GPX: elements with their attributes, and text. It skips
/// the prolog, comments, processing instructions and DOCTYPE, decodes the predefined and numeric
/// entities, keeps CDATA as text, drops namespace prefixes, and counts lines for error messages.
/// It is not a validating parser; the document structure is checked by its reader.
struct XMLScanner {
    enum Token: Equatable {
        case open(name: String, attributes: [String: String], selfClosing: Bool, line: Int)
        case close(name: String, line: Int)
        case text(String, line: Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private(set) var line = 1

    init(_ text: String) {
        // A UTF-8 byte order mark is not text before the root element.
        bytes = Array(text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? text.utf8.dropFirst(3) : text.utf8[...])
    }

    mutating func next() throws(GPXError) -> Token? {
        // Comments, processing instructions and declarations are skipped in a loop, not by
        // recursion: a file of a million comments must not overflow the stack.
        while index < bytes.count {
            let start = line
            if bytes[index] != UInt8(ascii: "<") {
                let raw = take { $0 != UInt8(ascii: "<") }
                return .text(try decode(raw, line: start), line: start)
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "comment", from: start)
            } else if starts(with: "<![CDATA[") {
                index += 9
                let body = try take(until: "]]>", what: "CDATA section", from: start)
                return .text(String(decoding: body, as: UTF8.self), line: start)
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction", from: start)
            } else if starts(with: "<!") {
                try skip(past: ">", what: "declaration", from: start)
            } else {
                return try tag(from: start)
            }
        }
        return nil
    }

    /// An opening or closing tag, `index` at its `<`.
    private mutating func tag(from start: Int) throws(GPXError) -> Token {
        index += 1
        if starts(with: "/") {
            index += 1
            let name = try self.name(what: "closing tag", from: start)
            skipSpace()
            guard consume(">") else { throw GPXError(line: line, message: "</\(name) is not closed with '>'") }
            return .close(name: name, line: start)
        }
        let name = try self.name(what: "tag", from: start)
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < bytes.count else { throw GPXError(line: start, message: "<\(name) is not closed with '>'") }
            if consume("/>") { return .open(name: name, attributes: attributes, selfClosing: true, line: start) }
            if consume(">") { return .open(name: name, attributes: attributes, selfClosing: false, line: start) }
            let key = try self.name(what: "attribute of <\(name)>", from: line)
            skipSpace()
            guard consume("=") else { throw GPXError(line: line, message: "attribute \(key) of <\(name)> has no value") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw GPXError(line: line, message: "the value of \(key) in <\(name)> is not quoted")
            }
            let quote = bytes[index]
            let valueLine = line
            index += 1
            let raw = take { $0 != quote }
            guard consume(quote) else { throw GPXError(line: valueLine, message: "the value of \(key) in <\(name)> is never closed") }
            attributes[key] = try decode(raw, line: valueLine)
        }
    }

    // MARK: Reading bytes

    private func starts(with literal: String) -> Bool {
        bytes[index...].starts(with: literal.utf8)
    }

    private mutating func consume(_ literal: String) -> Bool {
        guard starts(with: literal) else { return false }
        index += literal.utf8.count
        return true
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Takes bytes while `keep` holds, counting newlines.
    private mutating func take(while keep: (UInt8) -> Bool) -> ArraySlice<UInt8> {
        let start = index
        while index < bytes.count, keep(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        return bytes[start..<index]
    }

    private mutating func take(until terminator: String, what: String, from start: Int) throws(GPXError) -> ArraySlice<UInt8> {
        let begin = index
        while index < bytes.count, !starts(with: terminator) {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        guard index < bytes.count else { throw GPXError(line: start, message: "\(what) is never closed") }
        let body = bytes[begin..<index]
        index += terminator.utf8.count
        return body
    }

    private mutating func skip(past terminator: String, what: String, from start: Int) throws(GPXError) {
        _ = try take(until: terminator, what: what, from: start)
    }

    private mutating func skipSpace() {
        _ = take { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// An XML name without its namespace prefix (`gpx:trkpt` → `trkpt`).
    private mutating func name(what: String, from start: Int) throws(GPXError) -> String {
        let raw = take { byte in
            !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
        }
        guard !raw.isEmpty else { throw GPXError(line: start, message: "a \(what) has no name") }
        let name = String(decoding: raw, as: UTF8.self)
        if let colon = name.lastIndex(of: ":") { return String(name[name.index(after: colon)...]) }
        return name
    }

    /// Replaces `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#NN;` / `&#xHH;`.
    private func decode(_ raw: ArraySlice<UInt8>, line: Int) throws(GPXError) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else {
                throw GPXError(line: line, message: "a '&' that starts no entity (write &amp;)")
            }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "lt": out += "<"
            case "gt": out += ">"
            case "amp": out += "&"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number: UInt32?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    number = UInt32(entity.dropFirst(2), radix: 16)
                } else if entity.hasPrefix("#") {
                    number = UInt32(entity.dropFirst())
                } else {
                    number = nil
                }
                guard let number, let scalar = Unicode.Scalar(number) else {
                    throw GPXError(line: line, message: "unknown entity &\(entity);")
                }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
