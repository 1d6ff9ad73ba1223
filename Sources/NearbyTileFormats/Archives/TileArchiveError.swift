import NearbyText

/// Why a tile file cannot be read: one sentence for the user, with the path.
public struct TileArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(TerminalSafe.quoted(path)): \(reason)" }
}
