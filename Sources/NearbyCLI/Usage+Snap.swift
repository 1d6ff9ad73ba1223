/// The `--help` text of `nearby snap`.
extension Usage {
    static let snap = """
        Usage: nearby snap [--at LAT,LON | --near NAME] [--span M] [--size WxH]
                           [--tiles SOURCE] [--style FILE] [--format ansi|text]

        Prints one frame of the map pane to standard output: exactly what the app's
        map pane draws for the same options (its border, fills, streets, names, the
        scale bar, the credit and your position; no venue pins), once the tiles are
        loaded. Tiles still missing when the timeout ends are named on stderr and
        the frame is drawn without them.

          --at LAT,LON            centre (default 60.1690,24.9435, Helsinki)
          --near NAME             centre on a preset place (London, Tokyo, Apple, ...)
          --span M                edge of the visible square region, 100 to
                                  40000000 meters (500)
          --size WxH              the frame in cells, 4 to 1000 wide and 2 to 1000
                                  high (default 80x24)
          --tiles SOURCE          bundled (default), none, an .mbtiles or .pmtiles
                                  file, openfreemap, versatiles, a TileJSON or
                                  {z}/{x}/{y} URL
          --style FILE            MapLibre style JSON for the map
          --format F              ansi (colours as SGR escapes; the default on a
                                  terminal) or text (the characters only)
          --ascii                 draw with plain ASCII
          --lang en|zh            the pane's words (default: from the locale)
          --timeout SECONDS       how long to wait for the tiles, 0.1 to 3600
                                  (default 30)
          --tile-cache-mb N       the tile cache's size bound for an online source,
                                  1 to 1000000 MiB (256)

        Colours are xterm's 256 (none when NO_COLOR is set: fills become dot
        patterns). The config file's at, near, span, tiles, style, ascii, lang,
        timeout and tile-cache-mb apply. Exit status: 0 the frame is whole, 1 tiles
        were missing (the frame is still printed) or the map cannot be used, 2 usage
        error.
        """
}
