/// The provider fetch as the status bar shows it.
public struct FetchStatus: Sendable, Equatable {
    /// Whether a fetch is running (the spinner turns).
    public var inProgress = false
    /// The spinner's frame, advanced by ticks while a fetch runs.
    public var spinner = 0
    /// When the last fetch committed, Unix seconds (shown as a local time).
    public var committedAt: Double?
    /// The error the status bar shows: a failed or rate-limited fetch, a store failure, or a
    /// key that could not act (cleared by the next committed fetch).
    public var error: FetchProblem?
    /// Why the map's online tiles are not coming (cleared when a tile arrives).
    public var tileProblem: TileProblem?
    /// The fetch a rate limit holds back, run when the limit lifts (Update+RateLimit.swift).
    public var held: HeldFetch?

    public init() {}
}
