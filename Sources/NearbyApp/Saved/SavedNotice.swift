/// What the status bar says for a while after a change to the saved places.
public enum SavedNotice: Sendable, Equatable {
    /// The venue of this name was saved.
    case saved(String)
    /// The place of this name is no longer saved.
    case removed(String)
    /// The note of the place of this name was changed.
    case noted(String)
    /// The change could not be made, for this reason (in English, as the store said it).
    case failed(String)
    /// `b` with no venue selected.
    case nothingSelected
}
