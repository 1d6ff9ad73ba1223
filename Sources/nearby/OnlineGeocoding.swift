import NearbyCLI
import NearbyGeo
import NearbyHTTP
import NearbyProviders
import NearbyText

/// `--geocoder nominatim`: a `--near` name the bundled gazetteer does not know, asked of
/// Nominatim (cached, one request a second). Offline, the default, sends nothing.
enum OnlineGeocoding {
    /// The place Nominatim finds for `name`, from the cache when it was asked before; nil when it
    /// finds nothing. A failure is one sentence; the cache keeps what it had.
    static func lookUp(_ name: String, options: Options) throws -> GeocodedPlace? {
        let geocoder: NominatimGeocoder
        let timeout = try Setup.httpTimeout(options) ?? 10
        do throws(ProviderError) {
            geocoder = try NominatimGeocoder(baseURL: options.geocoderURL, userAgent: userAgent, timeout: timeout)
        } catch {
            throw UsageError("--geocoder-url: \(error.description)")
        }
        guard Platform.makeDirectories(Paths.cacheDirectory) else {
            throw RuntimeFailure("cannot create the cache folder \(Paths.cacheDirectory)")
        }
        let cachePath = Paths.cacheDirectory + "/geocoder.sqlite"
        let key = geocoder.origin + " " + SearchFolding.fold(name.trimmedWhitespace)
        do {
            let cache = try GeocoderCache(path: cachePath)
            if let known = try cache.answer(to: key) { return known }
            try cache.takeTurn()
            let found: [GeocodedPlace]
            do {
                found = try geocoder.search(name.trimmedWhitespace)
            } catch {
                throw RuntimeFailure("no place called '\(name)' in the bundled gazetteer, and Nominatim could not answer: \(error.description)")
            }
            try cache.store(found.first, for: key, now: Platform.now())
            return found.first
        } catch let error as RuntimeFailure {
            throw error
        } catch {
            throw RuntimeFailure("cannot use the geocoder cache \(cachePath): \(error)")
        }
    }
}
