import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyText

/// The bottom line: provider, position, last fetch or error, spinner, "? help".
public enum StatusBar {
    static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public static func render(_ state: AppState, into grid: inout CellGrid, area: Rect) {
        guard area.height > 0 else { return }
        let strings = state.settings.strings
        // An old fix's position is marked "last" while gpsd has none; the source's state follows it.
        let stale = state.location.gps?.isStale == true
        var parts = [state.settings.provider.name, (stale ? strings.lastKnown + " " : "") + Self.position(state.location.user)]
        if let source = strings.gpsStatus(state.location.gps) { parts.append(source) }
        if state.clock.simulated {
            parts.append(strings.simulatedClock(HoursPlace(zone: state.hours.homeZone).localTime(atUnix: state.clock.now)))
            // `--time` in a gap or an overlap: how it was read, until the clock is moved.
            if let reading = state.hours.clockReading, let note = strings.localTimeNote(reading, zone: nil) { parts.append(note) }
        }
        if let held = state.location.heldBack {
            // Judged to the millimetre like the filter, so four 10 m steps read "40 m", not "39 m".
            let shown = Int(held.meters + DistanceFilter.tolerance)
            if shown >= 1 { parts.append(strings.moved(shown, of: Int(held.filter))) }
        }
        if let walk = state.walks.walk {
            // Walking there in the GPX route's place: how long is left, or that you are there.
            parts.append(walk.arrived ? strings.arrived(TerminalSafe.clean(walk.name))
                         : strings.walking(walk.remaining.seconds, playing: state.location.routePlaying))
        } else if state.location.routePlaying {
            parts.append(strings.routePlaying)
        }
        if let problem = state.walks.problem { parts.append(TerminalSafe.stripped(problem)) }
        if state.fetch.inProgress {
            parts.append(spinnerFrames[state.fetch.spinner % spinnerFrames.count] + " " + strings.fetching)
        } else if let error = state.fetch.error {
            parts.append(":( " + strings.failed(TerminalSafe.clean(strings.fetchProblem(error))))
        } else if let last = state.fetch.committedAt {
            parts.append(strings.fetched(at: last))
        }
        switch state.fetch.tileProblem {
        case .failed(let failure, let count)?: parts.append(TerminalSafe.stripped(strings.tilesFailed(count, failure)))
        case .note(let words)?: parts.append(TerminalSafe.stripped(words))
        case .cacheSetAside(let path)?: parts.append(TerminalSafe.stripped(strings.tileCacheSetAside(path)))
        case nil: break
        }
        if state.list.editingFilter { parts.append(strings.filterPrompt) }
        // A change to the saved places, said for a few seconds, before the rest of the bar.
        if let notice = state.saved.notice { parts.insert(savedNotice(notice, strings), at: min(2, parts.count)) }
        // Where you are comes after your position, but only where it fits: an error or the
        // fetch time is worth more than the town's name. A notice too long for the bar ("Perth,
        // Western Australia, AU — 1 more: …") gives way to the shorter "near Perth, AU".
        let places = [state.location.notice.map(TerminalSafe.clean),
                      state.location.near.map { strings.near(TerminalSafe.clean($0.shortLabel)) }].compactMap { $0 }
        let room = area.width - DisplayWidth.of(strings.helpHint) - 8
        for place in places {
            var placed = parts
            placed.insert(place, at: 2)
            if DisplayWidth.of(placed.joined(separator: " · ")) <= room {
                parts = placed
                break
            }
        }
        // "? help" is the label on the right, so a narrow terminal cuts the title, not the hint.
        grid.borderLine(
            y: area.y, x: area.x, width: area.width, left: "└", right: "┘",
            title: parts.joined(separator: " · "), label: strings.helpHint)
        if state.fetch.error != nil, !state.fetch.inProgress {
            // Make the error stand out: recolor its text.
            grid.restyle(Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)) { style in
                if style.bold { style.foreground = .red }
            }
        }
    }

    /// A saved-places notice with the name cleaned and cut, so the rest of the bar keeps its room.
    static func savedNotice(_ notice: SavedNotice, _ strings: Strings) -> String {
        func name(_ text: String) -> String { TerminalSafe.truncate(TerminalSafe.clean(text), toWidth: 30) }
        switch notice {
        case .saved(let text): return strings.savedNotice(.saved(name(text)))
        case .removed(let text): return strings.savedNotice(.removed(name(text)))
        case .noted(let text): return strings.savedNotice(.noted(name(text)))
        case .failed(let reason): return strings.savedNotice(.failed(TerminalSafe.stripped(reason, maxWidth: 60)))
        case .nothingSelected: return strings.savedNotice(.nothingSelected)
        }
    }

    /// `60.1690 N 24.9435 E`.
    public static func position(_ c: Coordinate) -> String {
        let lat = fixed(abs(c.latitude), 4) + (c.latitude < 0 ? " S" : " N")
        let lon = fixed(abs(c.longitude), 4) + (c.longitude < 0 ? " W" : " E")
        return lat + " " + lon
    }

    /// Fixed-point decimal without Foundation's formatters.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let n = Int((value * scale).rounded())
        let whole = n / Int(scale), frac = n % Int(scale)
        let fracText = String(frac)
        return "\(whole)." + String(repeating: "0", count: digits - fracText.count) + fracText
    }
}
