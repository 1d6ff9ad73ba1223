import NearbyFormats
import NearbyGeo

/// Update's gpsd concern (`--gpsd`): the reader's reports set the link the status bar shows,
/// and while the location follows GPS each fix goes to the location actor, through the same
/// distance filter as a simulated move, so deliveries, fetches and reloads follow as for keys.
/// A key that moves the location (walk keys, `L`, `p`, `f`) leaves GPS for simulation; `l`
/// comes back.
extension Update {
    static func applyGPS(_ state: inout AppState, _ report: GPSDReport) -> [Effect] {
        guard var gps = state.location.gps else { return [] }
        defer { state.location.gps = gps }
        switch report {
        case .connected(let address):
            gps.link = .waiting
            return [.log(LogEvent("gpsdConnected", [("address", .string(address))]))]
        case .fix(let fix, let time):
            let location = fix.location(at: time)
            gps.link = .fix(accuracy: fix.accuracy)
            gps.lastFix = location
            var fields: [(String, LogValue)] = [("lat", .number(fix.latitude)), ("lon", .number(fix.longitude)),
                                                ("mode", .integer(fix.mode))]
            if let accuracy = fix.accuracy { fields.append(("accuracy", .number(accuracy))) }
            fields.append(("following", .integer(gps.following ? 1 : 0)))
            var effects: [Effect] = [.log(LogEvent("gpsdFix", fields))]
            if gps.following {
                effects.append(.simulate(.gpsFix(location, always: gps.firstFix)))
                gps.firstFix = false
            }
            return effects
        case .noFix(let mode):
            // Said once when a fix is lost (or none came yet), not for every report without one.
            guard gps.link != .lost else { return [] }
            guard let last = gps.lastFix else {
                gps.link = .waiting
                return []
            }
            gps.link = .lost
            return [.log(LogEvent("gpsdLost", [("mode", .integer(mode)), ("since", .number(last.timestamp))]))]
        case .unreachable(let reason, let retryIn):
            gps.link = .unreachable
            return [.log(LogEvent("gpsdUnreachable", [("reason", .string(reason)), ("retryIn", .number(retryIn))]))]
        case .ignored(let reason):
            return [.log(LogEvent("gpsdIgnored", [("reason", .string(reason))]))]
        }
    }

    /// `l`: the location follows GPS again; the last fix, when there is one, is delivered at
    /// once (a walk or a playing route stops where it is).
    static func followGPS(_ state: inout AppState) -> [Effect] {
        guard var gps = state.location.gps else {
            state.fetch.error = .note(state.settings.strings.noGPSD)
            return []
        }
        guard !gps.following else { return [] }
        gps.following = true
        gps.firstFix = true
        var effects: [Effect] = [.log(LogEvent("locationSource", [("source", .string("gps"))]))]
        effects += endWalk(&state)
        if state.location.routePlaying { effects.append(.simulate(.togglePlayback)) }
        // The last fix even when it is old: the status bar then marks it so.
        if let last = gps.lastFix {
            effects.append(.simulate(.gpsFix(last, always: true)))
            gps.firstFix = false
        }
        state.location.gps = gps
        return effects
    }

    /// After a key or a click: when its effects move the simulated location while it follows
    /// GPS, the location leaves GPS for simulation (the status bar says so); fixes still
    /// come and show, but move nothing until `l`.
    static func leaveGPS(_ state: inout AppState, after event: Event, _ effects: [Effect]) -> [Effect] {
        guard state.location.gps?.following == true else { return effects }
        switch event {
        case .key, .mouse: break
        default: return effects
        }
        let moves = effects.contains { effect in
            guard case .simulate(let command) = effect else { return false }
            switch command {
            case .move, .jump, .togglePlayback, .walk: return true
            case .advance, .endWalk, .gpsFix: return false
            }
        }
        guard moves else { return effects }
        state.location.gps?.following = false
        return [.log(LogEvent("locationSource", [("source", .string("simulated"))]))] + effects
    }
}
