/// A compiled `text-field`: literal text and property lookups, as `"{name:latin} {ref}"`,
/// `["get", "name"]` or `["coalesce", ["get", "name:latin"], ["get", "name"]]` give them.
public struct TextTemplate: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case literal(String)
        /// The first of these properties a feature has (one key for `{name}` and `get`).
        case property([String])
    }

    public var parts: [Part]

    /// The most parts a text field may have (real styles join two or three).
    public static let maxParts = 256

    public init(parts: [Part]) {
        self.parts = parts
    }
}
