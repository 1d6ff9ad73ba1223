import NearbyCLI
import NearbyRoute

// Placeholder until the wiring of the walking graphs and the online routers lands (helper
// "store"): the integrator replaces this file with the real `Setup.walkRouter`.
extension Setup {
    /// Who answers walks for `--router`: nil while no router is wired.
    func walkRouter(_ options: Options) -> (any WalkRouter)? { nil }
}
