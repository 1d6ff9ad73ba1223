/// Why a record cannot become a venue: a short kind that summaries count by, and the specifics.
public struct VenueRejection: Error, Sendable, Equatable {
    public var kind: String
    public var detail: String

    public init(kind: String, detail: String = "") {
        self.kind = kind
        self.detail = detail
    }
}
