/// One step of a JSON document as `JSONReader` pulls it. Numbers keep their decimal text exactly
/// as written, so a caller can parse them to the nearest `Double` (or keep them) without loss.
public enum JSONToken: Sendable, Equatable {
    case objectStart, objectEnd, arrayStart, arrayEnd
    case key(String)
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

/// The caps a `JSONReader` enforces, so hostile input fails with a sentence, not with memory.
public struct JSONLimits: Sendable, Equatable {
    /// Arrays and objects open at once.
    public var maxDepth: Int
    /// Bytes in one string (after unescaping) or one number.
    public var maxStringBytes: Int
    /// Values in one tree built by `readValue` (every scalar, array and object counts as one).
    public var maxTreeValues: Int

    public init(maxDepth: Int = 64, maxStringBytes: Int = 1 << 20, maxTreeValues: Int = 1 << 20) {
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
        self.maxTreeValues = maxTreeValues
    }

    /// Enough for any real provider response or GeoJSON feature.
    public static let standard = JSONLimits()
}
