import NearbyCLI
import NearbyGeo
import NearbyText

/// `nearby tiles info FILE [--tile Z/X/Y] [--format text|json]`: what a tile archive (MBTiles,
/// PMTiles) or a single tile holds: metadata, zooms, bounds, schema, and the per-layer feature
/// counts of one tile. The options are parsed by `ArgumentParser` (`Usage.tilesInfo`).
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

    /// The request the parsed options make; `--tile` is checked here, where tile numbers are known.
    static func request(_ options: Options) throws(UsageError) -> Request {
        var tile: TileKey?
        if let text = options.tileText {
            guard let parsed = TileKey(parsing: text) else {
                throw UsageError("--tile wants Z/X/Y with 0 ≤ Z ≤ \(TileKey.maxZoom) and X, Y below 2^Z, got \(TerminalSafe.quoted(text, always: true))")
            }
            tile = parsed
        }
        return Request(file: options.tileFile ?? "", tile: tile, json: options.tileInfoJSON)
    }

    static func run(_ options: Options) throws {
        let request = try request(options)
        let report = try TileReport(request)
        try StandardOutput.write(request.json ? report.json() : report.text())
        if let missing = report.missingTile {
            throw RuntimeFailure("tile \(missing) is not in \(request.file)")
        }
    }
}
