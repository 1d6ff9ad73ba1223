/// Splits the bytes read from gpsd's socket into lines, holding at most
/// `GPSDMessage.maxLineBytes` of an unfinished one: the rest of a longer line is dropped as it
/// comes, and the line is given as `tooLong` once its newline arrives, so a 1 MB line costs no
/// more memory than a short one and the lines after it read as usual.
public struct GPSDLines: Sendable {
    /// One line out of the stream.
    public enum Line: Sendable, Equatable {
        /// A whole line, without its newline or a carriage return before it.
        case text([UInt8])
        /// A line longer than the limit, skipped; `bytes` is how long it was.
        case tooLong(bytes: Int)
    }

    private var pending: [UInt8] = []
    /// Bytes of the current line dropped past the limit (0: none).
    private var dropped = 0
    private let limit: Int

    public init(limit: Int = GPSDMessage.maxLineBytes) { self.limit = limit }

    /// Takes the bytes just read and returns the lines they finished, in order.
    public mutating func take(_ bytes: some Sequence<UInt8>) -> [Line] {
        var lines: [Line] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if dropped > 0 {
                    lines.append(.tooLong(bytes: pending.count + dropped))
                } else {
                    if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
                    lines.append(.text(pending))
                }
                pending.removeAll(keepingCapacity: true)
                dropped = 0
            } else if pending.count < limit {
                pending.append(byte)
            } else {
                dropped += 1
            }
        }
        return lines
    }

    /// Forgets an unfinished line (the connection ended).
    public mutating func reset() {
        pending.removeAll()
        dropped = 0
    }
}
