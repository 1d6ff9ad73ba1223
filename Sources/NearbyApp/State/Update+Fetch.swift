/// Update's fetch concern: the provider fetch's progress and errors as the status bar shows
/// them. A rate-limited fetch is held back separately (Update+RateLimit.swift).
extension Update {
    static func applyFetch(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .fetchStarted(let provider, let at):
            state.fetch.inProgress = true
            return [.log(LogEvent("fetchStarted", [
                ("provider", .string(provider)), ("lat", .number(at.latitude)), ("lon", .number(at.longitude)),
            ]))]
        case .fetchReceived(let count):
            return [.log(LogEvent("fetchReceived", [("venues", .integer(count))]))]
        case .fetchCommitted(let count, let time):
            state.fetch.inProgress = false
            state.fetch.error = nil
            state.fetch.committedAt = time
            return [.log(LogEvent("fetchCommitted", [("count", .integer(count))]))]
        case .fetchFailed(let failure):
            state.fetch.inProgress = false
            state.fetch.error = .failed(failure)
            // The log stays English, whatever the interface language.
            return [.log(LogEvent("fetchFailed", [("reason", .string(failure.description))]))]
        case .storeFailed(let reason):
            state.fetch.error = .note(reason)
            return []
        default:
            return []
        }
    }
}
