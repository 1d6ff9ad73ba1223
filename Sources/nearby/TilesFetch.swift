import NearbyCLI
import NearbyGeo

/// `nearby tiles fetch (--near NAME | --at LAT,LON) --radius KM --zooms A-B [--tiles SOURCE]
/// [--out FILE.mbtiles] [--yes]`: downloads the vector tiles of an area for use with no network,
/// into the tile cache or an MBTiles file. Resumable: tiles already there are skipped. The
/// options are parsed by `ArgumentParser` after the config file (`Usage.tilesFetch`).
enum TilesFetch {
    struct Request: Equatable {
        var centre: Coordinate
        var radiusKilometres: Double
        var zooms: ClosedRange<Int>
        var source = "openfreemap"
        var out: String?
        var yes = false
        /// The tile cache's bound, MiB (`--tile-cache-mb`).
        var cacheMegabytes = 256
        /// Transfers at once (`--connections`, at most 8: polite to a free service).
        var connections = 4
        /// `--timeout` (nil: `NEARBY_HTTP_TIMEOUT`, else 30 s).
        var timeout: Double?
    }

    /// More tiles than this need `--yes`.
    static let tileLimit = Usage.tileLimit
    /// More tiles than this are refused even with `--yes`: at 50 kB a tile, 500 GB and weeks
    /// of a free service's time.
    static let absurdTileCount = 10_000_000
    /// A rough average OpenFreeMap tile, for the estimate given before downloading.
    static let estimatedBytesPerTile = 50_000

    /// The request the parsed options make (the parser has checked that the area is complete).
    static func request(_ options: Options) -> Request {
        var request = Request(centre: options.at, radiusKilometres: options.fetchRadius ?? 1, zooms: options.zooms ?? 0...0)
        switch options.tiles {
        case .online(let text), .file(let text): request.source = text
        // Only a command line names these here (the config file's are the app's map): said wrong
        // by the source's own check.
        case .bundled, .none: if options.tilesChosen { request.source = options.tiles.text }
        }
        request.out = options.out
        request.yes = options.yes
        request.cacheMegabytes = options.tileCacheMegabytes
        request.connections = options.connections
        request.timeout = options.timeout
        return request
    }
}
