import NearbyApp
import NearbyHTTP
import NearbyProviders
import NearbyRuntime
import NearbyText

/// The `L` picker's online search on a thread of its own (a request may wait for its turn of
/// the one-a-second pace and block in curl for seconds): the newest query asked is the one
/// searched next, and its places or its failure come back only through `report` (the app posts
/// them to its bus). The app asks through `requests`, whose `stop` aborts a transfer in flight
/// and joins the thread.
final class OnlinePlaceSearch: Sendable {
    private let geocoding: OnlineGeocoding
    private let report: @Sendable (Event) -> Void
    let requests: NewestRequestWorker<String>

    /// `cancellation` is the flag `geocoding`'s client watches.
    init(geocoding: OnlineGeocoding, cancellation: CancellationFlag, report: @escaping @Sendable (Event) -> Void) {
        self.geocoding = geocoding
        requests = NewestRequestWorker { cancellation.cancel() }
        self.report = report
    }

    /// Starts the thread; false when it cannot be started (the picker then offers no online search).
    func start() -> Bool {
        (try? requests.start { self.run() }) != nil
    }

    private func run() {
        var cache: ServiceCache?
        while let query = requests.next() {
            do throws(OnlineGeocoding.Failure) {
                // Opened on this thread, once: the connection stays with the thread that uses it.
                let opened: ServiceCache
                if let cache { opened = cache } else { opened = try geocoding.openCache { report(.geocoderCacheSetAside($0)) } }
                cache = opened
                let places = try geocoding.search(query, cache: opened)
                report(.placesFoundOnline(query: query, places.map { place in
                    PickerRow(title: TerminalSafe.clean(place.name), coordinate: place.coordinate)
                }))
            } catch {
                switch error {
                case .service(let failure): report(.onlineSearchFailed(query: query, failure.failure))
                case .cache(let words): report(.onlineSearchFailed(query: query, .other(words)))
                }
            }
        }
    }
}
