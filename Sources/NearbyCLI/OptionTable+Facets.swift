import NearbyFormats
import NearbyText

/// `nearby list --where FACET=VALUE,…`: the facet filter. Not read from the config file (as
/// the other list filters, `--open-now` and `--open-at`, are not).
extension OptionTable {
    static let facetOptions: [OptionSpec] = [
        OptionSpec(name: "where", placeholder: "FACET=VALUE,...", commands: [.list], configurable: false) {
            o, v throws(UsageError) in
            o.facets.conditions += try parseFacets(v).conditions
        },
    ]

    /// The names `--where` takes for each facet: its own, and `step-free` for wheelchair (what
    /// the app's facet line calls it).
    static let facetNames: [(name: String, facet: Facet)] =
        Facet.allCases.map { ($0.rawValue, $0) } + [("step-free", .wheelchair)]

    /// `wifi=yes,outdoor=no,power=unknown`: each condition `FACET=VALUE`, VALUE yes, no or unknown
    /// (and limited for wheelchair); names and values case-insensitive, spaces around them ignored.
    public static func parseFacets(_ text: String) throws(UsageError) -> FacetFilter {
        var conditions: [FacetCondition] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: " ").lowercased() }
            guard pair.count == 2, let facet = facetNames.first(where: { $0.name == pair[0] })?.facet else {
                throw UsageError("unknown facet \(TerminalSafe.quoted(String(part), always: true)) in --where: give FACET=VALUE, "
                    + "FACET one of wifi, power, outdoor, indoor, wheelchair (or step-free)")
            }
            let value: FacetValue?
            if pair[1] == "unknown" {
                value = nil
            } else if let known = facet.values.first(where: { $0.rawValue == pair[1] }) {
                value = known
            } else {
                throw UsageError("unknown value \(TerminalSafe.quoted(pair[1], always: true)) for \(pair[0]) in --where "
                    + "(one of: \((facet.values.map(\.rawValue) + ["unknown"]).joined(separator: ", ")))")
            }
            conditions.append(FacetCondition(facet: facet, value: value))
        }
        return FacetFilter(conditions)
    }
}
