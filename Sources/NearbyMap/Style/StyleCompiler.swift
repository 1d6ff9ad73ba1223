import NearbyFormats

/// Turns the JSON of a style's layers into `StyleLayer`s, collecting notes on what it leaves out.
struct StyleCompiler {
    private(set) var notes: [String] = []
    /// Properties the style sets that Nearby does not draw, noted once at the end.
    private var ignoredProperties: Set<String> = []

    /// Properties that only matter to a pixel renderer (fonts, caps, halos, icons, placement
    /// details): ignored without a note, since every real style sets them.
    static let quietlyIgnored: Set<String> = [
        "visibility", "line-cap", "line-join", "line-miter-limit", "line-round-limit", "line-blur", "line-gap-width",
        "line-offset", "line-opacity", "line-translate", "fill-antialias", "fill-translate", "fill-pattern",
        "line-pattern", "text-font", "text-halo-color", "text-halo-width", "text-halo-blur", "text-opacity",
        "text-max-width", "text-letter-spacing", "text-line-height", "text-anchor", "text-offset", "text-padding",
        "text-transform", "text-rotation-alignment", "text-pitch-alignment", "text-max-angle", "text-justify",
        "text-allow-overlap", "text-ignore-placement", "text-optional", "text-keep-upright", "text-variable-anchor",
        "text-radial-offset", "text-writing-mode", "symbol-placement", "symbol-spacing", "symbol-avoid-edges",
        "symbol-sort-key", "symbol-z-order", "icon-image", "icon-size", "icon-color", "icon-opacity", "icon-offset",
        "icon-anchor", "icon-allow-overlap", "icon-ignore-placement", "icon-optional", "icon-padding",
        "icon-rotation-alignment", "icon-halo-color", "icon-halo-width", "icon-halo-blur", "icon-text-fit",
        "icon-keep-upright", "background-opacity", "background-pattern", "fill-sort-key", "line-sort-key",
    ]

    /// One entry of `layers`, or nil (with a note) when Nearby cannot draw it.
    mutating func layer(_ json: JSONValue) -> StyleLayer? {
        guard json.isObject else {
            note("a layer that is not an object was left out")
            return nil
        }
        let id = json["id"]?.string ?? "(no id)"
        guard let typeName = json["type"]?.string else {
            note("layer \(id) has no type and was left out")
            return nil
        }
        guard let kind = StyleLayer.Kind(rawValue: typeName) else {
            note("layer \(id) of type \(typeName) was left out (Nearby draws background, fill, line and symbol layers)")
            return nil
        }
        if json["layout"]?["visibility"]?.string == "none" { return nil }
        let sourceLayer = json["source-layer"]?.string
        guard kind == .background || sourceLayer != nil else {
            note("layer \(id) has no source-layer and was left out")
            return nil
        }
        var filter = FeatureFilter.all([])
        if let filterJSON = json["filter"] {
            // Every feature of the layer is tested against it: its size is bounded first.
            let nodes = filterJSON.nodeCount(upTo: Self.maxExpressionNodes + 1)
            guard nodes <= Self.maxExpressionNodes else {
                note("layer \(id) was left out: its filter holds more than \(Self.maxExpressionNodes) values, "
                     + "the most Nearby reads in one expression")
                return nil
            }
            guard let compiled = self.filter(filterJSON) else {
                note("layer \(id) was left out: its filter \(Self.brief(filterJSON)) is not one Nearby reads")
                return nil
            }
            filter = compiled
        }
        let paint = paint(kind, layer: json, id: id)
        return StyleLayer(id: id, sourceLayer: kind == .background ? nil : sourceLayer,
                          minZoom: json["minzoom"]?.number ?? 0, maxZoom: json["maxzoom"]?.number ?? .infinity,
                          filter: filter, paint: paint)
    }

    /// The notes, with the ignored properties summed up in one.
    func finishedNotes() -> [String] {
        guard !ignoredProperties.isEmpty else { return notes }
        let ignored = "ignored the properties \(ignoredProperties.sorted().joined(separator: ", "))"
        return notes + [ignored.utf8.count <= Self.maxNoteBytes ? ignored : Self.cut(ignored)]
    }

    /// Notes go to the log one a line: a note quoting a huge value (a megabyte "colour") is
    /// cut, so it stays a line.
    mutating func note(_ text: String) {
        notes.append(text.utf8.count <= Self.maxNoteBytes ? text : Self.cut(text))
    }

    static let maxNoteBytes = 300

    /// The most values (strings, numbers, arrays, objects, counted through the whole tree) one
    /// expression — a filter, a text field, a zoom curve — may hold: the largest in real styles
    /// hold a few hundred (a list of classes), and a feature is tested against each of them.
    static let maxExpressionNodes = 4096

    /// `text` cut to at most `maxNoteBytes` bytes, on a character boundary, with an ellipsis.
    static func cut(_ text: String) -> String {
        var kept = ""
        var bytes = 0
        for character in text {
            bytes += character.utf8.count
            guard bytes <= maxNoteBytes - 3 else { break }
            kept.append(character)
        }
        return kept + "…"
    }

    /// Paint and layout of a layer of `kind`, from both objects (styles put `text-field` in
    /// layout and colours in paint, but a misplaced property is still read).
    private mutating func paint(_ kind: StyleLayer.Kind, layer json: JSONValue, id: String) -> LayerPaint {
        var properties: [JSONMember] = []
        for section in ["layout", "paint"] {
            if case .object(let members)? = json[section] { properties += members }
        }
        var reader = PaintProperties(members: properties, layer: id)
        let paint: LayerPaint
        switch kind {
        case .background:
            paint = .background(color: reader.color("background-color", &self) ?? .constant(.black))
        case .fill:
            paint = .fill(FillPaint(color: reader.color("fill-color", &self) ?? .constant(.black),
                                    outlineColor: reader.color("fill-outline-color", &self),
                                    opacity: reader.number("fill-opacity", &self) ?? .constant(1)))
        case .line:
            paint = .line(LinePaint(color: reader.color("line-color", &self) ?? .constant(.black),
                                    width: reader.number("line-width", &self) ?? .constant(1),
                                    isDashed: reader.isPresent("line-dasharray")))
        case .symbol:
            paint = .symbol(SymbolPaint(textField: reader.textField(&self),
                                        textColor: reader.color("text-color", &self) ?? .constant(.black),
                                        textSize: reader.number("text-size", &self) ?? .constant(16)))
        }
        for key in reader.unread where !Self.quietlyIgnored.contains(key) { ignoredProperties.insert(key) }
        return paint
    }

    /// A short rendering of a JSON value for a note.
    static func brief(_ json: JSONValue) -> String {
        switch json {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text): return "\"\(text)\""
        case .object: return "{…}"
        case .array(let values):
            let inner = values.prefix(3).map(brief).joined(separator: ", ")
            return "[" + inner + (values.count > 3 ? ", …]" : "]")
        }
    }
}
