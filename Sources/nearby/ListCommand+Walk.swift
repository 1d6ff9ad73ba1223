import NearbyCLI
import NearbyFormats
import NearbyRoute

/// `nearby list`'s walks: each row's walking time and length from `--at`, and the order they
/// give (`--order walk|distance`; by default walk where a walking graph covers `--at`).
struct ListWalks {
    /// The rows in the order listed, and each one's walk (nil: none known).
    var rows: [VenueRow]
    var walks: [WalkTime?]

    /// Whether walks may reorder the rows (so the store is asked for all of the pane's rows).
    static func mayReorder(_ options: Options) -> Bool { options.order != WalkOrder.distance.rawValue }

    /// The rows ordered and cut to `limit`. With `--order walk`, no walk known is a runtime
    /// failure; by default a router's failure is said on stderr and the rows stay nearest first.
    init(_ rows: [VenueRow], options: Options, router: (any WalkRouter)?, limit: Int,
         note: (String) -> Void = { Platform.printError("nearby: " + $0) }) throws(RuntimeFailure) {
        let listing: WalkListing
        do {
            listing = try WalkListing(from: options.at, targets: rows.map(\.venue.coordinate), straight: rows.map(\.distance),
                                      router: router, order: options.order.flatMap(WalkOrder.init), limit: limit)
        } catch {
            throw RuntimeFailure("--order walk: " + WalkWords.reason(error, subject: "--at"))
        }
        if let failure = listing.failure {
            note("walking times: " + WalkWords.reason(failure, subject: "--at") + "; listed by distance")
        }
        self.rows = listing.order.map { rows[$0] }
        walks = listing.walks
    }
}
