/// What a name given for `--near` turned out to be.
public enum PlaceAnswer: Sendable, Equatable {
    /// The place it names; when several share the name, the most populous, and how many others
    /// are called so too (`nearby places NAME` lists them).
    case found(GazetteerPlace, othersNamedSo: Int)
    /// No place is called so; these are spelled nearest (perhaps none).
    case unknown(suggestions: [GazetteerPlace])
}
