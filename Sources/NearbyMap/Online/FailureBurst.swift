import NearbyRuntime

/// Tile failures not yet reported, counted by reason in the order each reason first came, with
/// the time the oldest came (monotonic seconds): what `TileWorker` says as one report per reason.
struct FailureBurst {
    private var counts: [TileFailure: Int] = [:]
    private var order: [TileFailure] = []
    private var since: Double?
    private let now: () -> Double

    init(now: @escaping () -> Double = MonotonicClock.seconds) {
        self.now = now
    }

    var isEmpty: Bool { order.isEmpty }

    mutating func add(_ failure: TileFailure) {
        if counts[failure] == nil { order.append(failure) }
        counts[failure, default: 0] += 1
        if since == nil { since = now() }
    }

    /// Whether the oldest failure held has waited `interval` seconds.
    func isDue(after interval: Double) -> Bool {
        guard let since else { return false }
        return now() - since >= interval
    }

    /// Each reason with its count, oldest reason first; the burst is empty after.
    mutating func take() -> [(TileFailure, Int)] {
        defer { self = FailureBurst(now: now) }
        return order.map { ($0, counts[$0] ?? 0) }
    }
}
