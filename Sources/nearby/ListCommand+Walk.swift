import NearbyCLI
import NearbyFormats
import NearbyRoute
import NearbyText

/// `nearby list`'s walks: each row's walking time and length from `--at`, and the order they
/// give (`--order walk|distance`; by default walk where a walking graph covers `--at`).
struct ListWalks {
    /// The rows in the order listed, and each one's walk (nil: none known).
    var rows: [VenueRow]
    var walks: [WalkTime?]

    /// Whether walks may reorder the rows (so the store is asked for all of the pane's rows).
    static func mayReorder(_ options: Options) -> Bool { options.order != "distance" }

    /// Asks `router` for the rows' walks and orders them, keeping the first `limit`. With
    /// `--order walk`, no walk (no router, or `--at` off every graph) is a runtime failure; by
    /// default the rows stay nearest first, a router's failure said on stderr (`note`).
    init(_ rows: [VenueRow], options: Options, router: (any WalkRouter)?, limit: Int,
         note: (String) -> Void = { Platform.printError("nearby: " + $0) }) throws(RuntimeFailure) {
        let explicit = options.order == "walk"
        var times: [WalkTime?] = Array(repeating: nil, count: rows.count)
        if let router {
            switch router.walkTimes(from: options.at, to: rows.map(\.venue.coordinate)) {
            case .success(let answered):
                times = Array(answered.prefix(rows.count)) + Array(repeating: nil, count: max(0, rows.count - answered.count))
            case .failure(let failure):
                if explicit { throw RuntimeFailure("--order walk: " + RouteCommand.reason(failure, subject: "--at")) }
                if case .service = failure { note("walking times: " + RouteCommand.reason(failure, subject: "--at") + "; listed by distance") }
            }
        } else if explicit {
            throw RuntimeFailure("--order walk: no walking graph to route on (nearby import FILE.osm.pbf adds one)")
        }
        let known = times.contains { $0 != nil }
        let order = known && Self.mayReorder(options)
            ? WalkOrder.indices(times: times, straight: rows.map(\.distance)) : Array(rows.indices)
        let kept = order.prefix(limit)
        self.rows = kept.map { rows[$0] }
        walks = kept.map { times[$0] }
    }
}
