/// Choices made at start-up that do not change while the app runs.
public struct Settings: Sendable, Equatable {
    /// The venue provider's name, as shown in the status bar.
    public var provider: String
    /// Interface language (strings from `Strings`).
    public var language: Language = .english
    /// Draw with plain ASCII only (`--ascii`).
    public var ascii = false
    /// No colours (NO_COLOR): the map marks water and parks with a dot pattern instead.
    public var monochrome = false

    public init(provider: String) {
        self.provider = provider
    }

    /// The interface strings in the chosen language (English when drawing in ASCII).
    public var strings: Strings { Strings(ascii ? .english : language) }
}
