import NearbyText

/// A saved-places file (GPX, GeoJSON, KML, KMZ) that cannot be read: what is wrong and, where
/// known, the line. One sentence a user can act on.
public struct SavedFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line of the file, when the reader knows it.
    public var line: Int?
    public var message: String

    public init(line: Int? = nil, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}

/// How much of a saved-places file is read at most: a hostile file is refused with a sentence,
/// never read into unbounded memory.
public enum SavedFileLimits {
    /// The largest file read (a million places are a few hundred MB; no one keeps that many).
    public static let bytes = 64 << 20
    /// The most places one file may hold.
    public static let places = 100_000
    /// The deepest element nesting an XML file may have (KML folders included).
    public static let depth = 256
}
