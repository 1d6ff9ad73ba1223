import NearbyFormats

/// A venue's facets as the store keeps them in `venue.facets` and in the `venue_facets` R*Tree:
/// two bits per facet in `Facet.allCases` order (wifi lowest), 0 unknown, 1 yes, 2 no, 3 limited.
/// No facet known is 0, so the R*Tree can leave those venues out.
struct FacetBits: Hashable {
    var raw: Int

    init(raw: Int) {
        self.raw = raw
    }

    init(_ facets: VenueFacets) {
        raw = 0
        for (position, facet) in Facet.allCases.enumerated() {
            raw |= Self.code(facets[facet]) << (2 * position)
        }
    }

    private static func code(_ value: FacetValue?) -> Int {
        switch value {
        case nil: return 0
        case .yes: return 1
        case .no: return 2
        case .limited: return 3
        }
    }

    /// The two bits of `facet`, as a mask and as the value a condition wants.
    static func field(_ condition: FacetCondition) -> (mask: Int, want: Int) {
        let position = 2 * (Facet.allCases.firstIndex(of: condition.facet) ?? 0)
        return (3 << position, code(condition.value) << position)
    }
}

/// A facet filter compiled to one mask and the bits it wants under it: a venue passes when
/// `bits & mask == want`.
struct FacetMatch {
    let mask: Int
    let want: Int
    /// False when two conditions on one facet want different values (nothing passes).
    let isSatisfiable: Bool

    init(_ filter: FacetFilter) {
        var mask = 0, want = 0, satisfiable = true
        for condition in filter.conditions {
            let field = FacetBits.field(condition)
            if mask & field.mask != 0 && want & field.mask != field.want { satisfiable = false }
            mask |= field.mask
            want |= field.want
        }
        self.mask = mask
        self.want = want
        isSatisfiable = satisfiable
    }

    /// Whether a venue with no facet known passes: every condition asks for unknown.
    var acceptsUntagged: Bool { want == 0 }

    func accepts(_ bits: Int) -> Bool { bits & mask == want }
}
