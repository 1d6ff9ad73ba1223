import NearbyTileFormats

/// Fuzz targets for vector tiles: the bytes of a tile file or an archive entry, gzip or not.
extension FuzzTargets {
    static let tiles: [String: @Sendable ([UInt8]) -> Void] = [
        "mvt": { bytes in
            // A small output cap keeps a gzip bomb from being slow rather than wrong.
            guard let tile = try? MVTDecoder.decode(compressed: bytes, limit: 1 << 22) else { return }
            var names = Set<String>()
            for layer in tile.layers {
                precondition(names.insert(layer.name).inserted, "two layers with one name")
                precondition(layer.extent > 0, "a layer without extent")
                for feature in layer.features {
                    precondition(feature.properties.allSatisfy { layer.keys.contains($0.key) }, "a property whose key is not in the layer")
                    switch feature.geometry {
                    case .points(let points):
                        precondition(!points.isEmpty, "a point feature without points")
                    case .lineStrings(let lines):
                        precondition(lines.allSatisfy { $0.count >= 2 }, "a line with fewer than two points")
                    case .polygons(let polygons):
                        precondition(polygons.allSatisfy { $0.exterior.count >= 3 }, "a polygon ring with fewer than three points")
                    case .unknown:
                        break
                    }
                }
            }
            _ = TileSchema.recognize(layerNames: tile.layers.map(\.name))
        },
    ]
}
