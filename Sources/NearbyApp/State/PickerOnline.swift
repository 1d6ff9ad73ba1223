import NearbyHTTP

/// The `L` picker's online search (`--geocoder`) for what was typed: offered as the last row,
/// asked only when that row is chosen with Enter (never a request per keystroke), answered as
/// rows of the picker or one sentence.
public enum PickerOnline: Sendable, Equatable {
    /// Not asked yet for this text: Enter on the row asks.
    case offered
    /// Asked; the answer comes back on the bus.
    case searching
    /// Answered with this many rows, listed after the local ones (none: "nothing found").
    case answered(count: Int)
    /// The geocoder could not answer; the row says why, and Enter on it asks again.
    case failed(FetchFailure)

    /// Whether Enter on the row asks the geocoder.
    public var isChoosable: Bool {
        switch self {
        case .offered, .failed: return true
        case .searching, .answered: return false
        }
    }
}
