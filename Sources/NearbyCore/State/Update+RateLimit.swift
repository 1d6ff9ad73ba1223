extension Update {
    /// A rate limit holds the fetch it refused; the first clock reading at or past its reset
    /// time runs that fetch again, without a key press. A newer refusal replaces the held one.
    static func applyRateLimit(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .fetchRateLimited(let reason, let until, let location):
            state.fetching = false
            state.error = reason
            state.heldFetch = HeldFetch(location: location, until: until)
            return [.log(LogEvent("fetchFailed", [("reason", .string(reason))]))]
        case .timePassed(let now):
            guard let held = state.heldFetch, now >= held.until else { return [] }
            state.heldFetch = nil
            return [.fetchVenues(at: held.location)]
        default:
            return []
        }
    }
}
