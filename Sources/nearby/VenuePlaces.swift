import NearbyApp
import NearbyFormats
import NearbyGeo
import NearbyHours

/// Where each venue's hours are read: the place finder's nearest place (its zone, country and
/// division) when there is a finder and it knows one, else the home zone with no holidays.
/// Zone files are read once each; answers are kept per venue. Owned by the main thread.
final class VenuePlaces {
    private(set) var finder: (any PlaceFinder)?
    let home: ZoneRules
    private var zones: [String: ZoneRules] = [:]
    private var known: [VenueKey: HoursPlace?] = [:]

    init(finder: (any PlaceFinder)?, home: ZoneRules) {
        self.finder = finder
        self.home = home
    }

    /// Reads hours where each venue is from now on (the gazetteer, once its thread has read it).
    func use(_ finder: any PlaceFinder) {
        self.finder = finder
        known.removeAll()
    }

    /// The place of a venue, or nil when it is the home zone's with no country (the app's default).
    func place(of venue: Venue) -> HoursPlace? {
        guard let finder else { return nil }
        if let answer = known[venue.key] { return answer }
        if known.count >= HoursBook.cacheLimit { known.removeAll(keepingCapacity: true) }
        let answer = finder.localPlace(near: venue.coordinate).map { local in
            HoursPlace(zone: zone(named: local.timeZone), country: local.countryCode, division: local.division)
        }
        known[venue.key] = answer
        return answer
    }

    /// The place at a coordinate (the start location's, for the app's clock), or the home zone's.
    func zone(at coordinate: Coordinate) -> ZoneRules {
        guard let local = finder?.localPlace(near: coordinate), !local.timeZone.isEmpty else { return home }
        return zone(named: local.timeZone)
    }

    private func zone(named name: String) -> ZoneRules {
        guard !name.isEmpty else { return home }
        if let zone = zones[name] { return zone }
        let zone = (try? ZoneRules.load(name)) ?? home
        zones[name] = zone
        return zone
    }
}
