/// RFC 4180 CSV, read record by record from a source a chunk at a time, so memory stays flat
/// however long the input is: fields separated by commas, optionally quoted with `"`, a quote
/// inside a quoted field doubled, CRLF or LF line ends, quoted fields may span lines. The one CSV
/// parser of the project: imports stream files through it, the bundled dataset reads its text.
///
/// Bounded: a field longer than `Limits.fieldBytes` is cut there and reported in
/// `oversizedField` (the caller skips the row); a record longer than `Limits.recordBytes`, or a
/// NUL byte (binary input, `/dev/zero`), ends the reading with an error naming the line.
public struct CSVReader {
    /// The caps that keep a hostile or mistaken file from taking the machine's memory.
    public struct Limits: Sendable, Equatable {
        /// Bytes in one field: far above any venue's name or address, below anything pathological.
        public var fieldBytes: Int
        /// Bytes in one record (one line, or several when quoted fields span lines).
        public var recordBytes: Int

        /// 64 KiB a field, 1 MiB a record (documented in doc/REFERENCE.md and nearby(1)).
        public static let standard = Limits(fieldBytes: 64 << 10, recordBytes: 1 << 20)
    }

    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case unterminatedQuote(line: Int)
        case textAfterQuote(line: Int)
        case recordTooLong(line: Int, limit: Int)
        case nulByte(line: Int)
        /// The source could not be read (an I/O error); `reason` says why.
        case unreadable(reason: String)

        /// Where reading stopped, as "line 12" (nil for an I/O error).
        public var position: String? {
            switch self {
            case .unterminatedQuote(let line), .textAfterQuote(let line), .recordTooLong(let line, _),
                 .nulByte(let line):
                return "line \(line)"
            case .unreadable:
                return nil
            }
        }

        public var description: String {
            switch self {
            case .unterminatedQuote: return "a quoted field is never closed"
            case .textAfterQuote: return "text after a closing quote"
            case .recordTooLong(_, let limit):
                return "a record is longer than \(limit) bytes, the limit for one CSV line"
            case .nulByte: return "a NUL byte: this is binary data, not CSV text"
            case .unreadable(let reason): return reason
            }
        }
    }

    /// Fills the buffer with the next bytes of the input and returns how many; 0 at the end.
    public typealias Refill = (inout [UInt8]) throws(Failure) -> Int

    public let limits: Limits
    private let refill: Refill
    private var buffer: [UInt8] = []
    private var index = 0
    private var count = 0
    private var consumed = 0
    private var field: [UInt8] = []
    private var recordBytes = 0
    /// 1-based line where the record last returned started.
    public private(set) var line = 0
    private var nextLine = 1
    /// The index of the first field of the last record that was longer than `limits.fieldBytes`
    /// (its text is cut at the limit), or nil.
    public private(set) var oversizedField: Int?

    /// Reads from `refill`, which must fill the buffer it is handed (of any size) and say how
    /// many bytes it put there.
    public init(limits: Limits = .standard, refill: @escaping Refill) {
        self.limits = limits
        self.refill = refill
    }

    /// Reads a text or bytes already in memory.
    public init(bytes: [UInt8], limits: Limits = .standard) {
        var remaining: [UInt8]? = bytes
        self.init(limits: limits) { buffer in
            guard let bytes = remaining else { return 0 }
            remaining = nil
            buffer = bytes
            return bytes.count
        }
    }

    public init(_ text: String, limits: Limits = .standard) { self.init(bytes: Array(text.utf8), limits: limits) }

    /// Bytes of the input consumed so far (for progress).
    public var bytesRead: Int { consumed + index }

    private static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"),
        carriageReturn = UInt8(ascii: "\r")

    /// The byte at the read position, refilling the buffer as needed; nil at the end of input.
    @inline(__always)
    private mutating func peek() throws(Failure) -> UInt8? {
        if index == count {
            consumed += count
            count = try refill(&buffer)
            index = 0
            if count == 0 { return nil }
        }
        return buffer[index]
    }

    /// Takes the byte `peek` returned, counting it against the record's cap.
    @inline(__always)
    private mutating func advance() throws(Failure) {
        index += 1
        recordBytes += 1
        if recordBytes > limits.recordBytes { throw .recordTooLong(line: line, limit: limits.recordBytes) }
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8, fieldIndex: Int) throws(Failure) {
        if byte == 0 { throw .nulByte(line: nextLine) }
        if field.count < limits.fieldBytes {
            field.append(byte)
        } else if oversizedField == nil {
            oversizedField = fieldIndex
        }
    }

    /// The next record, or nil at the end of input.
    public mutating func next() throws(Failure) -> [String]? {
        var fields: [String] = []
        return try next(into: &fields) ? fields : nil
    }

    /// Reads the next record into `fields` (reusing its storage); false at the end of input.
    public mutating func next(into fields: inout [String]) throws(Failure) -> Bool {
        fields.removeAll(keepingCapacity: true)
        oversizedField = nil
        guard try peek() != nil else { return false }
        line = nextLine
        recordBytes = 0
        field.removeAll(keepingCapacity: true)
        var afterQuote = false
        while true {
            guard let byte = try peek() else {
                fields.append(String(decoding: field, as: UTF8.self))
                return true
            }
            try advance()
            switch byte {
            case Self.quote where field.isEmpty && !afterQuote:
                try readQuoted(fieldIndex: fields.count)
                afterQuote = true
            case Self.comma:
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
                afterQuote = false
            case Self.carriageReturn, Self.newline:
                if byte == Self.carriageReturn, try peek() == Self.newline { index += 1 }
                nextLine += 1
                fields.append(String(decoding: field, as: UTF8.self))
                return true
            default:
                if afterQuote { throw .textAfterQuote(line: line) }
                try append(byte, fieldIndex: fields.count)
            }
        }
    }

    /// The inside of a quoted field, up to and including its closing quote.
    private mutating func readQuoted(fieldIndex: Int) throws(Failure) {
        while true {
            guard let byte = try peek() else { throw .unterminatedQuote(line: line) }
            try advance()
            if byte == Self.quote {
                guard try peek() == Self.quote else { return }
                try advance()
            } else if byte == Self.newline {
                nextLine += 1
            }
            try append(byte, fieldIndex: fieldIndex)
        }
    }
}
