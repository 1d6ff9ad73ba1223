import NearbyCLI
import NearbyFormats
import NearbyGeo
import NearbyText

/// `nearby tiles fetch (--near NAME | --at LAT,LON) --radius KM --zooms A-B [--tiles SOURCE]
/// [--out FILE.mbtiles] [--yes]`: downloads the vector tiles of an area for use with no network,
/// into the tile cache or an MBTiles file. Resumable: tiles already there are skipped.
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
    }

    /// More tiles than this need `--yes` (about 1 GB from OpenFreeMap at typical tile sizes).
    static let tileLimit = 20_000
    /// A rough average OpenFreeMap tile, for the estimate given before downloading.
    static let estimatedBytesPerTile = 50_000

    static let usage = """
        Usage: nearby tiles fetch (--near NAME | --at LAT,LON) --radius KM --zooms A-B
                                  [--tiles SOURCE] [--out FILE.mbtiles] [--yes]

        Downloads the vector tiles of an area for offline use: into the tile cache
        ($XDG_CACHE_HOME/nearby/tiles.mbtiles) or, with --out, into an MBTiles file that
        `nearby tiles info FILE` and `--tiles FILE` read with no network. Says how many
        tiles first; tiles already there are skipped, so running it again resumes.

          --near NAME             centre on a preset place (\(Preset.names))
          --at LAT,LON            centre on a coordinate
          --radius KM             the area's radius, kilometres (0.1 to 500)
          --zooms A-B             zoom levels, e.g. 10-14 (or one zoom: 14), 0 to 22
          --tiles SOURCE          openfreemap (default), versatiles, a TileJSON URL or a
                                  https://…/{z}/{x}/{y} URL template (http:// only for
                                  loopback)
          --out FILE.mbtiles      write an MBTiles file instead of the tile cache
          --yes                   fetch even more than \(tileLimit) tiles
          --tile-cache-mb N       the tile cache's size bound, 1 to 1000000 MiB
                                  (default 256, or tile-cache-mb in the config
                                  file); least recently used tiles go first
          --connections N         transfers at once, 1 to 8 (default 4)

        A progress bar shows on a terminal; otherwise only the plan and the summary are
        printed. Exit status: 0 every tile fetched or known empty, 1 some tiles failed
        (run again to retry them) or the source cannot be used, 2 usage error.
        """

    /// The request, or nil when the arguments ask for help.
    /// `cacheMegabytes` is the config file's `tile-cache-mb`, which `--tile-cache-mb` overrides.
    static func parse(_ arguments: [String], cacheMegabytes: Int = 256) throws(UsageError) -> Request? {
        var args = arguments[...]
        var centre: Coordinate?
        var near: String?
        var radius: Double?
        var zooms: ClosedRange<Int>?
        var request = Request(centre: Coordinate(latitude: 0, longitude: 0), radiusKilometres: 1, zooms: 0...0)
        request.cacheMegabytes = cacheMegabytes
        while let raw = args.popFirst() {
            guard raw.hasPrefix("--") || raw == "-h" else { throw UsageError("tiles fetch takes no FILE ('\(raw)'); use --out FILE.mbtiles") }
            let parts = raw.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            func value() throws(UsageError) -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = args.popFirst() else { throw UsageError("\(name) needs a value") }
                return next
            }
            switch name {
            case "--help", "-h": return nil
            case "--near": near = try value()
            case "--at":
                let text = try value()
                do { centre = try Coordinate.parse(text) } catch {
                    throw UsageError("--at wants LAT,LON in decimal degrees (latitude −90…90, longitude −180…180), got '\(text)'")
                }
            case "--radius": radius = try number(try value(), option: "--radius", in: 0.1...500)
            case "--zooms": zooms = try zoomRange(try value())
            case "--tiles": request.source = try value()
            case "--out":
                let file = try value()
                guard !file.isEmpty else { throw UsageError("--out needs a file name") }
                request.out = file
            case "--yes": request.yes = true
            case "--tile-cache-mb": request.cacheMegabytes = Int(try number(try value(), option: "--tile-cache-mb", in: 1...1_000_000, integer: true))
            case "--connections": request.connections = Int(try number(try value(), option: "--connections", in: 1...8, integer: true))
            default: throw UsageError("unknown option '\(name)' for tiles fetch")
            }
        }
        switch (centre, near) {
        case (.some, .some): throw UsageError("give --near or --at, not both")
        case (.none, .none): throw UsageError("tiles fetch needs a centre: --near NAME or --at LAT,LON")
        case (.some(let at), .none): request.centre = at
        case (.none, .some(let name)):
            guard let preset = Preset.named(name) else { throw UsageError("unknown place '\(name)' for --near (one of: \(Preset.names))") }
            request.centre = preset.coordinate
        }
        guard let radius else { throw UsageError("tiles fetch needs --radius KM") }
        guard let zooms else { throw UsageError("tiles fetch needs --zooms A-B (for example 10-14)") }
        request.radiusKilometres = radius
        request.zooms = zooms
        return request
    }

    static func number(_ text: String, option: String, in range: ClosedRange<Double>, integer: Bool = false) throws(UsageError) -> Double {
        try OptionValue.number(text, option: option, in: range, integer: integer)
    }

    /// `A-B` or `Z`, within 0…22.
    static func zoomRange(_ text: String) throws(UsageError) -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.map { part in part.count <= 2 && part.allSatisfy(\.isASCII) ? Int(part) : nil }
        guard (1...2).contains(parts.count), let low = numbers.first ?? nil, let high = numbers.last ?? nil,
              (0...22).contains(low), (0...22).contains(high), low <= high else {
            throw UsageError("--zooms wants A-B with 0 ≤ A ≤ B ≤ 22 (for example 10-14), got '\(text)'")
        }
        return low...high
    }
}
