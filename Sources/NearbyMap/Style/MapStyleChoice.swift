import NearbyTileFormats

/// How the map's style is chosen, the same way for every source (a named service, a TileJSON, a
/// bare template, an archive): the user's `--style` when given; else the bundled style of the
/// schema the tiles' layer names say (from the metadata, or from the tiles seen so far); else,
/// for a schema no style knows, a generic style from the geometry types. Names are written in
/// `language`.
public struct MapStyleChoice: Sendable, Equatable {
    /// `--style FILE`, compiled: it wins whatever the tiles are.
    public var given: MapStyle?
    /// The bundled styles by schema (a schema whose style could not be read falls back to the
    /// built-in rules, which know the same schemas).
    public var bundled: [TileSchema: MapStyle]
    public var language: LabelLanguage

    public init(given: MapStyle? = nil, bundled: [TileSchema: MapStyle] = [:], language: LabelLanguage = .local) {
        self.given = given
        self.bundled = bundled
        self.language = language
    }

    /// The bundled styles found in `Assets/styles/` under `assetsDirectory` (those that compile).
    public static func bundledStyles(assetsDirectory: String) -> [TileSchema: MapStyle] {
        var styles: [TileSchema: MapStyle] = [:]
        for schema in TileSchema.allCases {
            if let style = try? MapStyle.bundled(for: schema, assetsDirectory: assetsDirectory) { styles[schema] = style }
        }
        return styles
    }

    /// What a source is drawn with.
    public enum Decision: Sendable, Equatable {
        /// The user's style.
        case given
        /// The schema's bundled style, else its built-in rules.
        case schema(TileSchema)
        /// No known schema: every layer by its geometry; the layers are named in the pane.
        case generic(layers: [String])
        /// No tile seen yet.
        case undecided
    }

    /// The decision for a source whose tiles have shown `layerNames` so far (`hint`: the schema a
    /// named service is known to serve, until its tiles say otherwise).
    public func decide(layerNames: Set<String>, hint: TileSchema? = nil) -> Decision {
        if given != nil { return .given }
        if let schema = TileSchema.recognize(layerNames: layerNames) ?? hint { return .schema(schema) }
        return layerNames.isEmpty ? .undecided : .generic(layers: layerNames.sorted())
    }

    /// The tile styler that draws what `decision` says.
    func styler(_ decision: Decision) -> TileStyler {
        switch decision {
        case .given: return TileStyler(style: given, language: language)
        case .schema(let schema): return TileStyler(style: bundled[schema], language: language)
        case .generic: return TileStyler(language: language, generic: true)
        case .undecided: return TileStyler(language: language)
        }
    }
}
