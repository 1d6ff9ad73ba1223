import NearbyGeo
import NearbySQLite
import NearbyText
import Synchronization

/// The bundled gazetteer (`Assets/places.sqlite`, doc/PLACES.md), queried where it lies and
/// never changed: it answers a prefix as you type, a name for `--near`, and the nearest place
/// to a point, from any thread.
///
/// Nothing of the file is held in memory but SQLite's small page cache: a short prefix (which
/// names thousands of spellings) is looked up in the file's `prefixes` table of leaders, a
/// longer one is a short range of the `names` key, the nearest place a few one-degree cells of
/// `places_cell`. Reading it all in took 15 MB of the app's memory.
public final class Gazetteer: PlaceFinder, Sendable {
    /// The connection: not Sendable, so it is only touched while `lock` is held (a `Mutex`
    /// holding it could not hand it to the queries' closures).
    private nonisolated(unsafe) let file: GazetteerFile
    private let lock = Mutex(())

    /// Opens the gazetteer at `path` read-only (kept open).
    public init(path: String) throws(GazetteerError) {
        do {
            file = try GazetteerFile(path: path)
        } catch {
            throw GazetteerError(path: path, cause: error)
        }
    }

    /// Runs `body` on the file; a read that fails once the file is open (it is read-only and
    /// never changes: a disk error) answers `fallback`.
    func reading<T: Sendable>(_ fallback: T, _ body: (GazetteerFile) throws(SQLiteError) -> T) -> T {
        lock.withLock { _ in
            do {
                return try body(file)
            } catch {
                return fallback
            }
        }
    }

    /// How many places it holds.
    public var count: Int { reading(0) { file throws(SQLiteError) in try file.placeCount() } }

    /// Every place, in the file's order (for tests and the bench: it reads them all).
    public var allPlaces: [GazetteerPlace] { reading([]) { file throws(SQLiteError) in try file.everyPlace() } }

    /// The places one of whose names starts with `text` (case and accents folded), best first:
    /// a place named exactly that, then one with it as another name, then the rest; each group
    /// most populous first.
    public func search(_ text: String, limit: Int = 20) -> [GazetteerPlace] {
        ranked(SearchFolding.fold(String(text.drop { $0 == " " })), limit: limit).map(\.place)
    }
}
