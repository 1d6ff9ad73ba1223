/// A small, tolerant XML tokenizer (GPX, OSM XML): elements with their attributes, and text. It
/// skips the prolog, comments, processing instructions and DOCTYPE, decodes the predefined and
/// numeric entities, keeps CDATA as text, drops namespace prefixes, and counts lines for error
/// messages. It is not a validating parser; the document structure is checked by its reader.
///
/// It reads a whole text, or chunks fed as they arrive (`feed`, then `finish` at the end of the
/// input): `next()` gives nil when it needs more input (`needsInput`) or at the end. A token cut by
/// a chunk's end is scanned again when the rest has come, so memory is one chunk plus one token.
package struct XMLScanner {
    package enum Token: Equatable {
        case open(name: String, attributes: [String: String], selfClosing: Bool, line: Int)
        case close(name: String, line: Int)
        case text(String, line: Int)
    }

    /// Why a scan stopped short of a token.
    private enum Stop: Error {
        case needMore
        case syntax(XMLSyntaxError)
    }

    private var bytes: [UInt8] = []
    private var index = 0
    package private(set) var line = 1
    private var isFinished = false
    private var checkedByteOrderMark = false
    /// Where the token being scanned began (comments skipped before it are behind it).
    private var mark = (index: 0, line: 1)
    /// The last `next()` stopped for lack of input: feed more, or finish.
    package private(set) var needsInput = false
    /// In chunked input, a token longer than this is refused, so memory stays bounded.
    package var maxTokenBytes = 1 << 20

    /// A scanner to be fed chunks.
    package init() {}

    /// A scanner over a whole text.
    package init(_ text: String) {
        feed(text.utf8)
        finish()
    }

    /// Appends input; consumed bytes are dropped first when they are most of the buffer.
    package mutating func feed(_ chunk: some Collection<UInt8>) {
        if index > 0 && index >= bytes.count / 2 {
            bytes.removeFirst(index)
            mark.index -= index
            index = 0
        }
        bytes.append(contentsOf: chunk)
        needsInput = false
    }

    /// Marks the end of the input.
    package mutating func finish() {
        isFinished = true
        needsInput = false
    }

    package mutating func next() throws(XMLSyntaxError) -> Token? {
        mark = (index, line)
        do {
            return try scan()
        } catch {
            guard case .syntax(let failure) = error else {
                index = mark.index
                line = mark.line
                needsInput = true
                if bytes.count - index > maxTokenBytes {
                    throw XMLSyntaxError(line: line, message: "a token is longer than \(maxTokenBytes) bytes")
                }
                return nil
            }
            throw failure
        }
    }

    private mutating func scan() throws(Stop) -> Token? {
        if !checkedByteOrderMark {
            // A UTF-8 byte order mark is not text before the root element.
            _ = try consume("\u{FEFF}")
            checkedByteOrderMark = true
            mark = (index, line)
        }
        // Comments, processing instructions and declarations are skipped in a loop, not by
        // recursion: a file of a million comments must not overflow the stack.
        while true {
            guard index < bytes.count else {
                if isFinished { return nil }
                throw .needMore
            }
            let start = line
            if bytes[index] != UInt8(ascii: "<") {
                let raw = try take { $0 != UInt8(ascii: "<") }
                return .text(try decode(raw, line: start), line: start)
            }
            if try starts(with: "<!--") {
                try skip(past: "-->", what: "comment", from: start)
            } else if try starts(with: "<![CDATA[") {
                index += 9
                let body = try take(until: "]]>", what: "CDATA section", from: start)
                return .text(String(decoding: body, as: UTF8.self), line: start)
            } else if try starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction", from: start)
            } else if try starts(with: "<!") {
                try skip(past: ">", what: "declaration", from: start)
            } else {
                return try tag(from: start)
            }
            mark = (index, line)
        }
    }

    /// An opening or closing tag, `index` at its `<`.
    private mutating func tag(from start: Int) throws(Stop) -> Token {
        index += 1
        if try consume("/") {
            let name = try self.name(what: "closing tag", from: start)
            try skipSpace()
            guard try consume(">") else { throw Self.error(line, "</\(name) is not closed with '>'") }
            return .close(name: name, line: start)
        }
        let name = try self.name(what: "tag", from: start)
        var attributes: [String: String] = [:]
        while true {
            try skipSpace()
            guard index < bytes.count else { throw Self.error(start, "<\(name) is not closed with '>'") }
            if try consume("/>") { return .open(name: name, attributes: attributes, selfClosing: true, line: start) }
            if try consume(">") { return .open(name: name, attributes: attributes, selfClosing: false, line: start) }
            let key = try self.name(what: "attribute of <\(name)>", from: line)
            try skipSpace()
            guard try consume("=") else { throw Self.error(line, "attribute \(key) of <\(name)> has no value") }
            try skipSpace()
            guard try available(1), bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw Self.error(line, "the value of \(key) in <\(name)> is not quoted")
            }
            let quote = bytes[index]
            let valueLine = line
            index += 1
            let raw = try take { $0 != quote }
            guard try consume(quote) else { throw Self.error(valueLine, "the value of \(key) in <\(name)> is never closed") }
            attributes[key] = try decode(raw, line: valueLine)
        }
    }

    private static func error(_ line: Int, _ message: String) -> Stop {
        .syntax(XMLSyntaxError(line: line, message: message))
    }

    // MARK: Reading bytes

    /// Whether `count` bytes are there; when the input may still bring them, asks for it.
    private func available(_ count: Int) throws(Stop) -> Bool {
        if bytes.count - index >= count { return true }
        if isFinished { return false }
        throw .needMore
    }

    private func starts(with literal: String) throws(Stop) -> Bool {
        let utf8 = literal.utf8
        if bytes.count - index < utf8.count {
            // A partial match may complete with the next chunk.
            guard utf8.starts(with: bytes[index...]), !isFinished else { return false }
            throw .needMore
        }
        return bytes[index...].starts(with: utf8)
    }

    private mutating func consume(_ literal: String) throws(Stop) -> Bool {
        guard try starts(with: literal) else { return false }
        index += literal.utf8.count
        return true
    }

    private mutating func consume(_ byte: UInt8) throws(Stop) -> Bool {
        guard try available(1), bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Takes bytes while `keep` holds, counting newlines; more input is asked for at the end of
    /// the bytes, since the run may continue.
    private mutating func take(while keep: (UInt8) -> Bool) throws(Stop) -> ArraySlice<UInt8> {
        let start = index
        while index < bytes.count, keep(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        if index == bytes.count && !isFinished { throw .needMore }
        return bytes[start..<index]
    }

    private mutating func take(until terminator: String, what: String, from start: Int) throws(Stop) -> ArraySlice<UInt8> {
        let begin = index
        let first = terminator.utf8.first
        while index < bytes.count {
            if bytes[index] == first, try starts(with: terminator) { break }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        guard index < bytes.count else {
            if isFinished { throw Self.error(start, "\(what) is never closed") }
            throw .needMore
        }
        let body = bytes[begin..<index]
        index += terminator.utf8.count
        return body
    }

    private mutating func skip(past terminator: String, what: String, from start: Int) throws(Stop) {
        _ = try take(until: terminator, what: what, from: start)
    }

    private mutating func skipSpace() throws(Stop) {
        _ = try take { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// An XML name without its namespace prefix (`gpx:trkpt` → `trkpt`).
    private mutating func name(what: String, from start: Int) throws(Stop) -> String {
        let raw = try take { byte in
            !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
        }
        guard !raw.isEmpty else { throw Self.error(start, "a \(what) has no name") }
        let name = String(decoding: raw, as: UTF8.self)
        if let colon = name.lastIndex(of: ":") { return String(name[name.index(after: colon)...]) }
        return name
    }

    /// Replaces `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#NN;` / `&#xHH;`.
    private func decode(_ raw: ArraySlice<UInt8>, line: Int) throws(Stop) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard raw.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else {
                throw Self.error(line, "a '&' that starts no entity (write &amp;)")
            }
            let entity = rest[rest.index(after: amp)..<semi]
            if let scalar = XMLEntity.scalar(named: entity) {
                out.unicodeScalars.append(scalar)
            } else {
                let number: UInt32?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    number = UInt32(entity.dropFirst(2), radix: 16)
                } else if entity.hasPrefix("#") {
                    number = UInt32(entity.dropFirst())
                } else {
                    number = nil
                }
                guard let number, let scalar = Unicode.Scalar(number) else {
                    throw Self.error(line, "unknown entity &\(entity);")
                }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
