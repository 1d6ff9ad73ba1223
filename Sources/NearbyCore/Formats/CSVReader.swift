/// RFC 4180 CSV: fields separated by commas, optionally quoted with `"`, a quote inside a quoted
/// field doubled, CRLF or LF line ends, quoted fields may span lines. Reads record by record.
public struct CSVReader: Sendable {
    private let bytes: [UInt8]
    private var position = 0
    /// 1-based line where the record last returned started.
    public private(set) var line = 0
    private var nextLine = 1

    public init(_ text: String) { bytes = Array(text.utf8) }
    public init(bytes: [UInt8]) { self.bytes = bytes }

    public enum Failure: Error, Sendable, Equatable {
        case unterminatedQuote(line: Int)
        case textAfterQuote(line: Int)
    }

    /// The next record, or nil at the end of input.
    public mutating func next() throws(Failure) -> [String]? {
        guard position < bytes.count else { return nil }
        line = nextLine
        var fields: [String] = []
        var field: [UInt8] = []
        while true {
            if position >= bytes.count {
                fields.append(String(decoding: field, as: UTF8.self))
                return fields
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\""), field.isEmpty {
                position += 1
                while true {
                    guard position < bytes.count else { throw .unterminatedQuote(line: line) }
                    let b = bytes[position]
                    position += 1
                    if b == UInt8(ascii: "\"") {
                        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                            field.append(b)
                            position += 1
                        } else {
                            break
                        }
                    } else {
                        if b == UInt8(ascii: "\n") { nextLine += 1 }
                        field.append(b)
                    }
                }
                if position < bytes.count {
                    let b = bytes[position]
                    if b != UInt8(ascii: ","), b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") {
                        throw .textAfterQuote(line: line)
                    }
                }
                continue
            }
            position += 1
            switch byte {
            case UInt8(ascii: ","):
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            case UInt8(ascii: "\r"):
                if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
                nextLine += 1
                fields.append(String(decoding: field, as: UTF8.self))
                return fields
            case UInt8(ascii: "\n"):
                nextLine += 1
                fields.append(String(decoding: field, as: UTF8.self))
                return fields
            default:
                field.append(byte)
            }
        }
    }
}
