import NearbyGeo

/// Reads venues' hours in their own place: the zone, country and division come from a
/// `PlaceFinder` (the gazetteer's nearest city), else `fallbackZone` and no public holidays.
/// Parsed values, places and states are kept, so a list of thousands of venues sharing a few
/// dozen values evaluates each value once per minute asked about. Not Sendable: one per thread.
public final class HoursReader {
    /// Where a venue's hours are read: its zone and the country and division of its holidays.
    public struct Place: Hashable, Sendable {
        public var zoneName: String
        public var country: String?
        public var division: String?
    }

    private let places: PlaceFinder?
    private let fallbackZone: ZoneRules
    private var zones: [String: ZoneRules] = [:]
    private var placeCells: [Cell: Place] = [:]
    private var parsed: [ParseKey: Result<OpeningHours, HoursSyntaxError>] = [:]
    private var states: [StateKey: HoursStatus] = [:]
    /// Beyond this many entries a cache starts again, so a long session's memory stays bounded.
    private static let cacheLimit = 20_000

    public init(places: PlaceFinder?, fallbackZone: ZoneRules) {
        self.places = places
        self.fallbackZone = fallbackZone
    }

    /// About a kilometre: places are looked up once per cell (the nearest city hardly changes within one).
    private struct Cell: Hashable {
        var lat: Int
        var lon: Int
        init(_ c: Coordinate) {
            lat = Int((c.latitude * 100).rounded(.down))
            lon = Int((c.longitude * 100).rounded(.down))
        }
    }

    private struct ParseKey: Hashable {
        var value: String
        var place: Place
        /// Only for values with sun times (they differ by the kilometre); nil otherwise.
        var cell: Cell?
    }

    private struct StateKey: Hashable {
        var parse: ParseKey
        var minute: Int
    }

    /// The place a coordinate's hours are read in.
    public func place(near coordinate: Coordinate) -> Place {
        let cell = Cell(coordinate)
        if let known = placeCells[cell] { return known }
        var place = Place(zoneName: fallbackZone.name, country: nil, division: nil)
        if let local = places?.localPlace(near: coordinate) {
            if !local.timeZone.isEmpty, zone(named: local.timeZone) != nil { place.zoneName = local.timeZone }
            place.country = local.countryCode.isEmpty ? nil : local.countryCode
            place.division = local.division.isEmpty ? nil : local.division
        }
        if placeCells.count >= Self.cacheLimit { placeCells.removeAll() }
        placeCells[cell] = place
        return place
    }

    /// The zone rules of a place (the fallback zone when its name cannot be read).
    public func zone(of place: Place) -> ZoneRules { zone(named: place.zoneName) ?? fallbackZone }

    private func zone(named name: String) -> ZoneRules? {
        if name == fallbackZone.name { return fallbackZone }
        if let known = zones[name] { return known }
        guard let loaded = try? ZoneRules.load(name) else { return nil }
        zones[name] = loaded
        return loaded
    }

    /// The local time at a venue of a UTC instant (seconds since 1970).
    public func localTime(utc seconds: Int, near coordinate: Coordinate) -> LocalTime {
        LocalTime(minutes: floorDiv(zone(of: place(near: coordinate)).localSeconds(fromUTC: seconds), 60))
    }

    /// The parsed value for a venue, or why it cannot be read there.
    public func hours(_ value: String, at coordinate: Coordinate) -> Result<OpeningHours, HoursSyntaxError> {
        hours(key(value, at: coordinate), at: coordinate)
    }

    private func key(_ value: String, at coordinate: Coordinate) -> ParseKey {
        let place = place(near: coordinate)
        var key = ParseKey(value: value, place: place, cell: nil)
        if case .success(let hours)? = parsed[key], hours.usesSun { key.cell = Cell(coordinate) }
        return key
    }

    private func hours(_ key: ParseKey, at coordinate: Coordinate) -> Result<OpeningHours, HoursSyntaxError> {
        if let known = parsed[key] { return known }
        let location = HoursLocation(country: key.place.country, state: key.place.division,
                                     latitude: coordinate.latitude, longitude: coordinate.longitude)
        let result: Result<OpeningHours, HoursSyntaxError>
        do throws(HoursSyntaxError) {
            result = .success(try OpeningHours(key.value, location: location, zone: zone(of: key.place)))
        } catch {
            result = .failure(error)
        }
        if parsed.count >= Self.cacheLimit { parsed.removeAll() }
        parsed[key] = result
        // A value with sun times is kept per cell too; the first parse (per place) says whether it has them.
        if key.cell == nil, case .success(let hours) = result, hours.usesSun {
            var cellKey = key
            cellKey.cell = Cell(coordinate)
            parsed[cellKey] = result
        }
        return result
    }

    /// The state of `value` at a UTC instant for a venue at `coordinate` (without looking ahead:
    /// `nextChange` says when it changes).
    public func status(_ value: String, at coordinate: Coordinate, utc seconds: Int) -> HoursStatus {
        let local = localTime(utc: seconds, near: coordinate)
        let parseKey = key(value, at: coordinate)
        let stateKey = StateKey(parse: parseKey, minute: local.minutes)
        if let known = states[stateKey] { return known }
        let status: HoursStatus
        switch hours(parseKey, at: coordinate) {
        case .failure(let error):
            status = .unreadable(error)
        case .success(let hours):
            let (state, comment) = hours.state(at: local)
            switch state {
            case .open: status = .open(until: nil)
            case .closed: status = .closed(opens: nil)
            case .unknown: status = .unknown(comment: comment)
            }
        }
        if states.count >= Self.cacheLimit { states.removeAll() }
        states[stateKey] = status
        return status
    }

    /// When the state of `value` at a venue next changes after a UTC instant (local time), looking
    /// at most `days` ahead; nil when it does not change in that time or cannot be read.
    public func nextChange(_ value: String, at coordinate: Coordinate, utc seconds: Int, days: Int = 8) -> LocalTime? {
        guard case .success(let hours) = hours(value, at: coordinate) else { return nil }
        return hours.nextChange(after: localTime(utc: seconds, near: coordinate), days: days)
    }
}

extension OpeningHours {
    /// Whether any rule's times come from the sun (they differ from place to place).
    var usesSun: Bool {
        rules.contains { rule in
            rule.times.contains { span in
                if case .sun = span.start { return true }
                if case .sun? = span.end { return true }
                return false
            }
        }
    }
}
