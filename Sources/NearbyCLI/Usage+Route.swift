/// The `--help` text of `nearby route`.
extension Usage {
    static let route = """
        Usage: nearby route --from LAT,LON|PLACE --to LAT,LON|VENUE-ID|PLACE [OPTIONS]

        Prints the walk from --from to --to: its length and time, then one line a
        step ("turn left onto Mikonkatu · 80 m"). An end is a coordinate, a venue id
        of the database (node/60068035) or a place as --near finds it. Each end
        snaps to the nearest walkable way, as OSRM's foot profile does.

          --from LAT,LON|PLACE    where the walk starts (a venue id works too)
          --to LAT,LON|VENUE-ID|PLACE
                                  where it ends
          --format F              text (default), json (OSRM's route response),
                                  geojson (a Feature) or gpx (a GPX 1.1 track)
          --router NAME           offline (default; the walking graphs of the
                                  imported extracts), osrm or valhalla
          --router-url URL        a self-hosted OSRM or Valhalla (http:// only for
                                  loopback)
          --timeout SECONDS       how long an online router may take, 0.1 to 3600
                                  (30)
          --geocoder NAME         offline (default) or nominatim, for a place no
                                  bundled place has
          --geocoder-url URL      a self-hosted Nominatim (http:// only for
                                  loopback)
          --db PATH               database ($XDG_DATA_HOME/nearby/venues.sqlite)

        JSON is {"code": "Ok", "routes": [route], "waypoints": [from, to]} as OSRM
        answers /route/v1/foot with steps=true&geometries=geojson: the route's
        distance (m), duration (s), geometry (a GeoJSON LineString) and legs[].steps[]
        with name, distance, duration, mode, geometry and maneuver (type, modifier,
        location [lon, lat]); a waypoint's distance is how far its end lay from the
        way. Exit status: 0 ok, 1 no walk (no way joins the ends, or an end is
        outside every imported extract) or the router failed, 2 usage error.
        """
}
