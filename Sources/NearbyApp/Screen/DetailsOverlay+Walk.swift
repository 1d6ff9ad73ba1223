import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyRoute
import NearbyText

extension DetailsOverlay {
    /// The walk to the venue: its time and length, then its steps ("turn left onto Mikonkatu ·
    /// 80 m", "arrive: Café Aalto on the right"); while the route is sought, or where no walk
    /// reaches the venue, one line says so. Nothing without a router.
    static func walkLines(_ row: VenueRow, _ state: AppState) -> [(text: String, style: Style)] {
        guard state.walks.available else { return [] }
        let strings = state.settings.strings
        let gray = Style(foreground: .gray)
        let key = row.venue.key
        // A walk under way keeps its own route; otherwise the one found for this venue.
        let route = state.walks.walk.flatMap { $0.venue == key ? $0.route : nil } ?? state.walks.route(to: key)
        guard let route else {
            if let found = state.walks.route, found.venue == key, case .failure(let failure) = found.result {
                return [(strings.noWalk(failure), gray)]
            }
            if case .none = state.walks.walk(to: key), state.walks.routeAsked?.venue != key {
                return [(strings.noWalkRow(DistanceFormat.short(row.distance)), gray)]
            }
            return [(strings.findingWalk, gray)]
        }
        let name = TerminalSafe.clean(row.venue.name)
        var lines: [(text: String, style: Style)] = [
            (strings.walkSummary(WalkTime(distance: route.distance, duration: route.duration)), Style(bold: true)),
        ]
        for step in route.steps {
            var cleaned = step
            cleaned.name = TerminalSafe.clean(step.name)
            lines.append(("  " + strings.step(cleaned, venue: name), .plain))
        }
        return lines
    }
}
