import NearbyFormats
import NearbyMap

/// Fuzz target for TileJSON, the document a tile source URL answers with.
extension FuzzTargets {
    static let tileJSON: [String: @Sendable ([UInt8]) -> Void] = [
        "tilejson": { bytes in
            guard let endpoint = try? TileEndpoint.parseTileJSON(bytes) else { return }
            precondition(!endpoint.templates.isEmpty, "an endpoint without templates")
            precondition(endpoint.minZoom <= endpoint.maxZoom, "minzoom above maxzoom")
            for text in [endpoint.attribution, endpoint.name] {
                precondition(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                             "a control character left for the terminal")
            }
            // vector_layers written back out read as the same JSON.
            if let json = endpoint.vectorLayersJSON {
                let written = try? JSONValue.parse(Array(json.utf8))
                let original = try? JSONValue.parse(bytes)
                precondition(written?["vector_layers"] == original?["vector_layers"], "vector_layers changed on the way out")
            }
        },
    ]
}
