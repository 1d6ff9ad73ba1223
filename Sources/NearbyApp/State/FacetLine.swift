import NearbyFormats

/// The facet line (`F`) and the facets the list must have. Its items are wifi, power, a table
/// outside, step-free access and "open now"; a facet on asks for `yes` (never for unknown).
/// "Open now" is not kept here: it is `HoursBook.openNow`, one state that `o` toggles too.
public struct FacetLine: Sendable, Equatable {
    /// One item of the line.
    public enum Item: Sendable, Equatable {
        case facet(Facet)
        case openNow
    }

    /// The line's items in order; keys 1–5 toggle them.
    public static let items: [Item] = [.facet(.wifi), .facet(.power), .facet(.outdoor), .facet(.wheelchair), .openNow]

    /// Whether the line is shown (in place of the status bar) and takes keys.
    public var isOpen = false
    /// The highlighted item (an index into `items`), which space toggles.
    public var cursor = 0
    /// The facets that must be yes, in the line's order.
    public private(set) var required: [Facet] = []
    /// What the rows listed were read with: the title and the log speak of them, not of a
    /// toggle whose reload has not answered yet.
    public var loaded = FacetLoad()

    public init() {}

    /// Whether a facet is required.
    public func requires(_ facet: Facet) -> Bool { required.contains(facet) }

    /// Turns a facet on or off, keeping the line's order.
    public mutating func toggle(_ facet: Facet) {
        if requires(facet) {
            required.removeAll { $0 == facet }
        } else {
            required.append(facet)
            let order = Self.items.compactMap { if case .facet(let f) = $0 { f } else { nil } }
            required.sort { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
        }
    }

    /// The store's filter: each required facet yes.
    public var filter: FacetFilter {
        FacetFilter(required.map { FacetCondition(facet: $0, value: .yes) })
    }
}
