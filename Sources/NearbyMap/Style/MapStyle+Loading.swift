import NearbyFormats
import NearbyTileFormats

extension MapStyle {
    /// Compiles a MapLibre style document. Only a document that is not JSON, or has no layer
    /// Nearby can draw, is an error; anything else it cannot use becomes a note.
    public init(json bytes: [UInt8]) throws(StyleError) {
        let document: JSONValue
        do {
            document = try JSONValue.parse(bytes, limits: Self.jsonLimits)
        } catch {
            switch error.kind {
            case .depthCap, .stringCap, .sizeCap: throw StyleError.overLimit(error.description)
            default: throw StyleError.notJSON(error.description)
            }
        }
        var compiler = StyleCompiler()
        guard document.isObject, let layers = document["layers"]?.array else { throw StyleError.noLayers }
        // Every layer is looked at for every feature of its source layer in every frame.
        guard layers.count <= Self.maxLayers else {
            throw StyleError.overLimit("it has \(layers.count) layers, more than the \(Self.maxLayers) Nearby draws")
        }
        let compiled = layers.compactMap { compiler.layer($0) }
        guard !compiled.isEmpty else { throw StyleError.noLayers }
        self.init(name: document["name"]?.string, layers: compiled, notes: compiler.finishedNotes())
    }

    /// Reads and compiles the style file at `path`.
    public init(path: String) throws(StyleError) {
        let file: TileFile
        let bytes: [UInt8]
        do {
            file = try TileFile(path: path)
        } catch {
            throw StyleError.unreadable(path: path, reason: error.reason)
        }
        guard file.size <= Self.maxFileSize else {
            throw StyleError.unreadable(path: path, reason: "larger than \(Self.maxFileSize >> 20) MB, too large for a style")
        }
        do {
            bytes = try file.read(offset: 0, length: file.size, what: "the style")
        } catch {
            throw StyleError.unreadable(path: path, reason: error.reason)
        }
        do {
            try self.init(json: bytes)
        } catch {
            throw StyleError.file(path: path, problem: error)
        }
    }

    /// What a style's JSON may hold: real styles nest a dozen levels, their longest strings are
    /// expressions of a few kilobytes, and their largest documents tens of thousands of values.
    public static let jsonLimits = JSONLimits(maxDepth: 64, maxStringBytes: 64 << 10, maxTreeValues: 1 << 20)
    /// Layers a style may have (real ones have tens to a few hundred).
    public static let maxLayers = 1000

    /// A style file may be at most this big (real styles are tens of kilobytes).
    public static let maxFileSize: UInt64 = 16 << 20

    /// The bundled style for `schema`: `Assets/styles/<file name>` under `assetsDirectory`.
    public static func bundled(for schema: TileSchema, assetsDirectory: String) throws(StyleError) -> MapStyle {
        try MapStyle(path: assetsDirectory + "/styles/" + schema.bundledStyleFileName)
    }
}

extension TileSchema {
    /// The file name of the style bundled for the schema, in `Assets/styles/`.
    public var bundledStyleFileName: String {
        switch self {
        case .openMapTiles: return "openmaptiles.json"
        case .shortbread: return "shortbread.json"
        case .mapboxStreetsV7: return "mapbox-streets-v7.json"
        }
    }
}
