import NearbyGeo

/// A list of venues with their walks from one point, in the order asked: by walking time, by
/// distance, or — when no order is asked — by walking time wherever the router covers the
/// point and by distance elsewhere (what `nearby list` and the list pane show).
public struct WalkListing: Sendable, Equatable {
    /// The items' indexes in the order listed, at most `limit` of them.
    public var order: [Int]
    /// The walk of each listed item, in `order`'s order (nil: none known).
    public var walks: [WalkTime?]
    /// Why the items stand by distance though no order was asked (the router failed); an
    /// end off every graph is no news and leaves this nil.
    public var failure: RouteFailure?

    /// Asks `router` for the walks from `from` to `targets` (whose straight-line distances are
    /// `straight`, nearest first as given) and orders them. With `.walk` asked, no walk known —
    /// no router (`outsideGraphs` with no areas), or the router's failure — is thrown.
    public init(from: Coordinate, targets: [Coordinate], straight: [Double], router: (any WalkRouter)?,
                order asked: WalkOrder?, limit: Int) throws(RouteFailure) {
        var times: [WalkTime?] = Array(repeating: nil, count: targets.count)
        failure = nil
        if let router {
            switch router.walkTimes(from: from, to: targets) {
            case .success(let answered):
                for (index, time) in answered.prefix(targets.count).enumerated() { times[index] = time }
            case .failure(let problem):
                if asked == .walk { throw problem }
                if case .service = problem { failure = problem }
            }
        } else if asked == .walk {
            throw .outsideGraphs(areas: [])
        }
        let byWalk = asked != .distance && times.contains { $0 != nil }
        let all = byWalk ? WalkOrder.indices(times: times, straight: straight) : Array(straight.indices)
        order = Array(all.prefix(max(0, limit)))
        walks = order.map { times[$0] }
    }
}
