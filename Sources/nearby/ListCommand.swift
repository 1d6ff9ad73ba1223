import NearbyApp
import NearbyCLI
import NearbyFormats
import NearbyGeo
import NearbyHTTP
import NearbyPlaces
import NearbyRoute
import NearbyStore
import NearbyText

/// `nearby list`: the rows the list pane would show, as a table, TSV or JSON on stdout, by
/// walking time where a walking graph covers `--at`.
enum ListCommand {
    /// Fetches (with `--fetch`), then prints the rows. With `--log`, the fetch's events are
    /// logged as the app logs them, through the same update.
    static func run(_ options: Options, places: Gazetteer?) throws {
        // The log first: a log that cannot be opened stops the command before it touches anything.
        let log = try options.logPath.map { path throws(RuntimeFailure) in try EventLogWriter(path: path) }
        // The gazetteer says where each venue's hours are read; only JSON rows and the open
        // filter read hours, so a plain table does not wait for it.
        var places = places
        let needsPlaces = options.format == "json" || options.hours.openNow || options.hours.openAt != nil
        if needsPlaces, places == nil { places = try? BundledPlaces.open() }
        let hours = try ListHours(options.hours, at: options.at, places: places)
        if let note = hours.note { Platform.printError("nearby: " + note) }
        let setup = try Setup(options: options)
        let store = try setup.openStore()
        // The bundled city's walking graph on first use (synchronous: no frame waits for it).
        if options.provider == .offline { try Setup.importBundledExtract(assets: setup.assets, into: store) }
        var state = AppState(width: 80, height: 24, provider: options.provider, at: options.at, span: options.span)
        func record(_ event: Event) {
            for case .log(let line) in Update.apply(&state, event) { log?.write(line) }
        }
        if options.fetch {
            record(.fetchStarted(provider: setup.provider.name, at: options.at))
            do {
                let venues = try setup.provider.fetch(around: options.at, radius: options.radius, limit: options.limit)
                let summary = try store.upsert(venues, now: Platform.unixTime())
                record(.fetchCommitted(count: summary.total, at: Platform.now()))
            } catch let error as ProviderError {
                record(.fetchFailed(error.failure))
                throw error
            } catch let error as StoreError {
                record(.fetchFailed(.storeFailed(error.description)))
                throw error
            }
        }
        // Exactly the query the list pane runs; `--limit`, when given, keeps the nearest N (by
        // walk, of all the pane's rows, when walks order them).
        guard case .loadVenues(let region, let from, let matching, let paneLimit, _, _) = Update.reload(state) else { return }
        let limit = options.limitGiven ? min(paneLimit, options.limit) : paneLimit
        _ = try Setup.onlineRouter(options)  // a bad --router-url: exit 2
        let router = setup.walkRouter(options)
        let asked = router != nil && ListWalks.mayReorder(options) ? paneLimit : limit
        let found = try hours.rows(store, in: region, nearestTo: from, matching: matching, limit: asked, facets: options.facets)
        let walks = try ListWalks(found, options: options, router: router, limit: limit)
        // JSON names the place each venue is in; without the gazetteer file the rows go without it.
        let gazetteer = options.format == "json" ? places : nil
        try StandardOutput.write(output(walks.rows, walks: walks.walks, format: options.format, hours: hours) {
            gazetteer?.nearest(to: $0)?.shortLabel
        })
        if let failure = log?.failure { throw failure }
    }

    /// `walks[i]` is row i's walk (nil: none known).
    static func output(_ rows: [VenueRow], walks: [WalkTime?], format: String, hours: ListHours,
                       near: (Coordinate) -> String? = { _ in nil }) -> String {
        switch format {
        case "json": return json(rows, walks: walks, hours: hours, near: near)
        case "tsv": return tsv(rows)
        default: return table(rows, walks: walks)
        }
    }

    /// `near`: the gazetteer place nearest a venue ("Helsinki, FI"), where there is one;
    /// `walk_m` and `walk_s` the walk's metres and seconds, null where none is known.
    static func json(_ rows: [VenueRow], walks: [WalkTime?], hours: ListHours,
                     near: (Coordinate) -> String? = { _ in nil }) -> String {
        func optional(_ text: String?) -> String { text.map(JSONString.quoted) ?? "null" }
        func tenths(_ value: Double?) -> String { value.map { JSON.number(($0 * 10).rounded() / 10) } ?? "null" }
        let items = rows.indices.map { index in
            let row = rows[index], v = row.venue
            let walk = index < walks.count ? walks[index] : nil
            let place = near(v.coordinate).map { ",\"near\":" + JSONString.quoted($0) } ?? ""
            let details = ",\"opening_hours\":\(optional(v.details.openingHours)),\(hours.jsonFields(v)),"
                + "\"phone\":\(optional(v.details.phone)),\"website\":\(optional(v.details.website)),"
                + "\"walk_m\":\(tenths(walk?.distance)),\"walk_s\":\(tenths(walk?.duration)),"
                + facetFields(v.facets)
            return "{\"id\":\(JSONString.quoted(v.id)),\"name\":\(JSONString.quoted(v.name)),\"address\":\(JSONString.quoted(v.address)),"
                + "\"lat\":\(JSON.number(v.coordinate.latitude)),\"lon\":\(JSON.number(v.coordinate.longitude)),"
                + "\"distance_m\":\(JSON.number((row.distance * 10).rounded() / 10)),\"provider\":\(JSONString.quoted(v.provider))"
                + place + details + "}"
        }
        return "[" + items.joined(separator: ",\n") + "]\n"
    }

    /// `"wifi","power","outdoor","indoor"`: true, false or null (unknown); `"wheelchair"`: "yes",
    /// "limited", "no" or null.
    static func facetFields(_ facets: VenueFacets) -> String {
        func flag(_ value: FacetValue?) -> String {
            switch value {
            case .yes?: return "true"
            case .no?: return "false"
            case .limited?, nil: return "null"
            }
        }
        return "\"wifi\":\(flag(facets.wifi)),\"power\":\(flag(facets.power)),\"outdoor\":\(flag(facets.outdoor)),"
            + "\"indoor\":\(flag(facets.indoor)),\"wheelchair\":" + (facets.wheelchair.map { JSONString.quoted($0.rawValue) } ?? "null")
    }

    static func tsv(_ rows: [VenueRow]) -> String {
        func field(_ s: String) -> String {
            String(TerminalSafe.clean(s).map { $0 == "\t" ? " " : $0 })
        }
        var out = "id\tname\taddress\tlat\tlon\tdistance_m\tprovider\n"
        for row in rows {
            let v = row.venue
            out += [field(v.id), field(v.name), field(v.address), JSON.number(v.coordinate.latitude),
                    JSON.number(v.coordinate.longitude), JSON.number((row.distance * 10).rounded() / 10),
                    field(v.provider)].joined(separator: "\t") + "\n"
        }
        return out
    }

    /// Widest a name or address column gets: one long name must not pad every row to its width.
    static let tableColumnWidth = 40

    /// Columns aligned to display width (CJK-aware); names made terminal-safe and cut at
    /// `tableColumnWidth` (json and tsv keep them whole). A WALK column ("6 min · 420 m", "–"
    /// where none is known) when any row's walk is known; a FACETS column (`facetCell`) when any
    /// row has a known facet.
    static func table(_ rows: [VenueRow], walks: [WalkTime?] = []) -> String {
        func cell(_ text: String) -> String { TerminalSafe.truncate(TerminalSafe.clean(text), toWidth: tableColumnWidth) }
        let names = rows.map { cell($0.venue.name) }
        let addresses = rows.map { cell($0.venue.address) }
        let distances = rows.map { DistanceFormat.short($0.distance) }
        let walked = walks.contains { $0 != nil }
        let walkCells = rows.indices.map { i in (i < walks.count ? walks[i] : nil).map(WalkWords.walk) ?? "–" }
        let nameWidth = max(4, names.map(DisplayWidth.of).max() ?? 0)
        let addressWidth = max(7, addresses.map(DisplayWidth.of).max() ?? 0)
        let distanceWidth = max(8, distances.map(\.count).max() ?? 0)
        let walkWidth = max(4, walkCells.map(DisplayWidth.of).max() ?? 0)
        let facets = rows.map(\.venue.facets)
        let faceted = facets.contains { !$0.isUnknown }
        func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - DisplayWidth.of(s))) }
        func padLeft(_ s: String, _ w: Int) -> String { String(repeating: " ", count: max(0, w - DisplayWidth.of(s))) + s }
        func line(_ name: String, _ address: String, _ distance: String, _ walk: String, _ facet: String) -> String {
            pad(name, nameWidth) + "  " + pad(address, addressWidth) + "  " + padLeft(distance, distanceWidth)
                + (walked ? "  " + padLeft(walk, walkWidth) : "") + (faceted ? "  " + padLeft(facet, 6) : "") + "\n"
        }
        var out = line("NAME", "ADDRESS", "DISTANCE", "WALK", "FACETS")
        for i in rows.indices { out += line(names[i], addresses[i], distances[i], walkCells[i], facetCell(facets[i])) }
        return out
    }

    /// A row's facets in five characters, wifi, power, outdoor, indoor, step-free in that order:
    /// the facet's letter (`W`, `P`, `O`, `I`, `S`) where yes, `-` where no, `.` where unknown,
    /// and `s` for limited step-free access ("W.O.s": wifi, outdoor seating, limited access).
    static func facetCell(_ facets: VenueFacets) -> String {
        String(zip(Facet.allCases, "WPOIS").map { facet, letter -> Character in
            switch facets[facet] {
            case .yes?: return letter
            case .no?: return "-"
            case .limited?: return Character(letter.lowercased())
            case nil: return "."
            }
        })
    }
}
