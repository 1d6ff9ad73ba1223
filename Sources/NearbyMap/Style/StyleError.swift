import NearbyText


/// Why a style could not be used at all (anything smaller is a note, not an error).
public indirect enum StyleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not JSON (the reader's reason and position).
    case notJSON(String)
    /// The JSON is not an object with a `layers` array holding at least one usable layer.
    case noLayers
    /// The style is JSON but larger than Nearby reads: nested too deep, a string too long, too
    /// many values or layers (the reason).
    case overLimit(String)
    /// The style file could not be read.
    case unreadable(path: String, reason: String)
    /// The style file was read, but its content is `problem` (`notJSON`, `overLimit` or `noLayers`).
    case file(path: String, problem: StyleError)

    public var description: String {
        switch self {
        case .notJSON(let reason): return "the style is not JSON: \(reason)"
        case .overLimit(let reason): return "the style is too large to use: \(reason)"
        case .noLayers: return "the style has no layers Nearby can draw (background, fill, line or symbol)"
        case .unreadable(let path, let reason): return "cannot read the style \(TerminalSafe.quoted(path)): \(reason)"
        case .file(let path, let problem): return "\(TerminalSafe.quoted(path)): \(problem)"
        }
    }
}
