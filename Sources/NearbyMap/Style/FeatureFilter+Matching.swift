import NearbyTileFormats

extension FeatureFilter {
    /// Whether `feature` passes the filter.
    public func matches(_ feature: MVTFeature) -> Bool {
        switch self {
        case .equal(let key, let value):
            return key.value(in: feature).map { $0 == value } ?? false
        case .notEqual(let key, let value):
            return !(key.value(in: feature).map { $0 == value } ?? false)
        case .compare(let key, let comparison, let value):
            guard let actual = key.value(in: feature) else { return false }
            return actual.compare(comparison, value)
        case .in(let key, let values):
            guard let actual = key.value(in: feature) else { return false }
            return values.contains(actual)
        case .notIn(let key, let values):
            guard let actual = key.value(in: feature) else { return true }
            return !values.contains(actual)
        case .has(let key):
            return key.value(in: feature) != nil
        case .notHas(let key):
            return key.value(in: feature) == nil
        case .all(let filters):
            return filters.allSatisfy { $0.matches(feature) }
        case .any(let filters):
            return filters.contains { $0.matches(feature) }
        case .none(let filters):
            return !filters.contains { $0.matches(feature) }
        }
    }
}

extension FilterKey {
    /// The feature's value for the key as a filter literal; nil when the feature lacks it.
    func value(in feature: MVTFeature) -> FilterValue? {
        switch self {
        case .property(let name):
            return feature[name].map(FilterValue.init)
        case .geometryType:
            switch feature.type {
            case .point: return .string("Point")
            case .lineString: return .string("LineString")
            case .polygon: return .string("Polygon")
            case .unknown: return .string("Unknown")
            }
        case .id:
            return feature.id.map { .number(Double($0)) }
        }
    }
}

extension FilterValue {
    /// A feature value as a filter literal: every MVT number type becomes a number.
    init(_ value: MVTValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .float, .double, .int, .uint, .sint: self = .number(value.number ?? .nan)
        }
    }

    /// `self <op> other`, false when the two are not both numbers or both strings.
    func compare(_ comparison: FilterComparison, _ other: FilterValue) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)): return comparison.holds(a, b)
        case (.string(let a), .string(let b)): return comparison.holds(a, b)
        default: return false
        }
    }
}

extension FilterComparison {
    func holds<T: Comparable>(_ a: T, _ b: T) -> Bool {
        switch self {
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        case .greaterOrEqual: return a >= b
        }
    }
}
