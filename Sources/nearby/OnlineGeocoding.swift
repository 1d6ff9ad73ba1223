import NearbyCLI
import NearbyGeo
import NearbyHTTP
import NearbyProviders
import NearbySQLite
import NearbyText

/// `--geocoder nominatim`: a name the bundled gazetteer does not know, asked of Nominatim
/// (cached, one request a second) — for `--near` at start, and for the `L` picker from its own
/// thread (`OnlinePlaceSearch`). Offline, the default, sends nothing.
struct OnlineGeocoding: Sendable {
    /// Why a search had no answer: the service's failure, or the cache's.
    enum Failure: Error {
        case service(ProviderError)
        /// In words: "cannot use the geocoder cache PATH: …".
        case cache(String)
    }

    let geocoder: NominatimGeocoder
    let cachePath: String

    /// The geocoder the options name (its URL checked now), nil when offline.
    init?(options: Options, cancellation: CancellationFlag? = nil) throws {
        guard options.geocoder == "nominatim" else { return nil }
        let timeout = try Setup.httpTimeout(options) ?? 10
        do throws(ProviderError) {
            geocoder = try NominatimGeocoder(baseURL: options.geocoderURL, userAgent: userAgent, timeout: timeout,
                                             cancellation: cancellation)
        } catch {
            throw UsageError("--geocoder-url: \(error.description)")
        }
        cachePath = Paths.cacheDirectory + "/geocoder.sqlite"
    }

    /// Opens the cache (its folder made first); on the thread that uses it. A damaged cache is
    /// moved aside and a new one started: `setAside` hears the sentence that says so.
    func openCache(setAside: (String) -> Void) throws(Failure) -> ServiceCache {
        guard Platform.makeDirectories(Paths.cacheDirectory) else {
            throw .cache("cannot create the cache folder \(TerminalSafe.quoted(Paths.cacheDirectory))")
        }
        do {
            let (cache, aside) = try ServiceCache.open(path: cachePath)
            if let aside { setAside(Self.setAsideSentence(aside)) }
            return cache
        } catch {
            throw cacheFailure(error)
        }
    }

    /// What a damaged geocoder cache moved to `aside` is said as.
    static func setAsideSentence(_ aside: String) -> String {
        "the geocoder cache was damaged; it was moved to \(TerminalSafe.quoted(aside)) and a new one started"
    }

    /// The places Nominatim finds for `name`, best first, from the cache when it was asked
    /// before; else one request, in its turn. A failure is not cached: the cache keeps what it had.
    func search(_ name: String, cache: ServiceCache) throws(Failure) -> [GeocodedPlace] {
        let query = name.trimmedWhitespace
        let key = geocoder.origin + " " + SearchFolding.fold(query)
        do {
            if let known = try cache.answers(to: key) { return known }
            try cache.takeTurn()
        } catch {
            throw cacheFailure(error)
        }
        // The turn ends when the request does, answered or not.
        let found: Result<[GeocodedPlace], ProviderError>
        do {
            found = .success(try geocoder.search(query))
        } catch {
            found = .failure(error)
        }
        do {
            try cache.endTurn(now: Platform.now())
        } catch {
            throw cacheFailure(error)
        }
        let places: [GeocodedPlace]
        switch found {
        case .success(let answer): places = answer
        case .failure(let error): throw .service(error)
        }
        do {
            try cache.store(places, for: key, now: Platform.now())
        } catch {
            throw cacheFailure(error)
        }
        return places
    }

    private func cacheFailure(_ error: SQLiteError) -> Failure {
        // SQLite's message, not its statement: one sentence.
        .cache("cannot use the geocoder cache \(TerminalSafe.quoted(cachePath)): \(error.message)")
    }

    /// `--near NAME` when the gazetteer has no such place: the first place found (nil: none).
    static func lookUp(_ name: String, options: Options) throws -> GeocodedPlace? {
        guard let online = try OnlineGeocoding(options: options) else { return nil }
        do {
            let cache = try online.openCache { Platform.printError("nearby: warning: " + $0) }
            return try online.search(name, cache: cache).first
        } catch .service(let error) {
            throw RuntimeFailure("no place called \(TerminalSafe.quoted(name, always: true)) in the bundled gazetteer, and Nominatim could not answer: \(error.description)")
        } catch .cache(let words) {
            throw RuntimeFailure(words)
        }
    }
}
