import NearbyFormats
import NearbyGeo

/// The user's saved places as the screen shows them: a copy of what the store last said (each
/// place with its own copy of the venue, so one the store no longer lists still shows), the
/// keys that mark list rows and pins, and the status bar's word on the last change.
public struct SavedList: Sendable, Equatable {
    /// Every saved place, as the store last reported them (oldest first).
    public private(set) var places: [SavedPlace] = []
    /// The venues saved places came from: their rows and pins carry the mark.
    public private(set) var keys: Set<VenueKey> = []
    /// Whether the store has reported them yet.
    public var hasLoaded = false
    /// What the last change did ("Saved Café X"), shown in the status bar until `noticeUntil`.
    public var notice: SavedNotice?
    /// When the notice goes (the wall clock's Unix seconds).
    public var noticeUntil: Double = 0
    /// Whether the last tick took the notice away (the frame is then drawn again).
    var noticeEnded = false

    /// Seconds a notice stays in the status bar.
    public static let noticeSeconds = 4.0
    /// The longest note, in Unicode scalars (the store's column holds more; a note is a line).
    public static let noteLimit = 500

    public init() {}

    /// Replaces the list with what the store reported.
    public mutating func replace(with places: [SavedPlace]) {
        self.places = places
        keys = Set(places.map(\.key))
        hasLoaded = true
    }

    /// Whether the venue of `key` is saved.
    public func contains(_ key: VenueKey) -> Bool { keys.contains(key) }

    /// The saved places nearest `point` first (ties: the older first), each with its distance.
    public func nearest(to point: Coordinate) -> [SavedRow] {
        places.enumerated()
            .map { (order: $0.offset, row: SavedRow(place: $0.element, distance: Geodesic.distance(point, $0.element.coordinate))) }
            .sorted { ($0.row.distance, $0.order) < ($1.row.distance, $1.order) }
            .map(\.row)
    }
}

/// One row of the saved places overlay: a place and how far it is from you.
public struct SavedRow: Sendable, Equatable {
    public var place: SavedPlace
    public var distance: Double

    public init(place: SavedPlace, distance: Double) {
        self.place = place
        self.distance = distance
    }
}
