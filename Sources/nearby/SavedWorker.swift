import NearbyApp
import NearbyFormats
import NearbyRuntime
import NearbyStore
import Synchronization

/// Changes and reads the saved places on a thread of its own, on its own connection, so a
/// database another program holds locked never stops a frame: the main thread only hands
/// commands over (`ask`) and hears back on the bus. Commands are done one at a time in the
/// order asked, none dropped; after each, the places as the store now holds them are reported
/// (`savedLoaded`), or why it could not be done (`savedFailed`). A locked database is waited
/// for `busyTimeout` milliseconds and tried again up to `attempts` times in all; `stop`
/// finishes what was asked before the thread ends, so quitting never loses a save.
final class SavedWorker: Sendable {
    private let databasePath: String
    private let busyTimeout: Int32
    private let attempts: Int
    private let report: @Sendable (Event) -> Void
    private let queue = Mutex<[SavedEdit]>([])
    private let worker = Worker()
    private let refusals = Atomic<Int>(0)

    init(databasePath: String, busyTimeout: Int32 = 2000, attempts: Int = 5, report: @escaping @Sendable (Event) -> Void) {
        self.databasePath = databasePath
        self.busyTimeout = busyTimeout
        self.attempts = max(1, attempts)
        self.report = report
    }

    /// How many tries a database held locked by another writer has refused so far.
    var lockedTries: Int { refusals.load(ordering: .acquiring) }

    /// Starts the thread; false (said on the bus) when it cannot.
    @discardableResult
    func start() -> Bool {
        do {
            try worker.start { self.run() }
            return true
        } catch {
            report(.savedFailed(reason: "cannot start the saved places' thread: \(error)"))
            return false
        }
    }

    /// Hands a command over, after those not yet done. Safe from any thread.
    func ask(_ command: SavedEdit) {
        queue.withLock { $0.append(command) }
        worker.wake()
    }

    /// Ends the thread once the commands asked are done (a locked database is not waited for
    /// again meanwhile).
    func stop() {
        worker.stop()
    }

    private func take() -> SavedEdit? {
        queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    private func run() {
        var store: VenueStore?
        while true {
            let going = worker.waitForWork()
            while let command = take() { perform(command, store: &store) }
            if !going { return }
        }
    }

    private func perform(_ command: SavedEdit, store: inout VenueStore?) {
        if store == nil { store = attempting { () throws(StoreError) in try VenueStore(path: databasePath, busyTimeout: busyTimeout) } }
        guard let store else { return }
        // The change and the read after it are tried again apart: a change made is never made twice.
        guard let change = attempting({ () throws(StoreError) in try apply(command, to: store) }),
              let places = attempting({ () throws(StoreError) in try store.savedPlaces() }) else { return }
        report(.savedLoaded(places, change: change))
    }

    /// Runs `body`, again while another writer holds the database locked through the busy
    /// timeout (up to `attempts` times in all, none more once quitting); nil when it failed,
    /// said on the bus.
    private func attempting<T>(_ body: () throws(StoreError) -> T) -> T? {
        var attempt = 1
        while true {
            do {
                return try body()
            } catch {
                if error.isLocked { refusals.add(1, ordering: .releasing) }
                if error.isLocked, attempt < attempts, !worker.isStopping {
                    attempt += 1
                    continue
                }
                report(.savedFailed(reason: error.description))
                return nil
            }
        }
    }

    /// Does `command`; says what changed, for the status bar.
    private func apply(_ command: SavedEdit, to store: VenueStore) throws(StoreError) -> SavedChange {
        switch command {
        case .load:
            return .loaded
        case .toggle(let venue):
            let saved = try store.toggleSaved(venue, now: Platform.unixTime())
            return saved ? .saved(name: venue.name) : .removed(name: venue.name)
        case .note(let number, let text):
            guard let place = try store.savedPlace(number: number) else { return .unchanged }
            do {
                try store.setSavedNote(number: number, note: text)
            } catch .rowMissing {
                return .unchanged
            }
            return .noted(name: place.name)
        case .remove(let number):
            guard let place = try store.savedPlace(number: number) else { return .unchanged }
            return try store.removeSaved(number: number) ? .removed(name: place.name) : .unchanged
        }
    }
}

extension StoreError {
    /// Whether another connection held the database locked (SQLITE_BUSY or SQLITE_LOCKED).
    var isLocked: Bool {
        switch self {
        case .sqlite(let error), .cannotOpen(_, let error): return error.isBusy
        default: return false
        }
    }
}
