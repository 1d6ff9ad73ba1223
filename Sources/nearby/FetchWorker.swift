import NearbyApp
import NearbyGeo
import NearbyHTTP
import NearbyProviders
import NearbyRuntime
import NearbyStore

/// Fetches on a thread of its own (a provider may block in curl for seconds), commits each
/// batch in one transaction on its own connection, and reports only through `report` (the app
/// posts to its bus): `fetchStarted`, then `fetchCommitted` + `venuesUpdated`, or `fetchFailed`.
/// The app asks through `requests`: those that arrive while one runs are coalesced, only the
/// newest location is fetched next; their `stop` aborts a transfer in flight (curl's progress
/// callback sees the flag) and joins the thread, so the process never exits in the middle of
/// an upsert.
final class FetchWorker: Sendable {
    private let provider: any VenueProvider
    private let databasePath: String
    private let radius: Double
    private let limit: Int
    private let report: @Sendable (Event) -> Void
    let requests: NewestRequestWorker<Coordinate>

    init(provider: any VenueProvider, databasePath: String, radius: Double, limit: Int,
         cancellation: CancellationFlag, report: @escaping @Sendable (Event) -> Void) {
        self.provider = provider
        requests = NewestRequestWorker { cancellation.cancel() }
        self.databasePath = databasePath
        self.radius = radius
        self.limit = limit
        self.report = report
    }

    /// Starts the thread (a joinable pthread, not a detached one: `stop` waits for it).
    func start() {
        do {
            try requests.start { self.run() }
        } catch {
            report(.fetchFailed(.other("cannot start the fetch thread: \(error)")))
        }
    }

    private func run() {
        var store: VenueStore?
        while let location = requests.next() {
            report(.fetchStarted(provider: provider.name, at: location))
            do {
                let venues = try provider.fetch(around: location, radius: radius, limit: limit)
                report(.fetchReceived(count: venues.count))
                if store == nil { store = try VenueStore(path: databasePath) }
                guard let store else { continue }
                let summary = try store.upsert(venues, now: Platform.unixTime())
                report(.fetchCommitted(count: summary.total, at: Platform.now()))
                report(.venuesUpdated)
            } catch let error as ProviderError {
                // A limit with a known end is held in the state and retried when it lifts.
                if case .rateLimited(_, let until?) = error {
                    report(.fetchRateLimited(error.failure, until: until, at: location))
                } else {
                    report(.fetchFailed(error.failure))
                }
            } catch let error as StoreError {
                report(.fetchFailed(.storeFailed(error.description)))
            } catch {
                report(.fetchFailed(.other("\(error)")))
            }
        }
    }
}
