import NearbyFormats
import NearbyHours

/// The list's opening hours: each venue's value parsed once (per value and place), the state
/// of each row shown with the time it holds until, and the "open now" filter. Update fills it
/// for the rows on screen only; the screen only reads it.
public struct HoursBook: Sendable {
    /// `o`: the list shows only the venues open at the app's clock.
    public var openNow = false
    /// The zone of the status bar's clock and of venues whose place is not known (`TZ` or the
    /// system's zone; the gazetteer's, at the start, when there is one).
    public var homeZone: ZoneRules = .utc
    /// `--time` as read in the home zone when the clocks skip or show that time twice (the
    /// status bar says how it was read); nil once the clock is moved, or when shown once.
    public var clockReading: LocalReading?
    /// How many venues the last "open now" reload looked at, and whether the region holds more.
    public var openOf: (count: Int, more: Bool)?
    /// Whether any listed row has an `opening_hours` tag: only then do rows give the state a column.
    public var listHasHours = false
    /// Until when (Unix seconds) the last "open now" reload's answer holds, and from when.
    var filterValid: Range<Double> = -Double.infinity..<Double.infinity
    /// The venues' places from the last reloads, where they differ from the home zone's.
    var places: [VenueKey: HoursPlace] = [:]
    var parsed: [VenueKey: VenueHours] = [:]
    var shown: [VenueKey: ShownHours] = [:]
    /// Whether a shown state changed in the last event (a tick then redraws).
    var changed = false

    /// The bounds past which the caches start over (a long walk meets many venues).
    public static let cacheLimit = 4096

    public init() {}

    /// A row's state, as last evaluated for the screen (nil: not evaluated, the row is not shown).
    public func status(of key: VenueKey) -> HoursStatus? { shown[key]?.status }

    /// The parsed hours of a venue on screen (nil without a tag or before it was shown).
    public func hours(of key: VenueKey) -> VenueHours? { parsed[key] }

    /// The place a venue's hours are read at.
    public func place(of key: VenueKey) -> HoursPlace { places[key] ?? HoursPlace(zone: homeZone) }

    /// The venue's hours, parsed again only when its value or place changed.
    mutating func reading(_ venue: Venue) -> VenueHours? {
        guard let value = venue.details.openingHours else { return nil }
        let place = place(of: venue.key)
        if let known = parsed[venue.key], known.value == value, known.place == place { return known }
        if parsed.count >= Self.cacheLimit { parsed.removeAll(keepingCapacity: true) }
        let hours = VenueHours(value: value, place: place, latitude: venue.coordinate.latitude,
                               longitude: venue.coordinate.longitude)
        parsed[venue.key] = hours
        return hours
    }

    /// Brings a row's state up to the clock: evaluated again only when the clock left the
    /// stretch the last answer holds for, or the value changed.
    mutating func refresh(_ venue: Venue, at now: Double) {
        let value = venue.details.openingHours
        if let known = shown[venue.key], known.value == value, known.valid.contains(now),
           value == nil || parsed[venue.key]?.place == place(of: venue.key) { return }
        let answer = reading(venue).map { $0.status(atUnix: now) } ?? (.unknown(comment: nil), .infinity)
        if shown.count >= Self.cacheLimit { shown.removeAll(keepingCapacity: true) }
        let before = shown[venue.key]?.status
        shown[venue.key] = ShownHours(value: value, status: answer.status, valid: now..<max(answer.until, now.nextUp))
        if before != answer.status { changed = true }
    }
}

/// A row's state and the stretch of time it holds for.
struct ShownHours: Sendable {
    var value: String?
    var status: HoursStatus
    var valid: Range<Double>
}
