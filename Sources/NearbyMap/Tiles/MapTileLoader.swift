import Dispatch
import Synchronization
import NearbyGeo
import NearbyRuntime
import NearbyTileFormats

/// Reads and decodes the map's tiles on a thread of its own, so the thread that draws never
/// waits on tile I/O or decode (mapterm's pattern): the app's `loadTiles` effect hands it what a
/// frame lacks (`want`), the loader reads and decodes them nearest-first, shelves each one and
/// posts `tilesUpdated` (after `tileReadFailed` when the read failed) — the map redraws, drawing
/// a loaded ancestor scaled meanwhile. `stop` joins the thread.
public final class MapTileLoader: Sendable {
    /// What the loader holds for a tile.
    public enum Lookup: Equatable, Sendable {
        /// Decoded (nil: the source has no tile there, or it could not be read).
        case loaded(MVTTile?)
        /// Not decoded yet (queued, being read, or waiting for an online source).
        case loading
    }

    fileprivate struct Shelf {
        /// What the last frame lacks, in its order (nearest the centre first).
        var wanted: [TileKey] = []
        /// All the last frame asked for (`wanted` loses each key as it is taken).
        var asked: [TileKey] = []
        /// Decoded tiles, costed in bytes (`MVTTile.approximateBytes`): a few huge tiles weigh
        /// what they hold, not one apiece.
        var decoded = CostLRU<TileKey, MVTTile?>(costLimit: MapTileLoader.decodedBytes)
        /// Tiles an online source does not hold yet: not read again until `refresh`.
        var waiting: Set<TileKey> = []
        var inFlight: TileKey?
        /// `refresh` came for the tile in flight: read it again.
        var refreshedInFlight = false
        /// Failed reads reported so far (the log gets the first hundred).
        var failures = 0
    }

    /// The bound of the decoded tiles shelved, bytes.
    static let decodedBytes = 32 << 20

    private let shelf = Mutex(Shelf())
    private let reader: ReaderHandle
    private let post: @Sendable (TileLoadReport) -> Void
    private let worker = Worker()
    /// Tiles read and decoded so far (tests and the log).
    private let decodes = Atomic<Int>(0)

    /// `reader` is handed to the loader's thread and used by no other; `post` is called on
    /// that thread with `tilesUpdated` after each tile is shelved.
    public init(reader: sending any TileReader, post: @escaping @Sendable (TileLoadReport) -> Void) {
        self.reader = ReaderHandle(reader)
        self.post = post
    }

    /// What is shelved for `key`. Never blocks on I/O.
    public func lookup(_ key: TileKey) -> Lookup {
        shelf.withLock { shelf in
            if let hit = shelf.decoded.value(for: key) { return .loaded(hit) }
            return .loading
        }
    }

    /// Replaces what is wanted (the tiles a frame lacks, most wanted first); tiles that left
    /// the view are dropped from the queue.
    public func want(_ keys: [TileKey]) {
        var seen = Set<TileKey>()
        let unique = keys.filter { seen.insert($0).inserted }
        shelf.withLock { shelf in
            shelf.wanted = unique
            shelf.asked = unique
        }
        worker.wake()
    }

    /// These tiles changed at the source (an online source committed them): read them again.
    public func refresh(_ keys: [TileKey]) {
        shelf.withLock { shelf in
            for key in keys {
                shelf.waiting.remove(key)
                shelf.decoded.remove(key)
                if shelf.inFlight == key { shelf.refreshedInFlight = true }
                if !shelf.wanted.contains(key) { shelf.wanted.insert(key, at: 0) }
            }
        }
        worker.wake()
    }

    /// What waits to be read, most wanted first (tests: what the loader was asked for).
    var queued: [TileKey] { shelf.withLock { $0.wanted } }

    public var decodeCount: Int { decodes.load(ordering: .relaxed) }

    public func start() -> Bool {
        do {
            try worker.start { self.run() }
            return true
        } catch {
            return false
        }
    }

    /// Lets the tile being read finish and joins the thread.
    public func stop() {
        worker.stop()
    }

    private func run() {
        while worker.waitForWork() {
            while !worker.isStopping, let key = next() {
                load(key)
            }
        }
    }

    /// The most wanted tile neither shelved nor waiting, marked in flight.
    private func next() -> TileKey? {
        shelf.withLock { shelf in
            while !shelf.wanted.isEmpty {
                let key = shelf.wanted.removeFirst()
                if shelf.waiting.contains(key) || shelf.decoded.value(for: key) != nil { continue }
                if shelf.outstayed(key) { continue }
                shelf.inFlight = key
                shelf.refreshedInFlight = false
                return key
            }
            return nil
        }
    }

    private func load(_ key: TileKey) {
        var tile: MVTTile?
        var failure: String?
        var notYet = false
        do {
            switch try reader.reader.read(key) {
            case .tile(let bytes):
                tile = try MVTDecoder.decode(compressed: bytes)
                decodes.add(1, ordering: .relaxed)
            case .noTile: break
            case .notYet: notYet = true
            }
        } catch {
            failure = "\(error)"
        }
        let (shelved, reported) = shelf.withLock { shelf -> (Bool, Bool) in
            defer { shelf.inFlight = nil }
            if notYet {
                // A commit that came while reading: read again, else wait for `refresh`.
                if shelf.refreshedInFlight { shelf.wanted.insert(key, at: 0) } else { shelf.waiting.insert(key) }
                return (false, false)
            }
            shelf.decoded.insert(tile, for: key, cost: tile?.approximateBytes ?? MVTTile.missingEntryBytes)
            guard failure != nil, shelf.failures < 100 else { return (true, false) }
            shelf.failures += 1
            return (true, true)
        }
        if reported, let failure { post(.tileReadFailed(key, reason: failure)) }
        if shelved { post(.tilesUpdated(key)) }
    }
}

extension MapTileLoader.Shelf {
    /// Whether `key` was asked for only to stand in for tiles below it that have all arrived
    /// since: a frame asks for the ancestors it draws while its own tiles load, and reading
    /// them after those tiles came would decode (and hold) them for nothing. A tile the source
    /// lacks (shelved as nil) still needs its ancestor, drawn overzoomed in its place.
    /// Only the deepest tiles asked below `key` count (the frame's own): the ancestors between
    /// them stand in just as `key` does.
    mutating func outstayed(_ key: TileKey) -> Bool {
        func isBelow(_ tile: TileKey, _ above: TileKey) -> Bool {
            tile.zoom > above.zoom && tile.ancestor(levels: tile.zoom - above.zoom) == above
        }
        let below = asked.filter { isBelow($0, key) }
        let deepest = below.filter { tile in !below.contains { isBelow($0, tile) } }
        guard !deepest.isEmpty else { return false }
        return deepest.allSatisfy { tile in
            if case .some(.some) = decoded.value(for: tile) { return true }
            return false
        }
    }
}

/// The reader as a value the loader can hold: after `init` only the loader's thread touches it.
private struct ReaderHandle: @unchecked Sendable {
    let reader: any TileReader
    init(_ reader: any TileReader) { self.reader = reader }
}
