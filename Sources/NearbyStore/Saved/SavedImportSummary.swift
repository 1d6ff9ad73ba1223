/// What `VenueStore.importSaved` did with a file's places.
public struct SavedImportSummary: Sendable, Equatable {
    /// Places stored as new saved places.
    public var added = 0
    /// Places already saved (the same venue, or the same name within `VenueStore.samePlaceMeters`)
    /// and left as they were; a repeat within the file counts here too.
    public var alreadySaved = 0
    /// Places refused for breaking `VenueLimits` (a name past 255 characters, …).
    public var rejected = 0

    public init(added: Int = 0, alreadySaved: Int = 0, rejected: Int = 0) {
        self.added = added
        self.alreadySaved = alreadySaved
        self.rejected = rejected
    }
}
