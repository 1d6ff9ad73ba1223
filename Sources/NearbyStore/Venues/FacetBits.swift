import NearbyFormats

/// A venue's facets as the store keeps them in `venue.facets` and in the `venue_facets` R*Tree:
/// two bits per facet, `Facet.allCases` from the highest (wifi, bits 8–9) down, 0 unknown,
/// 1 yes, 2 no, 3 limited. No facet known is 0, so the R*Tree can leave those venues out. The
/// first facets asked for are the highest, so a filter's values form one narrow range the
/// R*Tree tests itself (NearestSearch).
struct FacetBits: Hashable {
    var raw: Int

    init(raw: Int) {
        self.raw = raw
    }

    init(_ facets: VenueFacets) {
        raw = 0
        for facet in Facet.allCases { raw |= Self.code(facets[facet]) << Self.shift(facet) }
    }

    private static func code(_ value: FacetValue?) -> Int {
        switch value {
        case nil: return 0
        case .yes: return 1
        case .no: return 2
        case .limited: return 3
        }
    }

    /// Where `facet`'s two bits are.
    static func shift(_ facet: Facet) -> Int { 2 * (Facet.allCases.count - 1 - (Facet.allCases.firstIndex(of: facet) ?? 0)) }

    /// Every facet's bits.
    static let all = (1 << (2 * Facet.allCases.count)) - 1

    /// The two bits of `facet`, as a mask and as the value a condition wants.
    static func field(_ condition: FacetCondition) -> (mask: Int, want: Int) {
        let shift = shift(condition.facet)
        return (3 << shift, code(condition.value) << shift)
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
