import NearbyCLI
import NearbyGeo

/// `nearby tiles info FILE [--tile Z/X/Y] [--format text|json]`: what a tile archive (MBTiles,
/// PMTiles) or a single tile holds: metadata, zooms, bounds, schema, and the per-layer feature
/// counts of one tile.
enum TilesCommand {
    /// A file that cannot be read as tiles: one sentence, exit status 2, no usage hint (the
    /// command line was fine; the file is not).
    struct BadFile: Error, CustomStringConvertible {
        let description: String
    }

    struct Request: Equatable {
        var file: String
        var tile: TileKey?
        var json = false
    }

    static let usage = """
        Usage: nearby tiles info FILE [--tile Z/X/Y] [--format text|json]

        Prints what a vector tile file holds: its metadata (name, attribution, format),
        zooms, bounds, layer schema (OpenMapTiles, Shortbread, Mapbox Streets v7) and
        the number of features in each layer of one tile.

          FILE                    an .mbtiles or .pmtiles archive, or one tile
                                  (.mvt/.pbf, gzip or not)
          --tile Z/X/Y            the tile to count (XYZ scheme; default: the first
                                  tile of the lowest zoom the archive holds)
          --format F              text (default) or json

        JSON has at least {"layers": {"<name>": <feature count>, ...}}. Exit status:
        0 ok, 1 the tile is not in the archive, 2 usage error or unreadable file.

        nearby tiles fetch --help: download the tiles of an area for offline use.
        """

    /// The request, or nil when the arguments ask for help.
    static func parse(_ arguments: [String]) throws(UsageError) -> Request? {
        var args = arguments[...]
        guard let verb = args.popFirst() else { throw UsageError("tiles needs a command: nearby tiles info FILE") }
        guard verb != "--help", verb != "-h" else { return nil }
        guard verb == "info" else { throw UsageError("unknown tiles command '\(verb)' (try 'nearby tiles info FILE' or 'nearby tiles fetch')") }
        var file: String?
        var tile: TileKey?
        var json = false
        var onlyPositional = false
        while let raw = args.popFirst() {
            if onlyPositional || !raw.hasPrefix("-") || raw == "-" {
                guard file == nil else { throw UsageError("tiles info takes one FILE, got '\(raw)' too") }
                file = raw
                continue
            }
            let parts = raw.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            func value() throws(UsageError) -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = args.popFirst() else { throw UsageError("\(name) needs a value") }
                return next
            }
            switch name {
            case "--":
                onlyPositional = true
            case "--help", "-h":
                return nil
            case "--tile":
                let text = try value()
                guard let parsed = TileKey(parsing: text) else {
                    throw UsageError("--tile wants Z/X/Y with 0 ≤ Z ≤ \(TileKey.maxZoom) and X, Y below 2^Z, got '\(text)'")
                }
                tile = parsed
            case "--format":
                switch try value() {
                case "json": json = true
                case "text": json = false
                case let other: throw UsageError("--format wants text or json, got '\(other)'")
                }
            default:
                throw UsageError("unknown option '\(name)' for tiles info")
            }
        }
        guard let file else { throw UsageError("tiles info needs a FILE (an .mbtiles, .pmtiles or tile file)") }
        return Request(file: file, tile: tile, json: json)
    }

    static func run(_ arguments: [String]) throws {
        if arguments.first == "fetch" { return try TilesFetch.run(Array(arguments.dropFirst())) }
        guard let request = try parse(arguments) else {
            try StandardOutput.write(usage + "\n")
            return
        }
        let report = try TileReport(request)
        try StandardOutput.write(request.json ? report.json() : report.text())
        if let missing = report.missingTile {
            throw RuntimeFailure("tile \(missing) is not in \(request.file)")
        }
    }
}
