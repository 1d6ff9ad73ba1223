/// The `B` overlay while it is open: which saved place is highlighted and the note being typed.
public struct SavedBrowsing: Sendable, Equatable {
    /// The highlighted place's number (nil: none, the list is empty). Kept by number, so the
    /// highlight stays on its place when the list changes under it.
    public var selected: Int?
    /// The note being edited after `e` (nil: not editing).
    public var draft: String?
    /// The highlighted row's index when last moved or unsaved: where the highlight goes when
    /// its place leaves the list.
    var lastIndex = 0

    public init(selected: Int? = nil, draft: String? = nil) {
        self.selected = selected
        self.draft = draft
    }
}
