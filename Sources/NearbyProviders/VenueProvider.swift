import NearbyCore

/// A source of venues. `fetch` blocks (network or disk): call it on a thread of its own, never
/// on the cooperative pool.
public protocol VenueProvider: Sendable {
    /// The name used in `--provider` and in the status bar.
    var name: String { get }
    func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue]
}

/// Why a fetch failed, in words for the status bar; the detail goes to the log.
public enum ProviderError: Error, Sendable, CustomStringConvertible, Equatable {
    case unavailable(String)
    case badData(String)

    public var description: String {
        switch self {
        case .unavailable(let reason): return reason
        case .badData(let reason): return "unreadable data: \(reason)"
        }
    }
}
