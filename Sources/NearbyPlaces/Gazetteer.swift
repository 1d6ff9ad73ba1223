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
    /// Each place's population and its position on the unit sphere, apart from the places
    /// themselves: the per-keystroke and per-move loops read only these.
    let populations: [Int]
    let unitVectors: [UnitVector]
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
            self.populations = places.map(\.population)
            self.unitVectors = places.map { UnitVector($0.coordinate) }
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
}
