/// Why an import could not read its file at all (as opposed to a bad row, which is skipped).
public enum ImportError: Error, Sendable, CustomStringConvertible {
    case cannotRead(path: String, reason: String)
    case unknownFormat(path: String)
    case unsupportedFormat(String)
    /// The file does not have the shape its format requires (a missing CSV column, JSON that is
    /// not a FeatureCollection): nothing can be read from it.
    case malformed(format: String, reason: String)
    /// Reading stopped part-way (an unterminated quote, say); `position` is "line 12" or similar.
    case stopped(position: String, reason: String)
    case store(StoreError)

    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unknownFormat(let path):
            return "cannot tell the format of \(path) from its content; give it with --format (overpass, geojson, foursquare, csv or osm)"
        case .unsupportedFormat(let name):
            return "the \(name) format is not supported by import yet (use geojson or csv)"
        case .malformed(let format, let reason):
            return "not a usable \(format) file: \(reason)"
        case .stopped(let position, let reason):
            return "reading stopped at \(position): \(reason)"
        case .store(let error):
            return error.description
        }
    }
}
