import NearbyHTTP
import NearbyText

/// Where tiles come from over HTTP, as the user named it (`--tiles`): a known service, a
/// TileJSON URL, or a `{z}/{x}/{y}` URL template. Plain `http://` only for loopback hosts, the
/// rule of `--base-url`.
public enum TileSource: Sendable, Equatable {
    /// A TileJSON document that lists the tile URL templates, zooms, bounds and attribution.
    case tileJSON(url: String)
    /// Tile URLs made directly from a template with `{z}`, `{x}` and `{y}`.
    case template(String)

    /// The keyless services Nearby knows by name.
    public static let named: [(name: String, url: String)] = [
        ("openfreemap", "https://tiles.openfreemap.org/planet"),
        ("versatiles", "https://tiles.versatiles.org/tiles/osm"),
    ]

    /// The source for `text`: a service name, a template (it has `{z}`), or a TileJSON URL.
    public init(_ text: String) throws(ProviderError) {
        if let known = Self.named.first(where: { $0.name == text.lowercased() }) {
            self = .tileJSON(url: known.url)
            return
        }
        guard text.contains("://") else {
            let names = Self.named.map(\.name).joined(separator: ", ")
            throw ProviderError.refusedURL("unknown tile source \(TerminalSafe.quoted(text, always: true)) (one of: \(names), a TileJSON URL or a {z}/{x}/{y} URL template)")
        }
        try Self.checkOrigin(text)
        if text.contains("{z}") || text.contains("{x}") || text.contains("{y}") {
            guard text.contains("{z}"), text.contains("{x}"), text.contains("{y}") else {
                throw ProviderError.refusedURL("a tile URL template needs {z}, {x} and {y}")
            }
            self = .template(text)
        } else {
            self = .tileJSON(url: text)
        }
    }

    /// The URL that names the source (the TileJSON's or the template), for telling apart the
    /// tiles of different sources in one file.
    public var identity: String {
        switch self {
        case .tileJSON(let url), .template(let url): return url
        }
    }

    /// A short name for messages: the host of the URL.
    public var host: String {
        let url: String
        switch self {
        case .tileJSON(let text), .template(let text): url = text
        }
        return (try? ServiceURL(Self.origin(of: url)))?.host ?? url
    }

    /// Refuses a URL whose scheme and host `--base-url` would refuse (plain http off loopback).
    static func checkOrigin(_ url: String) throws(ProviderError) {
        _ = try ServiceURL(origin(of: url))
    }

    /// `scheme://authority` of a URL, dropping path, query and fragment.
    static func origin(of url: String) -> String {
        guard let range = url.firstRange(of: "://") else { return url }
        let rest = url[range.upperBound...]
        let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        return String(url[..<end])
    }
}
