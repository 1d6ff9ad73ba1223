import NearbyFormats

/// The paint and layout properties of one layer, read by name into typed values; remembers
/// which were read so the rest can be noted as ignored.
struct PaintProperties {
    private var members: [String: JSONValue] = [:]
    private var read: Set<String> = []
    let layer: String

    init(members: [JSONMember], layer: String) {
        for member in members { self.members[member.key] = member.value }
        self.layer = layer
    }

    /// The properties set but not read.
    var unread: [String] { members.keys.filter { !read.contains($0) }.sorted() }

    mutating func isPresent(_ key: String) -> Bool {
        read.insert(key)
        return members[key] != nil
    }

    mutating func color(_ key: String, _ compiler: inout StyleCompiler) -> ZoomCurve<StyleColor>? {
        curve(key, &compiler, what: "a colour") { json in json.string.flatMap { StyleColor(css: $0) } }
    }

    mutating func number(_ key: String, _ compiler: inout StyleCompiler) -> ZoomCurve<Double>? {
        curve(key, &compiler, what: "a number") { json in json.number.flatMap { $0.isFinite ? $0 : nil } }
    }

    mutating func textField(_ compiler: inout StyleCompiler) -> TextTemplate? {
        read.insert("text-field")
        guard let json = members["text-field"] else { return nil }
        guard json.nodeCount(upTo: StyleCompiler.maxExpressionNodes + 1) <= StyleCompiler.maxExpressionNodes else {
            compiler.note("layer \(layer): text-field holds more than \(StyleCompiler.maxExpressionNodes) values, the most "
                          + "Nearby reads in one expression; the layer has no labels")
            return nil
        }
        guard let template = TextTemplate(json: json) else {
            compiler.note("layer \(layer): text-field \(StyleCompiler.brief(json)) is not one Nearby reads; the layer has no labels")
            return nil
        }
        // A template string may hold thousands of `{key}` parts in one value: bounded too.
        guard template.parts.count <= TextTemplate.maxParts else {
            compiler.note("layer \(layer): text-field has \(template.parts.count) parts, more than the \(TextTemplate.maxParts) "
                          + "Nearby reads; the layer has no labels")
            return nil
        }
        return template
    }

    /// A constant, legacy stops (`{"base", "stops", "type"}`) or a zoom `interpolate`/`step`
    /// expression; nil with a note when it is none of these or a value does not parse.
    private mutating func curve<V: ZoomInterpolatable>(
        _ key: String, _ compiler: inout StyleCompiler, what: String, parse: (JSONValue) -> V?
    ) -> ZoomCurve<V>? {
        read.insert(key)
        guard let json = members[key] else { return nil }
        guard json.nodeCount(upTo: StyleCompiler.maxExpressionNodes + 1) <= StyleCompiler.maxExpressionNodes else {
            compiler.note("layer \(layer): \(key) holds more than \(StyleCompiler.maxExpressionNodes) values, the most "
                          + "Nearby reads in one expression; the default is used")
            return nil
        }
        if let value = parse(json) ?? json.literalArgument.flatMap(parse) { return .constant(value) }
        if let curve = ZoomCurve<V>(json: json, parse: parse) { return curve }
        compiler.note("layer \(layer): \(key) \(StyleCompiler.brief(json)) is not \(what) Nearby reads; the default is used")
        return nil
    }
}

extension JSONValue {
    /// How many values the tree holds (itself, and every element and member below it),
    /// counted no further than `limit`.
    func nodeCount(upTo limit: Int) -> Int {
        var count = 0
        var pending: [JSONValue] = [self]
        while count < limit, let value = pending.popLast() {
            count += 1
            switch value {
            case .array(let items): pending += items
            case .object(let members): pending += members.map(\.value)
            default: break
            }
        }
        return count
    }

    /// `x` of `["literal", x]`.
    var literalArgument: JSONValue? {
        guard let items = array, items.count == 2, items[0].string == "literal" else { return nil }
        return items[1]
    }
}
