/// A compiled legacy MapLibre filter: a predicate over a feature's properties, geometry type
/// and id. Comparisons follow MapLibre's legacy semantics: values of different types are never
/// equal and never ordered (`"1"` is not `1`), a missing key fails `==`, `in` and the orderings
/// and passes `!=` and `!in`; every number type of MVT compares as a number.
public indirect enum FeatureFilter: Sendable, Equatable {
    /// `["==", key, value]`.
    case equal(FilterKey, FilterValue)
    /// `["!=", key, value]`.
    case notEqual(FilterKey, FilterValue)
    /// `["<", key, value]` and the other orderings.
    case compare(FilterKey, FilterComparison, FilterValue)
    /// `["in", key, v1, v2, ...]`.
    case `in`(FilterKey, [FilterValue])
    /// `["!in", key, v1, v2, ...]`.
    case notIn(FilterKey, [FilterValue])
    /// `["has", key]`.
    case has(FilterKey)
    /// `["!has", key]`.
    case notHas(FilterKey)
    /// `["all", f...]`: every one (true when empty).
    case all([FeatureFilter])
    /// `["any", f...]`: at least one (false when empty).
    case any([FeatureFilter])
    /// `["none", f...]`: not one (true when empty).
    case none([FeatureFilter])
}

/// What a filter looks at: a property, or one of the special keys `$type` and `$id`.
public enum FilterKey: Sendable, Hashable {
    case property(String)
    /// `$type`: "Point", "LineString" or "Polygon" (also "Unknown").
    case geometryType
    /// `$id`: the feature id, a number.
    case id
}

/// The orderings of legacy filters.
public enum FilterComparison: String, Sendable, CaseIterable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}

/// A literal a filter compares with. JSON `null` is kept: no feature value equals it.
public enum FilterValue: Sendable, Hashable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
}
