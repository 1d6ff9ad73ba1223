import NearbyFormats

/// A change to the saved places (or a read of them), performed against the store off the main
/// thread, in the order asked; the store's answer comes back as `savedLoaded` or `savedFailed`.
public enum SavedEdit: Sendable, Equatable {
    /// Read them all (at start).
    case load
    /// Save this venue, or unsave it when it is saved (`b`).
    case toggle(Venue)
    /// Set the note of the saved place `number` (`e` in the overlay).
    case note(number: Int, text: String)
    /// Unsave the saved place `number` (`b` or Delete in the overlay).
    case remove(number: Int)
}
