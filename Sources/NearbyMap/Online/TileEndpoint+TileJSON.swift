import NearbyFormats
import NearbyHTTP
import NearbyText

extension TileEndpoint {
    /// A TileJSON document is small; anything bigger is not one.
    static let maxTileJSONBytes = 1 << 20

    /// Reads a TileJSON document (https://github.com/mapbox/tilejson-spec, 2.x and 3.0): `tiles`
    /// (required), `minzoom`, `maxzoom`, `bounds`, `attribution`, `name`, `vector_layers`.
    /// Every template must pass the same URL rule as `--tiles` itself.
    public static func parseTileJSON(_ bytes: [UInt8]) throws(ProviderError) -> TileEndpoint {
        let document: JSONValue
        do {
            document = try JSONValue.parse(bytes)
        } catch {
            throw ProviderError.badData("the TileJSON is not valid JSON (\(error))")
        }
        guard document.isObject else { throw ProviderError.badData("the TileJSON is not a JSON object") }
        let templates = (document["tiles"]?.array ?? []).compactMap(\.string)
        guard !templates.isEmpty else { throw ProviderError.badData("the TileJSON lists no tile URLs") }
        for template in templates {
            guard template.contains("{z}"), template.contains("{x}"), template.contains("{y}") else {
                throw ProviderError.badData("a TileJSON tile URL lacks {z}, {x} or {y}")
            }
            try TileSource.checkOrigin(template)
        }
        func zoom(_ key: String, _ fallback: Int) -> Int {
            guard let value = document[key]?.number, value.isFinite, value >= 0, value <= 30 else { return fallback }
            return Int(value)
        }
        var endpoint = TileEndpoint(templates: templates, minZoom: zoom("minzoom", 0), maxZoom: zoom("maxzoom", 30))  // the spec's defaults: 0 and 30
        if endpoint.maxZoom < endpoint.minZoom { endpoint.maxZoom = endpoint.minZoom }
        if let values = document["bounds"]?.array?.compactMap(\.number), values.count == 4,
           values.allSatisfy(\.isFinite), values[0] < values[2], values[1] < values[3] {
            endpoint.bounds = values
        }
        endpoint.attribution = Self.plainAttribution(document["attribution"]?.string ?? "")
        endpoint.name = TerminalSafe.clean(document["name"]?.string ?? "")
        if let layers = document["vector_layers"], layers.array != nil {
            endpoint.vectorLayersJSON = "{\"vector_layers\":" + JSONText.compact(layers) + "}"
        }
        return endpoint
    }

    /// Attribution is HTML in most TileJSON (`<a href=…>© OpenMapTiles</a>`): keep the text,
    /// drop the tags, decode the common entities; whole escape sequences and controls go (not
    /// just their ESC), and the result is cut to a credit's width.
    static func plainAttribution(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in TerminalSafe.stripped(html) {
            if character == "<" { inTag = true; continue }
            if character == ">", inTag { inTag = false; continue }
            if !inTag { text.append(character) }
        }
        let entities = [("&copy;", "©"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&")]
        for (entity, character) in entities { text = text.replacing(entity, with: character) }
        let words = TerminalSafe.stripped(text).split(separator: " ").joined(separator: " ")
        return TerminalSafe.truncate(words, toWidth: TerminalSafe.attributionWidth)
    }
}
