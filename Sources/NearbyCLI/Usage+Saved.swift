/// The `--help` text of `nearby saved`.
extension Usage {
    static let saved = """
        Usage: nearby saved [--format F] [--at LAT,LON | --near NAME]
               nearby saved import FILE
               nearby saved note ID TEXT
               nearby saved remove ID

        The places you saved (b in the app), with their notes: kept in the database
        with each venue's last known name, address, position and details, through
        refetches, re-imports and venues a provider no longer returns.

          --format F              table (default: nearest first, with each place's
                                  ID), json, gpx (GPX 1.1 waypoints, the note as
                                  desc), geojson (a FeatureCollection of Points) or
                                  kml (KML 2.2 placemarks, the note as description)
          --at LAT,LON            where the table measures from (as nearby list)
          --near NAME             a preset or a city or town to measure from
          --db PATH               database ($XDG_DATA_HOME/nearby/venues.sqlite)

        import FILE reads the waypoints of a GPX file, the Point features of a
        GeoJSON file and the placemarks of a KML or KMZ file (as Organic Maps and
        OsmAnd export them; the format is told from the content). A place already
        saved, the same venue or the same name within 10 m, is not added again.
        note ID TEXT replaces a place's note ("" clears it); remove ID forgets it.
        Exit status: 0 ok, 1 no saved place has that ID or the file or database
        cannot be read or written, 2 usage error.
        """
}
