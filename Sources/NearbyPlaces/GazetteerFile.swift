import NearbyGeo
import NearbySQLite

/// The gazetteer file's read-only connection and the few queries the gazetteer asks it, each
/// touching a handful of pages: a place by id, the places spelled so, a prefix's leaders, a
/// short range of spellings, the places of a few one-degree cells. Not Sendable: the gazetteer
/// uses it under its lock.
final class GazetteerFile {
    private let database: Database
    private let placeByID, allRows, spelledSo, leaders, prefixed, inCells, spellingsOfLength: Statement
    /// How many places the `prefixes` table keeps per prefix (its `meta` says): a prefix with
    /// fewer kept every place it names.
    let leadersKept: Int

    /// SQLite's page cache for this connection, in KiB. A query reads a few pages, seldom the
    /// same ones twice in a row; the default cache (2 MB) would only fill up with pages of the
    /// 10 MB file read once, on the app's heap, for good.
    static let cacheKiB = 256

    static let placeColumns = """
        geonameid, name, asciiname, country_code, coalesce(admin1_name, ''), latitude, longitude, population, timezone, capital
        """

    /// Opens the file (immutable: a bundled asset never changes under the app) and compiles
    /// every query: a file without the tables (another file, an older schema) fails here, with
    /// SQLite's reason.
    init(path: String) throws(SQLiteError) {
        database = try Database(path: path, mode: .immutable)
        try database.execute("PRAGMA cache_size = -\(Self.cacheKiB)")
        placeByID = try database.prepare("SELECT \(Self.placeColumns) FROM places WHERE geonameid = ?1")
        allRows = try database.prepare("SELECT \(Self.placeColumns) FROM places")
        spelledSo = try database.prepare("SELECT DISTINCT geonameid FROM names WHERE folded = ?1")
        leaders = try database.prepare("SELECT geonameid FROM prefixes WHERE prefix = ?1 ORDER BY rank")
        // The key range of the spellings that start with ?1 (as doc/PLACES.md queries it).
        prefixed = try database.prepare("""
            SELECT DISTINCT n.geonameid, p.population FROM names n JOIN places p USING (geonameid)
            WHERE n.folded >= ?1 AND n.folded < ?1 || char(1114111)
            """)
        inCells = try database.prepare("SELECT geonameid, latitude, longitude FROM places WHERE cell BETWEEN ?1 AND ?2")
        // SQLite's length counts code points, as Unicode.Scalar does.
        spellingsOfLength = try database.prepare("SELECT folded, geonameid FROM names WHERE length(folded) BETWEEN ?1 AND ?2")
        let kept = try database.prepare("SELECT value FROM meta WHERE key = 'prefix_leaders'")
        leadersKept = try kept.step() ? Int(kept.text(at: 0)) ?? 0 : 0
    }

    /// The place with GeoNames id `id`, and its ASCII name.
    func place(_ id: Int) throws(SQLiteError) -> (place: GazetteerPlace, asciiName: String)? {
        let statement = placeByID
        defer { statement.reset() }
        try statement.bind(integer: id, at: 1)
        return try statement.step() ? Self.place(statement) : nil
    }

    /// How many places the file holds.
    func placeCount() throws(SQLiteError) -> Int {
        let statement = try database.prepare("SELECT count(*) FROM places")
        return try statement.step() ? statement.int(at: 0) : 0
    }

    /// Every place, in the file's order (GeoNames id).
    func everyPlace() throws(SQLiteError) -> [GazetteerPlace] {
        let statement = allRows
        defer { statement.reset() }
        var out: [GazetteerPlace] = []
        while try statement.step() { out.append(Self.place(statement).place) }
        return out
    }

    /// The ids of the places one of whose spellings is exactly `folded`.
    func places(spelled folded: String) throws(SQLiteError) -> [Int] {
        try ids(spelledSo, folded)
    }

    /// A prefix's most populous places (ties by id), most populous first, when the file keeps
    /// them (a prefix of many spellings); else empty.
    func leaders(of prefix: String) throws(SQLiteError) -> [Int] {
        try ids(leaders, prefix)
    }

    /// Each place (id, population) one of whose spellings starts with `prefix`, once.
    func places(prefixedBy prefix: String) throws(SQLiteError) -> [(id: Int, population: Int)] {
        let statement = prefixed
        defer { statement.reset() }
        try statement.bind(text: prefix, at: 1)
        var out: [(id: Int, population: Int)] = []
        var seen = Set<Int>()
        while try statement.step() {
            let id = statement.int(at: 0)
            if seen.insert(id).inserted { out.append((id, statement.int(at: 1))) }
        }
        return out
    }

    /// Calls `body` with each place (id, coordinate) of the one-degree cells `cells`.
    func places(inCells cells: ClosedRange<Int>, _ body: (Int, Coordinate) -> Void) throws(SQLiteError) {
        let statement = inCells
        defer { statement.reset() }
        try statement.bind(integer: cells.lowerBound, at: 1)
        try statement.bind(integer: cells.upperBound, at: 2)
        while try statement.step() {
            body(statement.int(at: 0), Coordinate(latitude: statement.double(at: 1), longitude: statement.double(at: 2)))
        }
    }

    /// Calls `body` with each spelling (and its place's id) of `lengths` characters.
    func spellings(ofLength lengths: ClosedRange<Int>, _ body: (String, Int) -> Void) throws(SQLiteError) {
        let statement = spellingsOfLength
        defer { statement.reset() }
        try statement.bind(integer: lengths.lowerBound, at: 1)
        try statement.bind(integer: lengths.upperBound, at: 2)
        while try statement.step() { body(statement.text(at: 0), statement.int(at: 1)) }
    }

    private func ids(_ statement: Statement, _ text: String) throws(SQLiteError) -> [Int] {
        defer { statement.reset() }
        try statement.bind(text: text, at: 1)
        var out: [Int] = []
        while try statement.step() { out.append(statement.int(at: 0)) }
        return out
    }

    private static func place(_ row: Statement) -> (place: GazetteerPlace, asciiName: String) {
        (GazetteerPlace(id: row.int(at: 0), name: row.text(at: 1), countryCode: row.text(at: 3), division: row.text(at: 4),
                        coordinate: Coordinate(latitude: row.double(at: 5), longitude: row.double(at: 6)),
                        population: row.int(at: 7), timeZone: row.text(at: 8), isCapital: row.int(at: 9) != 0),
         row.text(at: 2))
    }
}
