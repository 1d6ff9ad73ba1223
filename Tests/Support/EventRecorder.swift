import Synchronization
import NearbyApp
import NearbyGeo

/// Collects what the simulator reports, as the bus would.
public final class EventRecorder: Sendable {
    private let events = Mutex<[Event]>([])

    public init() {}

    public var report: @Sendable (Event) -> Void { { [weak self] event in self?.events.withLock { $0.append(event) } } }

    public var all: [Event] { events.withLock { $0 } }

    public var deliveries: [Location] {
        all.compactMap { if case .locationDelivered(let l) = $0 { return l } else { return nil } }
    }

    public var playback: [Bool] {
        all.compactMap { if case .routePlaybackChanged(let p) = $0 { return p } else { return nil } }
    }
}
