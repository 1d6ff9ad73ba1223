import NearbyCLI
import NearbyHTTP
import NearbyProviders
import NearbyRoute

/// `--router osrm|valhalla` (and `--router-url`): the online walking router, for the wiring that
/// picks the app's and `nearby route`'s router (`offline`, the default, is the stored graphs').
/// Its answers are kept, and its pace across runs, in the geocoder's cache file; a public
/// server is asked at most once a second, a self-hosted one on loopback as fast as it answers.
enum OnlineRouting {
    /// The router `engine` names ("osrm" or "valhalla"; nil for any other), its URL checked now.
    static func router(_ engine: String, url: String?, timeout: Double?,
                       cancellation: CancellationFlag? = nil) throws(UsageError) -> (any WalkRouter)? {
        let cachePath = Paths.cacheDirectory + "/geocoder.sqlite"
        let local = url.flatMap { try? ServiceURL($0) }.map { ServiceURL.isLoopback($0.host) } ?? false
        let server = RouteServer(baseURL: url, userAgent: userAgent, timeout: timeout ?? 10, cachePath: cachePath,
                                 interval: local ? 0 : RouteServer.defaultInterval, cancellation: cancellation)
        do {
            switch engine {
            case "osrm": return try OSRMRouter(server)
            case "valhalla": return try ValhallaRouter(server)
            default:
                return nil
            }
        } catch {
            throw UsageError("--router-url: \(error.description)")
        }
    }
}
