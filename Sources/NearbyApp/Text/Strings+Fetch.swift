import NearbyHTTP
import NearbyText

/// The status bar's words for venue fetches.
extension Strings {
    /// "fetched 13:02": the local time of the last committed fetch (`at`, Unix seconds).
    public func fetched(at time: Double) -> String { fetched(LocalClock.hoursMinutes(unixTime: time)) }

    /// What the status bar says went wrong.
    public func fetchProblem(_ problem: FetchProblem) -> String {
        switch problem {
        case .failed(let failure): return fetchFailure(failure)
        case .note(let words): return words
        }
    }

    /// Why a fetch failed, in words a user knows (the words live with the failure kinds).
    public func fetchFailure(_ failure: FetchFailure) -> String { failure.words(in: language) }
}
