import NearbyCLI
import NearbyFormats
import NearbyGeo
import NearbyHours
import NearbyStore

/// `nearby list`'s hours: the instant rows are judged at (now, or `--open-at` read in the zone
/// at `--at`), the "open" filter run nearest first in the store, and each row's state for JSON.
struct ListHours {
    let reader: HoursReader
    /// UTC seconds of the instant the rows are judged at.
    let instant: Int
    /// Whether only venues open at `instant` are listed.
    let filters: Bool
    /// What is said of an `--open-at` time the clocks skip or show twice (nil: nothing).
    let note: String?

    init(_ options: HoursOptions, at location: Coordinate, places: PlaceFinder? = PlaceFinding.finder(),
         now: Int = Platform.unixTime()) throws(UsageError) {
        if options.openNow && options.openAt != nil { throw UsageError("give --open-now or --open-at, not both") }
        reader = HoursReader(places: places, fallbackZone: ZoneRules.system(tz: Platform.environment("TZ")))
        filters = options.openNow || options.openAt != nil
        if let text = options.openAt {
            // Read as `nearby hours` and the app read a local time; a skipped or doubled time is said.
            let zone = reader.zone(of: reader.place(near: location))
            let reading = try LocalTimeArgument.read(text, option: "--open-at", zone: zone)
            instant = reading.utc
            note = LocalTimeArgument.note(reading, zone: zone)
        } else {
            instant = now
            note = nil
        }
    }

    /// The rows of the list: with the filter, the nearest venues open at the instant; with
    /// `facets` (`--where`), the nearest whose facets pass too.
    func rows(_ store: VenueStore, in region: Region, nearestTo point: Coordinate, matching: String?, limit: Int,
              facets: FacetFilter = FacetFilter()) throws(StoreError) -> [VenueRow]
    {
        let open: ((String, Coordinate) -> Bool)? = filters ? { value, coordinate in
            reader.status(value, at: coordinate, utc: instant).isOpen
        } : nil
        return try store.nearest(in: region, to: point, matching: matching, limit: limit, facets: facets, openingHours: open).rows
    }

    /// `"open":true|false|null,"next_change":"YYYY-MM-DD HH:MM"|null` for a row (local to the venue).
    func jsonFields(_ venue: Venue) -> String {
        guard let value = venue.details.openingHours else { return "\"open\":null,\"next_change\":null" }
        let status = reader.status(value, at: venue.coordinate, utc: instant)
        let open = status.isOpen ? "true" : status.isClosed ? "false" : "null"
        let readable = if case .unreadable = status { false } else { true }
        let next = readable ? reader.nextChange(value, at: venue.coordinate, utc: instant) : nil
        return "\"open\":\(open),\"next_change\":" + (next.map { JSONString.quoted($0.description) } ?? "null")
    }
}
