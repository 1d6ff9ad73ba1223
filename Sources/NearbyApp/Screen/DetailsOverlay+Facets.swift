import NearbyCells
import NearbyFormats

extension DetailsOverlay {
    /// The five facets, each "yes", "no", "limited" (step-free only) or "unknown": a facet the
    /// data does not give reads unknown, never no. The words say it without colour.
    static func facetLines(_ venue: Venue, _ strings: Strings) -> [(text: String, style: Style)] {
        let facets = venue.facets
        return Facet.allCases.map { facet in
            let value = facets[facet]
            return (strings.labelled(strings.facetLabel(facet), strings.facetValue(value)), facetStyle(value))
        }
    }

    /// Yes green, no red, limited yellow, unknown gray.
    static func facetStyle(_ value: FacetValue?) -> Style {
        switch value {
        case .yes: return Style(foreground: .green)
        case .no: return Style(foreground: .red)
        case .limited: return Style(foreground: .yellow)
        case nil: return Style(foreground: .gray)
        }
    }
}
