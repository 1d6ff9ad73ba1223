import NearbyCLI
import NearbyRoute

extension Setup {
    /// The router the app asks for walks (nil: none).
    /// PLACEHOLDER until the stored graphs and the online routers are wired in: no router.
    func walkRouter(_ options: Options) -> (any WalkRouter)? { nil }
}
