/// The `--help` text of `nearby hours`.
extension Usage {
    static let hours = """
        Usage: nearby hours VALUE [--from T] [--to T] [--at LAT,LON] [--country CC]
                                  [--state NAME] [--tz ZONE] [--format text|json]

        Reads an OpenStreetMap opening_hours VALUE (specification 0.7.2) and prints
        its open and unknown intervals from --from to --to, whether it is open at
        --from, when that next changes, and its canonical form. Mappers can check a
        tag with it. Times are local, YYYY-MM-DD HH:MM.

          VALUE                   the tag's value; quote it (it has spaces)
          --from T                start of the range (default: now)
          --to T                  end of the range (default: a week after --from)
          --at LAT,LON            the venue's place: sun times (sunrise, dusk, ...)
                                  and, from the gazetteer, its zone and country
          --country CC            public holidays (PH) of this country (FI, DE, ...)
          --state NAME            and of this state or region (Bayern, ...)
          --tz ZONE               time zone, e.g. Europe/Helsinki (default: the zone
                                  at --at, else TZ, else the system's)
          --format F              text (default) or json

        JSON: {"intervals": [{"from", "to", "unknown", "comment"}], "open_ms",
        "unknown_ms", "week_stable", "open", "next_change", "canonical"}; "open" is
        null while the state is unknown. Exit status: 0 ok, 2 a value that cannot be
        read (one sentence naming the column) or a usage error.
        """
}
