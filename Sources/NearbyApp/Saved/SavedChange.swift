/// What a saved-places command did, as `savedLoaded` reports it with the places after it.
public enum SavedChange: Sendable, Equatable {
    /// The places were read (at start): nothing changed.
    case loaded
    /// The venue of this name was saved.
    case saved(name: String)
    /// The place of this name was unsaved.
    case removed(name: String)
    /// The note of the place of this name was set.
    case noted(name: String)
    /// The command found nothing to change (a place removed meanwhile, by the CLI say).
    case unchanged

    /// The change's name in the log.
    public var logName: String {
        switch self {
        case .loaded: "loaded"
        case .saved: "saved"
        case .removed: "removed"
        case .noted: "noted"
        case .unchanged: "unchanged"
        }
    }
}
