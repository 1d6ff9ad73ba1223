import NearbyFormats

extension TileEndpoint {
    /// The ids of the TileJSON's `vector_layers` (empty when it named none), for choosing the style.
    public var vectorLayerIDs: [String] {
        guard let json = vectorLayersJSON, let document = try? JSONValue.parse(Array(json.utf8)) else { return [] }
        return (document["vector_layers"]?.array ?? []).compactMap { $0["id"]?.string }
    }
}
