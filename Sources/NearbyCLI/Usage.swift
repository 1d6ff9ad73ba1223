/// The `--help` texts: every option with its default, grouped, within 80 columns.
public enum Usage {
    public static func text(for command: Subcommand) -> String {
        switch command {
        case .app: return app
        case .list: return list
        case .import: return importing
        }
    }

    static let app = """
        Usage: nearby [OPTIONS]              the full-screen app
               nearby list [OPTIONS]         print the venues around a location
               nearby import FILE [OPTIONS]  load venues into the database
               nearby --help | --version

        Finds coffee shops around a location you move by hand: a map pane, a venue
        list and a status bar, in the terminal. Works offline by default.

        Location:
          --at LAT,LON            start location (default 60.1690,24.9435, Helsinki)
          --near NAME             start at a preset place (London, Tokyo, Apple, ...)
          --distance-filter M     minimum move before a location is delivered (50)
          --span M                edge of the visible square region, meters (500)
          --route FILE            GPX route to play with p (the bundled Helsinki walk)
          --speed N               route playback speed multiplier (1)

        Venues:
          --provider NAME         offline (default), foursquare, foursquare-v3,
                                  foursquare-places, overpass
          --base-url URL          send requests to URL's scheme, host and port instead
                                  of the real service (http:// only for loopback)
          --query TEXT            what to search for (default: coffee shops)
          --category ID           provider category id (Foursquare coffee shops)
          --radius M              fetch radius, meters (2000)
          --limit N               venues per fetch (50)

        Screen:
          --ascii                 draw with plain ASCII (no UTF-8 needed)
          --lang en|zh            interface language (default: from the locale)

        Files:
          --db PATH               database ($XDG_DATA_HOME/nearby/venues.sqlite)
          --log FILE              JSON-lines event log (default: none)

        Every option can also be set in $XDG_CONFIG_HOME/nearby/config as
        `name = value` (e.g. `provider = overpass`); the command line wins.

        Keys: arrows/j k select, Enter recenter, w a s d move you, + - zoom,
        c center, r fetch, / filter, L places, p route, ? help, q quit.

        Map data © OpenStreetMap contributors (ODbL). See nearby(1).
        """

    static let list = """
        Usage: nearby list [OPTIONS]

        Prints the venues of the visible region around --at, nearest first: exactly
        the rows the app's list pane shows. No full-screen interface.

          --at LAT,LON            location (default 60.1690,24.9435)
          --near NAME             a preset place instead of --at
          --span M                edge of the square region, meters (500)
          --provider NAME         where venues come from (offline)
          --fetch                 fetch from the provider and commit before listing
          --base-url URL          the provider's scheme, host and port
          --query TEXT            what to search for (coffee shops)
          --category ID           provider category id
          --radius M              fetch radius, meters (2000)
          --limit N               venues per fetch (50)
          --distance-filter M     accepted for symmetry with the app (50)
          --format F              table (default), json or tsv
          --db PATH               database ($XDG_DATA_HOME/nearby/venues.sqlite)

        JSON is one array of {"id", "name", "address", "lat", "lon", "distance_m",
        "provider"}. Exit status: 0 ok, 1 runtime failure, 2 usage error.
        """

    static let importing = """
        Usage: nearby import FILE [OPTIONS]

        Loads venues from FILE (- for standard input; a pipe or FIFO works) into the
        database, in batches, and prints a summary. The format is guessed from the
        content when --format is not given.

          --format F              overpass, geojson, foursquare or csv
          --strict                commit nothing when any row is bad
          --db PATH               database ($XDG_DATA_HOME/nearby/venues.sqlite)

        CSV needs a header naming at least id, name, lat and lon (address optional).
        """
}
