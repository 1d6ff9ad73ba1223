import NearbyGeo
import NearbySQLite
import NearbyText

/// The bundled gazetteer (`Assets/places.sqlite`, doc/PLACES.md), read once into memory and
/// never changed after: it answers a prefix as you type, a name for `--near`, and the nearest
/// place to a point, from any thread.
///
/// The file is read whole at open (about 34,000 places and 184,000 spellings) because a short
/// prefix matches thousands of spellings, and SQLite would join and sort them all on every
/// keystroke; in memory, a prefix is a binary search and a scan.
public final class Gazetteer: PlaceFinder, Sendable {
    /// The places, in the file's order; the indexes below point into it.
    let places: [GazetteerPlace]
    /// Each place's ASCII name ("Sao Paulo"), which counts as its own name like `name`.
    let asciiNames: [String]
    let names: PlaceNameIndex
    /// The places in each one-degree cell (the file's `cell` column).
    let cells: [Int32: [Int32]]

    /// Reads the gazetteer at `path` (opened read-only; the file is not kept open).
    public init(path: String) throws(GazetteerError) {
        do {
            let database = try Database(path: path, mode: .readOnly)
            var places: [GazetteerPlace] = [], asciiNames: [String] = [], cells: [Int32: [Int32]] = [:]
            var indexOf: [Int: Int32] = [:]
            var index = PlaceNameIndex(bytes: [], starts: [0], places: [])
            try database.reading { () throws(SQLiteError) in
                let rows = try database.prepare("""
                    SELECT geonameid, name, asciiname, country_code, coalesce(admin1_name, ''), latitude, longitude,
                           population, timezone, capital, cell FROM places
                    """)
                while try rows.step() {
                    let position = Int32(places.count)
                    let id = rows.int(at: 0)
                    places.append(GazetteerPlace(
                        id: id, name: rows.text(at: 1), countryCode: rows.text(at: 3), division: rows.text(at: 4),
                        coordinate: Coordinate(latitude: rows.double(at: 5), longitude: rows.double(at: 6)),
                        population: rows.int(at: 7), timeZone: rows.text(at: 8), isCapital: rows.int(at: 9) != 0))
                    asciiNames.append(rows.text(at: 2))
                    cells[Int32(rows.int(at: 10)), default: []].append(position)
                    indexOf[id] = position
                }
                var bytes: [UInt8] = [], starts: [Int32] = [0], owners: [Int32] = []
                bytes.reserveCapacity(2_500_000)
                let spellings = try database.prepare("SELECT folded, geonameid FROM names ORDER BY folded, geonameid")
                while try spellings.step() {
                    guard let owner = indexOf[spellings.int(at: 1)] else { continue }
                    bytes.append(contentsOf: spellings.text(at: 0).utf8)
                    starts.append(Int32(bytes.count))
                    owners.append(owner)
                }
                index = PlaceNameIndex(bytes: bytes, starts: starts, places: owners)
            }
            self.places = places
            self.names = index
            self.asciiNames = asciiNames
            self.cells = cells
        } catch {
            throw GazetteerError(path: path, cause: error)
        }
    }

    /// How many places it holds.
    public var count: Int { places.count }

    /// Every place, in the file's order (for tests and the bench).
    public var allPlaces: [GazetteerPlace] { places }

    /// The places one of whose names starts with `text` (case and accents folded), best first:
    /// a place named exactly that, then one with it as another name, then the rest; each group
    /// most populous first.
    public func search(_ text: String, limit: Int = 20) -> [GazetteerPlace] {
        ranked(SearchFolding.fold(String(text.drop { $0 == " " })), limit: limit).map { places[Int($0.place)] }
    }

    /// How well a place matched: lower is better.
    enum Match: UInt8, Comparable {
        /// Its own name (or ASCII name) is the text.
        case name
        /// One of its other names is the text.
        case alternateName
        /// One of its names starts with the text.
        case prefix

        static func < (a: Match, b: Match) -> Bool { a.rawValue < b.rawValue }
    }

    /// The best `limit` places for a folded text, with how they matched.
    func ranked(_ folded: String, limit: Int) -> [(place: Int32, match: Match)] {
        guard !folded.isEmpty, limit > 0 else { return [] }
        let key = Array(folded.utf8)
        let range = names.range(prefixedBy: key)
        var best: [Int32: Match] = [:]
        best.reserveCapacity(min(range.count, 4096))
        for index in range {
            let place = names.places[index]
            let match: Match = names.equals(index, key) ? .alternateName : .prefix
            if let seen = best[place], seen <= match { continue }
            best[place] = match
        }
        var found = best.map { (place: $0.key, match: $0.value) }
        for i in found.indices where found[i].match == .alternateName {
            let place = Int(found[i].place)
            if SearchFolding.fold(places[place].name) == folded || SearchFolding.fold(asciiNames[place]) == folded {
                found[i].match = .name
            }
        }
        return Array(top(found, limit))
    }

    /// The first `limit` of `found` in ranking order, without sorting all of a short prefix's
    /// thousands: the exact matches are few, the rest are picked by population.
    private func top(_ found: [(place: Int32, match: Match)], _ limit: Int) -> ArraySlice<(place: Int32, match: Match)> {
        func before(_ a: (place: Int32, match: Match), _ b: (place: Int32, match: Match)) -> Bool {
            if a.match != b.match { return a.match < b.match }
            let pa = places[Int(a.place)].population, pb = places[Int(b.place)].population
            return pa != pb ? pa > pb : places[Int(a.place)].id < places[Int(b.place)].id
        }
        guard found.count > limit * 8 else { return found.sorted(by: before).prefix(limit) }
        // Keep a sorted window of the best `limit` seen so far; most candidates fail the first test.
        var window: [(place: Int32, match: Match)] = []
        window.reserveCapacity(limit + 1)
        for candidate in found {
            if window.count == limit, let last = window.last, !before(candidate, last) { continue }
            var at = window.count
            while at > 0, before(candidate, window[at - 1]) { at -= 1 }
            window.insert(candidate, at: at)
            if window.count > limit { window.removeLast() }
        }
        return window[...]
    }
}
