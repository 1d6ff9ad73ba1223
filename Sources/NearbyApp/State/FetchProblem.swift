import NearbyHTTP

/// What the status bar says went wrong with venues (cleared by the next committed fetch).
public enum FetchProblem: Sendable, Equatable {
    /// A fetch failed or was rate limited, for this reason.
    case failed(FetchFailure)
    /// Reading the store failed, or a key could not act, in words.
    case note(String)
}
