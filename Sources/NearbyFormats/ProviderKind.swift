/// Where venues come from (`--provider`): the one list of provider names that parsing, the
/// help text, error messages and the status bar share.
public enum ProviderKind: String, Sendable, CaseIterable, Equatable {
    case offline
    case foursquare
    case foursquareV3 = "foursquare-v3"
    case foursquarePlaces = "foursquare-places"
    case overpass
    case tiles

    /// The name on the command line, in the config file and in the status bar.
    public var name: String { rawValue }

    /// The kind `name` names, or nil.
    public init?(name: String) { self.init(rawValue: name) }

    /// Whether fetching asks a service over the network (so an online map is the default).
    public var isOnline: Bool {
        switch self {
        case .offline, .tiles: return false
        case .foursquare, .foursquareV3, .foursquarePlaces, .overpass: return true
        }
    }
}
