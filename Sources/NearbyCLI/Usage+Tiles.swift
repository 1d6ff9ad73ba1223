import NearbyGeo

/// The `--help` texts of `nearby tiles info` and `nearby tiles fetch`.
extension Usage {
    /// More tiles than this need `tiles fetch --yes` (about 1 GB from OpenFreeMap at typical
    /// tile sizes).
    public static let tileLimit = 20_000

    static let tilesInfo = """
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

    static let tilesFetch = """
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
          --yes                   fetch even more than \(tileLimit) tiles (never more
                                  than 10 million)
          --tile-cache-mb N       the tile cache's size bound, 1 to 1000000 MiB
                                  (default 256, or tile-cache-mb in the config
                                  file); least recently used tiles go first
          --connections N         transfers at once, 1 to 8 (default 4)
          --timeout SECONDS       how long a transfer may take, 0.1 to 3600
                                  (default 30)

        The config file's tiles (when online), tile-cache-mb and timeout apply.
        A progress bar shows on a terminal; otherwise only the plan and the summary are
        printed. Exit status: 0 every tile fetched or known empty, 1 some tiles failed
        (run again to retry them) or the source cannot be used, 2 usage error.
        """
}
