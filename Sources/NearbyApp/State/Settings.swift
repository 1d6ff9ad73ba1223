import NearbyCells
import NearbyFormats
import NearbyText

/// Choices made at start-up that do not change while the app runs.
public struct Settings: Sendable, Equatable {
    /// The venue provider, whose name the status bar shows.
    public var provider: ProviderKind
    /// The map source's credit line when it names one (an online source's TileJSON), shown
    /// instead of the OpenStreetMap line.
    public var mapAttribution: String?
    /// Interface language (strings from `Strings`).
    public var language: Language = .english
    /// Draw with plain ASCII only (`--ascii`).
    public var ascii = false
    /// The terminal's colours: the map draws its style's colours at this depth; monochrome
    /// (NO_COLOR) marks fills with a dot pattern instead.
    public var colorDepth: ColorDepth = .ansi16
    /// Whether the `L` picker may ask an online geocoder (`--geocoder nominatim`) for what the
    /// presets and the gazetteer do not have; offline, the default, it asks nothing.
    public var searchesOnline = false

    public init(provider: ProviderKind) {
        self.provider = provider
    }

    /// No colours at all (NO_COLOR).
    public var monochrome: Bool { colorDepth == .monochrome }

    /// The interface strings in the chosen language (English when drawing in ASCII).
    public var strings: Strings { Strings(ascii ? .english : language) }
}
