/// The main thread's loop, htop-style: wait for outside events, turn what arrived into events,
/// let the handler say whether to go on, draw once per batch.
///
/// Everything reaches the handler through this loop: outside events from the source, ticks from
/// a deadline on the one clock carrying its reading (so a held key never starves the spinner or
/// route playback, and update never reads a clock), and every effect's result through the bus —
/// those the handler itself posts (venue loads) are handled in the same batch, before the frame
/// is drawn.
public final class EventLoop<Message: Sendable> {
    private let source: any EventSource<Message>
    private let bus: NotificationBus<Message>
    /// The message a tick that fell due at a clock reading becomes.
    private let tick: (Double) -> Message
    private let clock: any WallClock
    private let tickInterval: Double

    /// - Parameter tickInterval: seconds between ticks (spinner frames, playback steps).
    public init(source: any EventSource<Message>, bus: NotificationBus<Message>, clock: any WallClock,
                tick: @escaping (Double) -> Message, tickInterval: Double = 0.12) {
        self.tick = tick
        self.source = source
        self.bus = bus
        self.clock = clock
        self.tickInterval = tickInterval
    }

    /// What the handler wants after an event.
    public enum Next { case proceed, stop }

    /// Runs until the handler answers `.stop` (or waiting fails). `idle` runs once after each
    /// batch of events, so a burst of keys is drawn as one frame.
    /// `busy`, asked before each wait: true when `idle` left work for its next turn (a frame
    /// that ran out of its budget), so the wait only gathers what input came and does not block.
    public func run(handle: (Message) -> Next, idle: () -> Void = {}, busy: () -> Bool = { false }) {
        var ticker = Ticker(interval: tickInterval, start: clock.now())
        while true {
            let timeout = busy() ? 0 : ticker.timeout(now: clock.now())
            guard var events = source.wait(timeout: timeout, wake: bus.wakeDescriptor) else {
                return
            }
            let now = clock.now()
            if ticker.fire(now: now) { events.append(tick(now)) }
            events += bus.drain()
            while !events.isEmpty {
                for event in events where handle(event) == .stop { return }
                events = bus.drain()
            }
            idle()
        }
    }
}
