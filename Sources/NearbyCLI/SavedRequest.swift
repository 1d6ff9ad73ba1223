/// What `nearby saved` is asked to do.
public enum SavedRequest: Sendable, Equatable {
    /// Print every saved place (`--format table|json|gpx|geojson|kml`).
    case list
    /// `nearby saved import FILE`: add a GPX, GeoJSON, KML or KMZ file's places.
    case importFile(String)
    /// `nearby saved note ID TEXT`: replace a place's note.
    case note(number: Int, text: String)
    /// `nearby saved remove ID`.
    case remove(number: Int)
}
