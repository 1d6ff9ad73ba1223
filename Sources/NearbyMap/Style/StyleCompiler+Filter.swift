import NearbyFormats

extension StyleCompiler {
    /// A legacy filter (`["==", "class", "motorway"]`), or the same comparisons written as
    /// expressions over `["get", key]`, `["geometry-type"]` and `["id"]` plus `!` and a boolean
    /// `match`; nil when any part of it is something else.
    func filter(_ json: JSONValue) -> FeatureFilter? {
        if case .bool(let flag) = json { return flag ? .all([]) : .any([]) }
        guard let items = json.array, let op = items.first?.string else { return nil }
        let arguments = Array(items.dropFirst())
        switch op {
        case "all", "any", "none":
            var filters: [FeatureFilter] = []
            for argument in arguments {
                guard let filter = filter(argument) else { return nil }
                filters.append(filter)
            }
            return op == "all" ? .all(filters) : op == "any" ? .any(filters) : .none(filters)
        case "!":
            guard arguments.count == 1, let inner = filter(arguments[0]) else { return nil }
            return .none([inner])
        case "has", "!has":
            guard arguments.count == 1, let key = Self.key(arguments[0]) else { return nil }
            return op == "has" ? .has(key) : .notHas(key)
        case "==", "!=":
            guard arguments.count == 2, let (key, value) = Self.keyAndValue(arguments[0], arguments[1]) else { return nil }
            return op == "==" ? .equal(key, value) : .notEqual(key, value)
        case "<", "<=", ">", ">=":
            guard arguments.count == 2, let comparison = FilterComparison(rawValue: op),
                  let key = Self.key(arguments[0]), let value = Self.value(arguments[1]) else { return nil }
            // Only strings and numbers are ordered (the style spec refuses other literals here).
            switch value {
            case .string, .number: return .compare(key, comparison, value)
            case .bool, .null: return nil
            }
        case "in", "!in":
            guard let (key, values) = Self.membership(arguments) else { return nil }
            return op == "in" ? .in(key, values) : .notIn(key, values)
        case "match":
            return Self.match(arguments)
        default:
            return nil
        }
    }

    /// A key: a property name or `$type`/`$id` (legacy), or `["get", k]`, `["geometry-type"]`,
    /// `["id"]` (expressions).
    static func key(_ json: JSONValue) -> FilterKey? {
        if let name = json.string {
            switch name {
            case "$type": return .geometryType
            case "$id": return .id
            default: return .property(name)
            }
        }
        guard let items = json.array, let head = items.first?.string else { return nil }
        switch (head, items.count) {
        case ("get", 2): return items[1].string.map(FilterKey.property)
        case ("geometry-type", 1): return .geometryType
        case ("id", 1): return .id
        default: return nil
        }
    }

    /// A literal to compare with (a string, number, boolean or null, or `["literal", x]`).
    static func value(_ json: JSONValue) -> FilterValue? {
        switch json {
        case .string(let text): return .string(text)
        case .number: return json.number.map(FilterValue.number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .array: return json.literalArgument.flatMap(value)
        case .object: return nil
        }
    }

    /// The two sides of `==`/`!=`; an expression may put the key on either side.
    private static func keyAndValue(_ first: JSONValue, _ second: JSONValue) -> (FilterKey, FilterValue)? {
        if first.array != nil, first.literalArgument == nil, let key = key(first), let value = value(second) {
            return (key, value)
        }
        if second.array != nil, second.literalArgument == nil, let key = key(second), let value = value(first) {
            return (key, value)
        }
        // Legacy: the first is the key, a bare string.
        guard first.string != nil, let key = key(first), let value = value(second) else { return nil }
        return (key, value)
    }

    /// `key, v1, v2, ...` (legacy) or `["get", k], ["literal", [v1, v2, ...]]` (expression).
    private static func membership(_ arguments: [JSONValue]) -> (FilterKey, [FilterValue])? {
        guard let first = arguments.first, let key = key(first) else { return nil }
        if first.array != nil {
            guard arguments.count == 2, let list = arguments[1].literalArgument?.array else { return nil }
            let values = list.compactMap(value)
            return values.count == list.count ? (key, values) : nil
        }
        let values = arguments.dropFirst().compactMap(value)
        return values.count == arguments.count - 1 ? (key, values) : nil
    }

    /// `["match", input, labels, true|false, ..., fallback]` with boolean outputs: the labels
    /// are distinct, so it is "in the labels mapped to true", or "not in those mapped to false"
    /// when the fallback is true.
    private static func match(_ arguments: [JSONValue]) -> FeatureFilter? {
        guard arguments.count >= 4, arguments.count % 2 == 0, let key = key(arguments[0]),
              case .bool(let fallback) = arguments[arguments.count - 1] else { return nil }
        var chosen: [FilterValue] = []
        var index = 1
        while index + 1 < arguments.count {
            guard case .bool(let output) = arguments[index + 1] else { return nil }
            let labels = arguments[index].array ?? [arguments[index]]
            let values = labels.compactMap(value)
            guard values.count == labels.count else { return nil }
            if output != fallback { chosen += values }
            index += 2
        }
        return fallback ? .notIn(key, chosen) : .in(key, chosen)
    }
}
