/// Why JSON could not be read, and where: the 1-based line and the 0-based byte offset of the
/// byte that made it fail (for a cap, the start of the value that exceeded it).
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Bytes that are not JSON here ("expected ':' after an object key").
        case syntax(String)
        /// The input ended inside a value.
        case truncated
        /// A complete value followed by more than white space.
        case trailingData
        /// A string that is not valid UTF-8, or a `\u` escape naming an unpaired surrogate.
        case invalidText(String)
        /// Arrays and objects nested deeper than the cap.
        case depthCap(Int)
        /// A string (or number) longer than the cap, in bytes.
        case stringCap(Int)
        /// One value (a feature, a response) holding more than the cap of values.
        case sizeCap(Int)
        /// The source could not be read.
        case input(String)
    }

    public var kind: Kind
    public var line: Int
    public var offset: Int

    public init(_ kind: Kind, line: Int, offset: Int) {
        self.kind = kind
        self.line = line
        self.offset = offset
    }

    /// The problem in words, without the position.
    public var reason: String {
        switch kind {
        case .syntax(let what): return what
        case .truncated: return "the JSON ends in the middle of a value"
        case .trailingData: return "more data after the end of the JSON value"
        case .invalidText(let what): return what
        case .depthCap(let cap): return "arrays and objects nested deeper than \(cap) levels"
        case .stringCap(let cap): return "a string or number longer than \(cap) bytes"
        case .sizeCap(let cap): return "one value holding more than \(cap) values"
        case .input(let what): return what
        }
    }

    public var description: String { "\(reason) (line \(line), byte \(offset))" }
}
