/// What `--tiles` names: the map's tiles and the ones `--provider tiles` reads venues from.
public enum TileChoice: Sendable, Equatable {
    /// The Helsinki archive in the Assets folder.
    case bundled
    /// No map tiles at all.
    case none
    /// An `.mbtiles` or `.pmtiles` file (or one tile, for `tiles info`).
    case file(String)
    /// A service by name, a TileJSON URL or a `{z}/{x}/{y}` template, as typed (the providers
    /// check it when they make the source).
    case online(String)

    /// The keyless services known by name; the same names `TileSource.named` resolves.
    public static let services = ["openfreemap", "versatiles"]

    /// The choice `text` names: a service name (any case) or anything with `://` is online,
    /// any other word a file.
    public init(_ text: String) {
        switch text {
        case "bundled": self = .bundled
        case "none": self = .none
        default:
            let online = Self.services.contains(text.lowercased()) || text.contains("://")
            self = online ? .online(text) : .file(text)
        }
    }

    public var isOnline: Bool {
        if case .online = self { return true }
        return false
    }

    /// The words that name this choice on the command line.
    public var text: String {
        switch self {
        case .bundled: return "bundled"
        case .none: return "none"
        case .file(let text), .online(let text): return text
        }
    }
}
