import NearbyFormats

/// The `--help` texts: every option with its default, grouped, within 80 columns.
public enum Usage {
    public static func text(for command: Subcommand) -> String {
        switch command {
        case .app: return app
        case .list: return list
        case .import: return importing
        case .tiles, .tilesInfo: return tilesInfo
        case .tilesFetch: return tilesFetch
        case .snap: return snap
        case .places: return places
        case .hours: return hours
        case .route: return route
        case .saved: return saved
        }
    }

    /// The provider names for `--provider`, from the one table of them, wrapped to the help's
    /// description column.
    static let providerNames: String = {
        let names = ProviderKind.allCases.map { $0 == .offline ? "\($0.name) (default)" : $0.name }
        var lines = [""]
        for (index, name) in names.enumerated() {
            let word = name + (index < names.count - 1 ? "," : "")
            if lines[lines.count - 1].isEmpty {
                lines[lines.count - 1] = word
            } else if 26 + lines[lines.count - 1].count + 1 + word.count <= 80 {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(word)
            }
        }
        return lines.joined(separator: "\n" + String(repeating: " ", count: 26))
    }()

    static let app = """
        Usage: nearby [OPTIONS]              the full-screen app
               nearby list [OPTIONS]         print the venues around a location
               nearby import FILE [OPTIONS]  load venues into the database
               nearby tiles info FILE        what a vector tile archive holds
               nearby tiles fetch --help     download map tiles for offline use
               nearby snap [OPTIONS]         print one map frame
               nearby places NAME            find a city or town by name
               nearby hours VALUE            read an opening_hours value
               nearby route --from A --to B  the walk from A to B, step by step
               nearby saved [--format F]     the places you saved (saved --help)
               nearby --help | --version

        Finds coffee shops around a location you move by hand: a map pane, a venue
        list and a status bar, in the terminal. Works offline by default.

        Location:
          --at LAT,LON            start location, latitude -90 to 90, longitude -180
                                  to 180 (default 60.1690,24.9435, Helsinki)
          --near NAME             start at a preset (London, Tokyo, Apple, ...) or
                                  any city or town: Berlin, "Portland, Maine",
                                  "Valencia, VE" (see nearby places)
          --geocoder NAME         where a --near name no bundled place has (and
                                  the L picker's "search online") is looked up:
                                  offline (default: nowhere) or nominatim
                                  (addresses, streets; online)
          --geocoder-url URL      a self-hosted Nominatim (http:// only for
                                  loopback)
          --distance-filter M     minimum move before a location is delivered,
                                  0 to 1000000 meters (50)
          --span M                edge of the visible square region, 100 to
                                  40000000 meters (500)
          --route FILE            GPX route to play with p (the bundled Helsinki walk)
          --speed N               route playback speed, 0.01 to 10000 (1)
          --gpsd [HOST:PORT]      follow gpsd's fixes (localhost:2947); a moving
                                  key leaves them, l comes back (default: none)
          --time "YYYY-MM-DD HH:MM"
                                  start the app's clock at this local time; it runs
                                  on, < and > move it an hour (default: now)

        Venues:
          --provider NAME         \(providerNames)
          --base-url URL          send requests to URL's scheme, host and port instead
                                  of the real service (http:// only for loopback)
          --query TEXT            what to search for (default: coffee shops)
          --category ID           provider category id (Foursquare coffee shops); for
                                  overpass the amenity, for tiles the class (cafe)
          --radius M              fetch radius, 1 to 100000 meters (2000)
          --limit N               venues per fetch, 1 to 10000 (50)
          --timeout SECONDS       how long a fetch may take in all, retries
                                  included, 0.1 to 3600 (default 30, overpass 35;
                                  or NEARBY_HTTP_TIMEOUT)
          --tiles SOURCE          vector tiles for the map and --provider tiles:
                                  bundled (default), none, an .mbtiles or
                                  .pmtiles file, or online: openfreemap,
                                  versatiles, a TileJSON or {z}/{x}/{y} URL
                                  (default with an online provider:
                                  openfreemap)

        Walking:
          --router NAME           who finds walks: offline (default; the walking
                                  graphs of the imported extracts), osrm or
                                  valhalla (online)
          --router-url URL        a self-hosted OSRM or Valhalla (http:// only for
                                  loopback)

        Screen:
          --ascii                 draw with plain ASCII (no UTF-8 needed)
          --style FILE            MapLibre style JSON for the map (default: the
                                  bundled style for the tiles' schema)
          --lang en|zh            interface language (default: from the locale)
          --map-language local|CODE
                                  language of the map's names (default: --lang,
                                  else the locale's; local keeps local names)

        Files:
          --db PATH               database ($XDG_DATA_HOME/nearby/venues.sqlite)
          --log FILE              JSON-lines event log (default: none)
          --tile-cache-mb N       size bound of the tile cache
                                  ($XDG_CACHE_HOME/nearby/tiles.mbtiles), 1 to
                                  1000000 MiB (256)

        Numbers are plain decimals (no hex, no exponent). Options may also come
        before list or import. Every option can also be set in
        $XDG_CONFIG_HOME/nearby/config as `name = value  # comment` (e.g.
        `provider = overpass`); the command line wins.

        Keys: up/down j k select, Enter recenter, w a s d move you, + - zoom,
        left/right and shift-arrows [ ] pan, { } split, c center, r fetch,
        / filter, L places, p route, ? help, Ctrl-Z suspend, q quit; the mouse
        selects, scrolls and zooms.

        Map data © OpenStreetMap contributors (ODbL); places © GeoNames (CC BY
        4.0). See nearby(1).
        """

    static let places = """
        Usage: nearby places NAME [OPTIONS]

        Prints the bundled gazetteer's places (GeoNames cities of 15,000 people or
        more, and every capital) one of whose names starts with NAME, case and accents ignored, best
        first: the name itself, then another name of it, then the rest, each most
        populous first. "NAME, CC" or "NAME, DIVISION" keeps one country's or
        division's. What --near NAME and the app's L picker find.

          --limit N               the most places printed, 1 to 10000 (10)
          --format F              table (default), json or tsv

        JSON is one array of {"name", "country", "division", "lat", "lon",
        "population", "timezone", "geonameid"}. Exit status: 0 ok (also when none
        matches), 2 usage error. Places © GeoNames (CC BY 4.0).
        """

    static let list = """
        Usage: nearby list [OPTIONS]

        Prints the venues of the visible region around --at, by walking time where a
        walking graph covers --at, else nearest first: exactly the rows the app's
        list pane shows. No full-screen interface.

          --at LAT,LON            location (default 60.1690,24.9435)
          --near NAME             a preset or any city or town instead of --at
          --geocoder NAME         offline (default) or nominatim: look up a --near
                                  name the gazetteer lacks online
          --geocoder-url URL      a self-hosted Nominatim's scheme, host and port
          --span M                edge of the square region, 100 to 40000000
                                  meters (500)
          --provider NAME         where venues come from (offline)
          --tiles SOURCE          tiles for --provider tiles: bundled (default),
                                  an .mbtiles or .pmtiles file, openfreemap,
                                  versatiles, a TileJSON or {z}/{x}/{y} URL
          --fetch                 fetch from the provider and commit before listing
          --base-url URL          the provider's scheme, host and port
          --query TEXT            what to search for (coffee shops)
          --category ID           provider category id
          --radius M              fetch radius, 1 to 100000 meters (2000)
          --limit N               venues per fetch and, when given, the most rows
                                  listed (nearest first), 1 to 10000 (50)
          --timeout SECONDS       how long the fetch may take, 0.1 to 3600 (30)
          --distance-filter M     accepted for symmetry with the app (50)
          --open-now              only venues open now (by their opening_hours)
          --open-at T             only venues open at local time T (YYYY-MM-DD HH:MM)
          --where FACET=VALUE,...
                                  only venues with these facets: wifi, power,
                                  outdoor, indoor, wheelchair (or step-free);
                                  yes, no or unknown (wheelchair also limited)
          --order walk|distance   by walking time or by straight-line distance
                                  (default: walk where a walking graph covers
                                  --at)
          --router NAME           who finds walks: offline (default), osrm or
                                  valhalla
          --router-url URL        a self-hosted OSRM or Valhalla
          --format F              table (default), json or tsv
          --db PATH               database ($XDG_DATA_HOME/nearby/venues.sqlite)
          --log FILE              JSON-lines log of the fetch (default: none)

        JSON is one array of {"id", "name", "address", "lat", "lon", "distance_m",
        "provider", "near", "opening_hours", "open", "next_change", "phone",
        "website", "walk_m", "walk_s", "wifi", "power", "outdoor", "indoor",
        "wheelchair"}; near is the place nearest the venue
        ("Helsinki, FI"); "open" is true, false or null (hours unknown or
        unreadable); walk_m and walk_s are the walk's metres and seconds, null where
        none is known; wifi, power, outdoor and indoor are true, false or null
        (unknown), wheelchair "yes", "limited", "no" or null. Exit status: 0 ok,
        1 runtime failure (a failed fetch, a write error, --order walk where no
        walk is known), 2 usage error (also an unknown --where facet or value). A
        429 whose Retry-After fits in the fetch timeout (--timeout) is waited out
        once.
        """

    static let importing = """
        Usage: nearby import FILE [OPTIONS]

        Loads venues from FILE (- for standard input; a pipe or FIFO works) into the
        database, in batches, and prints a summary. The format is guessed from the
        content when --format is not given.

          --format F              overpass, geojson, foursquare, csv or osm
          --strict                commit nothing when any row is bad
          --db PATH               database ($XDG_DATA_HOME/nearby/venues.sqlite)

        CSV needs a header naming at least id, name, lat and lon (address optional).
        An OpenStreetMap extract (.osm.pbf, or OSM XML, plain or gzip; a file, not a
        pipe) gives its cafés and its walking graph, stored under the file's name
        without .osm.pbf; importing it again replaces both, in one transaction.
        """
}
