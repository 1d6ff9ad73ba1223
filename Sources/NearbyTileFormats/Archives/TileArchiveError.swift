import NearbyText

/// Why a tile file cannot be read: one sentence for the user, with the path.
public struct TileArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(TerminalSafe.quoted(path)): \(reason)" }
}
