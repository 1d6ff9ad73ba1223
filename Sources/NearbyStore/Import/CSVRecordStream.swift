/// RFC 4180 records read from a file a chunk at a time, so memory stays flat however long the
/// file is: fields separated by commas, optionally quoted with `"`, a quote inside a quoted field
/// doubled, CRLF or LF line ends, quoted fields may span lines. A struct: its per-byte state needs
/// no dynamic exclusivity checks. (NearbyCore's CSVReader parses
/// the same grammar from a whole in-memory string; an import must not hold the file.)
struct CSVRecordStream {
    static let chunkSize = 1 << 20
    private let input: InputFile
    private var buffer: [UInt8] = []
    private var index = 0
    private var count = 0
    private var field: [UInt8] = []
    /// 1-based line where the record last returned started.
    private(set) var line = 0
    private var nextLine = 1

    init(input: InputFile) { self.input = input }

    var bytesRead: Int { input.bytesRead - (count - index) }
    var fileSize: Int { input.size }

    private static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","),
        newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// The byte at the read position, refilling the buffer as needed; nil at the end of the file.
    @inline(__always)
    private mutating func peek() throws(ImportError) -> UInt8? {
        if index == count {
            count = try input.read(into: &buffer, count: Self.chunkSize)
            index = 0
            if count == 0 { return nil }
        }
        return buffer[index]
    }

    /// Reads the next record into `fields`; false at the end of the file.
    mutating func next(into fields: inout [String]) throws(ImportError) -> Bool {
        fields.removeAll(keepingCapacity: true)
        guard try peek() != nil else { return false }
        line = nextLine
        field.removeAll(keepingCapacity: true)
        var afterQuote = false
        while true {
            guard let byte = try peek() else {
                fields.append(String(decoding: field, as: UTF8.self))
                return true
            }
            index += 1
            switch byte {
            case Self.quote where field.isEmpty && !afterQuote:
                try readQuoted()
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
                if afterQuote {
                    throw .stopped(position: "line \(line)", reason: "text after a closing quote")
                }
                field.append(byte)
            }
        }
    }

    /// The inside of a quoted field, up to and including its closing quote.
    private mutating func readQuoted() throws(ImportError) {
        while true {
            guard let byte = try peek() else {
                throw .stopped(position: "line \(line)", reason: "a quoted field is never closed")
            }
            index += 1
            if byte == Self.quote {
                if try peek() == Self.quote {
                    field.append(byte)
                    index += 1
                } else {
                    return
                }
            } else {
                if byte == Self.newline { nextLine += 1 }
                field.append(byte)
            }
        }
    }
}
