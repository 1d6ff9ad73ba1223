/// Update's rate-limit concern.
extension Update {
    /// A rate limit holds the fetch it refused; the first clock reading at or past its reset
    /// time runs that fetch again, without a key press. A newer refusal replaces the held one.
    static func applyRateLimit(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .fetchRateLimited(let failure, let until, let location):
            state.fetch.inProgress = false
            state.fetch.error = .failed(failure)
            state.fetch.held = HeldFetch(location: location, until: until)
            return [.log(LogEvent("fetchFailed", [("reason", .string(failure.description))]))]
        case .ticked(let now):
            guard let held = state.fetch.held, now >= held.until else { return [] }
            state.fetch.held = nil
            return [.fetchVenues(at: held.location)]
        default:
            return []
        }
    }
}
