import NearbyFormats
import NearbyGeo
import NearbyText
import NearbyTileFormats

/// What `nearby tiles info` found in a file: the archive's metadata and one decoded tile.
struct TileReport {
    let file: String
    let kind: TileFiles.Kind
    let metadata: TileArchiveMetadata
    /// The tile counted, its stored size and whether it was gzip.
    let tile: TileKey?
    let tileBytes: Int
    let gzip: Bool
    let decoded: MVTTile?
    /// The requested tile when the archive does not have it.
    let missingTile: TileKey?

    init(_ request: TilesCommand.Request) throws {
        file = request.file
        do {
            kind = try TileFiles.kind(of: request.file)
            var bytes: [UInt8]?
            switch kind {
            case .tile:
                metadata = TileArchiveMetadata(container: "tile", format: "pbf")
                tile = request.tile
                bytes = try TileFiles.readTile(path: request.file)
            case .mbtiles, .pmtiles:
                let archive = try TileFiles.openArchive(path: request.file)
                metadata = archive.metadata
                guard metadata.holdsVectorTiles else {
                    throw TilesCommand.BadFile(description: "\(request.file): holds \(metadata.format ?? "raster") raster tiles, not vector tiles")
                }
                tile = try request.tile ?? archive.anyTile()
                bytes = try tile.flatMap { id throws(TileArchiveError) in try archive.tileData(id) }
            }
            missingTile = bytes == nil ? request.tile : nil
            tileBytes = bytes?.count ?? 0
            gzip = bytes.map(Inflate.isGzip) ?? false
            do {
                decoded = try bytes.map { try MVTDecoder.decode(compressed: $0) }
            } catch {
                let place = kind == .tile ? "" : " (tile \(tile?.description ?? "?"))"
                throw TilesCommand.BadFile(description: "\(request.file)\(place): \(error)")
            }
        } catch let error as TileArchiveError {
            throw TilesCommand.BadFile(description: error.description)
        }
    }

    /// The schema, from the archive's declared layers, else from the tile's.
    var schema: TileSchema? {
        let declared = metadata.vectorLayers.map(\.id)
        return TileSchema.recognize(layerNames: declared.isEmpty ? decoded?.layers.map(\.name) ?? [] : declared)
    }

    var containerName: String {
        switch kind {
        case .mbtiles: return "MBTiles"
        case .pmtiles: return "PMTiles"
        case .tile: return gzip ? "single tile (gzip)" : "single tile"
        }
    }

    // MARK: - Text

    func text() -> String {
        var lines: [(String, String)] = [("file", file), ("container", containerName)]
        let m = metadata
        for (label, value) in [("name", m.name), ("description", m.description), ("attribution", m.attribution), ("format", m.format)] {
            if let value, !value.isEmpty { lines.append((label, value)) }
        }
        if let low = m.minZoom, let high = m.maxZoom { lines.append(("zooms", "\(low)–\(high)")) }
        if let b = m.bounds {
            lines.append(("bounds", [b.west, b.south, b.east, b.north].map { format4($0) }.joined(separator: ",") + " (W,S,E,N)"))
        }
        lines.append(("schema", schema?.rawValue ?? "unknown"))
        if !m.vectorLayers.isEmpty {
            lines.append(("vector layers", m.vectorLayers.map { layer in
                layer.id + (layer.minZoom.flatMap { low in layer.maxZoom.map { " (z\(low)–\($0))" } } ?? "")
            }.joined(separator: ", ")))
        }
        if let tile {
            lines.append(("tile", "\(tile)" + (decoded == nil ? " (not in the file)" : ", \(tileBytes) bytes" + (gzip ? " gzip" : ""))))
        } else if kind != .tile {
            lines.append(("tile", "none (the archive holds no tiles)"))
        }
        var out = lines.map { label, value in
            Self.padded(label + ":", to: 15) + TerminalSafe.clean(value)
        }.joined(separator: "\n") + "\n"
        if let decoded {
            out += "layers:\n"
            let width = max(10, decoded.layers.map { DisplayWidth.of(TerminalSafe.clean($0.name)) }.max() ?? 0)
            for layer in decoded.layers {
                let name = TerminalSafe.clean(layer.name)
                out += "  " + Self.padded(name, to: width) + "  \(layer.features.count)\n"
            }
            if !decoded.skipped.isEmpty { out += "skipped:       \(decoded.skipped.count) (\(TerminalSafe.clean(decoded.skipped[0].description)))\n" }
        }
        return out
    }

    /// `text` and spaces up to `width` terminal columns.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    private func format4(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded() / 10_000
        return JSON.number(scaled)
    }

    // MARK: - JSON

    func json() -> String {
        let m = metadata
        var fields: [(String, String)] = [("file", JSONString.quoted(file)), ("container", JSONString.quoted(kind.rawValue))]
        for (key, value) in [("name", m.name), ("description", m.description), ("attribution", m.attribution), ("format", m.format)] {
            fields.append((key, value.map(JSONString.quoted) ?? "null"))
        }
        fields.append(("minzoom", m.minZoom.map(String.init) ?? "null"))
        fields.append(("maxzoom", m.maxZoom.map(String.init) ?? "null"))
        fields.append(("bounds", m.bounds.map { b in "[" + [b.west, b.south, b.east, b.north].map(JSON.number).joined(separator: ",") + "]" } ?? "null"))
        fields.append(("schema", schema.map { JSONString.quoted($0.rawValue) } ?? "null"))
        fields.append(("vector_layers", "[" + m.vectorLayers.map { layer in
            "{\"id\":\(JSONString.quoted(layer.id)),\"minzoom\":\(layer.minZoom.map(String.init) ?? "null"),\"maxzoom\":\(layer.maxZoom.map(String.init) ?? "null")}"
        }.joined(separator: ",") + "]"))
        fields.append(("tile", tile.map { JSONString.quoted($0.description) } ?? "null"))
        fields.append(("tile_bytes", decoded == nil ? "null" : String(tileBytes)))
        fields.append(("gzip", decoded == nil ? "null" : String(gzip)))
        let layers = decoded?.layers.map { "\(JSONString.quoted($0.name)):\($0.features.count)" } ?? []
        fields.append(("layers", "{" + layers.joined(separator: ",") + "}"))
        fields.append(("skipped", String(decoded?.skipped.count ?? 0)))
        return "{" + fields.map { "\(JSONString.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}\n"
    }
}
