import Foundation
import Synchronization
@testable import NearbyCore

/// Collects what the simulator reports, as the bus would.
final class EventRecorder: Sendable {
    private let events = Mutex<[Event]>([])

    var report: @Sendable (Event) -> Void { { [weak self] event in self?.events.withLock { $0.append(event) } } }

    var all: [Event] { events.withLock { $0 } }

    var deliveries: [Location] {
        all.compactMap { if case .locationDelivered(let l) = $0 { return l } else { return nil } }
    }

    var playback: [Bool] {
        all.compactMap { if case .routePlaybackChanged(let p) = $0 { return p } else { return nil } }
    }
}
