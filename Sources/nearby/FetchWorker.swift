#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import NearbyCore
import NearbyProviders
import NearbyStore
import Synchronization

/// Fetches on a thread of its own (a provider may block in curl for seconds), commits each
/// batch in one transaction on its own connection, and reports only through the bus:
/// `fetchStarted`, then `fetchCommitted` + `venuesUpdated`, or `fetchFailed`.
/// Requests that arrive while one runs are coalesced: only the newest location is fetched next.
final class FetchWorker: Sendable {
    private let provider: any VenueProvider
    private let databasePath: String
    private let radius: Double
    private let limit: Int
    private let bus: NotificationBus
    private let pending = Mutex<Coordinate?>(nil)
    private let stopped = Atomic<Bool>(false)
    private let wake = DispatchSemaphore(value: 0)

    private let cancellation: CancellationFlag

    init(provider: any VenueProvider, databasePath: String, radius: Double, limit: Int, bus: NotificationBus,
         cancellation: CancellationFlag) {
        self.provider = provider
        self.cancellation = cancellation
        self.databasePath = databasePath
        self.radius = radius
        self.limit = limit
        self.bus = bus
    }

    func start() {
        // A plain pthread (no Foundation): the worker is retained until `run` returns.
        var thread = pthread_t()
        let worker = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let worker = Unmanaged<FetchWorker>.fromOpaque(context).takeRetainedValue()
            worker.run()
            return nil
        }, worker)
        guard started == 0 else {
            Unmanaged<FetchWorker>.fromOpaque(worker).release()
            return
        }
        pthread_detach(thread)
    }

    func request(at location: Coordinate) {
        pending.withLock { $0 = location }
        wake.signal()
    }

    /// Stops the thread; a transfer in flight is aborted (curl's progress callback sees the flag).
    func stop() {
        stopped.store(true, ordering: .releasing)
        cancellation.cancel()
        wake.signal()
    }

    private func run() {
        var store: VenueStore?
        while true {
            wake.wait()
            if stopped.load(ordering: .acquiring) { return }
            guard let location = pending.withLock({ value -> Coordinate? in
                defer { value = nil }
                return value
            }) else { continue }
            bus.post(.fetchStarted(provider: provider.name, at: location))
            do {
                let venues = try provider.fetch(around: location, radius: radius, limit: limit)
                if store == nil { store = try VenueStore(path: databasePath) }
                guard let store else { continue }
                let summary = try store.upsert(venues, now: Platform.unixTime())
                bus.post(.fetchCommitted(count: summary.total, clock: Platform.clockTime()))
                bus.post(.venuesUpdated)
            } catch let error as ProviderError {
                bus.post(.fetchFailed(reason: error.description))
            } catch let error as StoreError {
                bus.post(.fetchFailed(reason: error.description))
            } catch {
                bus.post(.fetchFailed(reason: "\(error)"))
            }
        }
    }
}
