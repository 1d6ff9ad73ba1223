import NearbyApp
import NearbyFormats
import NearbyGeo
import NearbySQLite
import NearbyStore

/// The list's reload (`Effect.loadVenues`): the visible region's rows from the store, nearest
/// first, with their details and the places their hours are read at; with facets, only the rows
/// they accept (and the count without them); with "open now", only the rows open at the app's clock. Owned by the main thread, like the reading connection.
final class VenueReload {
    private let reader: VenueStore
    let places: VenuePlaces
    /// The values the filter parsed, per venue (parsed again only when a value or place changes).
    private var parsed: [VenueKey: VenueHours] = [:]

    init(reader: VenueStore, places: VenuePlaces) {
        self.reader = reader
        self.places = places
    }

    func load(region: Region, from point: Coordinate, matching: String?, limit: Int, openAt: Double?,
              facets: FacetFilter = FacetFilter()) throws -> Event {
        var found = try reader.nearest(in: region, to: point, matching: matching, limit: limit)
        var facetLoad = FacetLoad()
        if !facets.isEmpty {
            // The title's "of 35" is the plain read's count (its cost follows the limit, not the
            // region). When that read holds every venue of the region, the facets judge its rows;
            // else the store's facet read finds the nearest that pass, however far in the region.
            facetLoad = FacetLoad(filter: facets, unfiltered: found.rows.count, unfilteredMore: !found.isComplete)
            if found.isComplete {
                found.rows = found.rows.filter { facets.accepts($0.venue.facets) }
            } else {
                found = try reader.nearest(in: region, to: point, matching: matching, limit: limit, facets: facets)
            }
        }
        var rows = found.rows
        var hours = HoursLoad()
        for row in rows {
            if let place = places.place(of: row.venue) { hours.places[row.venue.key] = place }
        }
        if let openAt {
            hours.openOf = (rows.count, !found.isComplete)
            (rows, hours.valid) = openNow(rows, at: openAt, places: hours.places)
        }
        // The map counts every venue of the region when the list cannot show them all. (A list
        // filtered by name, hours or facets keeps its pins: the per-cell counts know none of them.)
        let filtered = matching != nil || openAt != nil || !facets.isEmpty
        let clusters = found.isComplete || filtered ? [] : try reader.clusters(in: region)
        return .venuesLoaded(rows, complete: found.isComplete, clusters: clusters, hours: hours, facets: facetLoad)
    }

    /// When the store last wrote a venue from a fetch (Unix seconds); nil for rows a fetch never
    /// wrote (the bundled dataset's load and imports record 0).
    func fetchTime(of key: VenueKey) throws -> Double? {
        let statement = try reader.database.prepare("SELECT updated_at FROM venue WHERE provider = ? AND id = ?")
        try statement.bind([.text(key.provider), .text(key.id)])
        guard try statement.step(), !statement.isNull(at: 0) else { return nil }
        let seconds = statement.int(at: 0)
        return seconds > 0 ? Double(seconds) : nil
    }

    /// "Open now": the rows open at `time` (Unix seconds), and the stretch of time that answer
    /// holds (until the first of them opens or closes). The one place the list is filtered by
    /// hours. It judges the rows the list would show (so the title can say "12 open of 35"); the
    /// store's nearest-first read with an hours predicate (`nearby list --open-now`) answers the
    /// other question, the nearest open venues however far.
    func openNow(_ rows: [VenueRow], at time: Double, places: [VenueKey: HoursPlace]) -> (rows: [VenueRow], valid: Range<Double>) {
        var until = Double.infinity
        if parsed.count >= HoursBook.cacheLimit { parsed.removeAll(keepingCapacity: true) }
        let open = rows.filter { row in
            guard let value = row.venue.details.openingHours else { return false }
            let place = places[row.venue.key] ?? HoursPlace(zone: self.places.home)
            var hours = parsed[row.venue.key]
            if hours?.value != value || hours?.place != place {
                hours = VenueHours(value: value, place: place, latitude: row.venue.coordinate.latitude,
                                   longitude: row.venue.coordinate.longitude)
                parsed[row.venue.key] = hours
            }
            guard let answer = hours?.status(atUnix: time) else { return false }
            until = min(until, answer.until)
            return answer.status.isOpen
        }
        return (open, time..<max(until, time.nextUp))
    }
}
