import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyHours
import NearbyText

/// The `i` overlay: everything known about the selected venue — name, address, distance and
/// direction from you, the walk there and its steps, its state and the week's hours from today (today marked, holidays
/// named), the raw tag (with the column an unreadable one goes wrong at), contact, the five
/// facets (yes, no, limited or unknown), and where the data came from. It clips to the screen like the help overlay.
public enum DetailsOverlay {
    public static func render(_ state: AppState, into grid: inout CellGrid, area: Rect) {
        guard let row = state.overlays.details else { return }
        let strings = state.settings.strings
        let lines = self.lines(row, state)
        let widest = lines.map { DisplayWidth.of($0.text) }.max() ?? 0
        let height = min(area.height, lines.count + 2)
        // Taller than the screen: the arrows scroll it, and its foot says so.
        let scroll = min(state.overlays.detailsScroll, max(0, lines.count - (height - 2)))
        let close = lines.count > height - 2 ? strings.detailsScroll + " · " + strings.detailsClose : strings.detailsClose
        let width = min(area.width - 2, max(widest + 4, DisplayWidth.of(close) + 8))
        guard width >= 16, height >= 4 else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        let border = Style(foreground: .cyan)
        grid.fill(box)
        grid.borderLine(y: box.y, x: box.x, width: width, left: "┌", right: "┐", title: TerminalSafe.clean(row.venue.name),
                        style: border)
        grid.borderLine(y: box.maxY - 1, x: box.x, width: width, left: "└", right: "┘", label: close, style: border)
        for y in (box.y + 1)..<(box.maxY - 1) {
            grid[box.x, y] = Cell("│", style: border)
            grid[box.maxX - 1, y] = Cell("│", style: border)
        }
        for (i, line) in lines.dropFirst(scroll).prefix(box.height - 2).enumerated() {
            grid.put(TerminalSafe.truncate(line.text, toWidth: box.width - 4), x: box.x + 2, y: box.y + 1 + i, style: line.style,
                     maxX: box.maxX - 1)
        }
    }

    /// Lines the overlay shows at once on the screen of `state` (below them, the status bar).
    static func innerHeight(_ state: AppState) -> Int {
        max(0, state.viewport.layout.status.y - 2)
    }

    /// The overlay's lines, each with its style.
    static func lines(_ row: VenueRow, _ state: AppState) -> [(text: String, style: Style)] {
        let strings = state.settings.strings
        let venue = row.venue, details = venue.details
        let gray = Style(foreground: .gray)
        var lines: [(text: String, style: Style)] = []
        if !venue.address.isEmpty { lines.append((TerminalSafe.clean(venue.address), .plain)) }
        let line = Geodesic.inverse(state.location.user, venue.coordinate)
        let direction = Int(((line.initialAzimuth + 360 + 22.5) / 45).rounded(.down)) % 8
        lines.append((strings.fromYou(DistanceFormat.short(line.distance), direction: direction), gray))
        if let saved = state.saved.places.first(where: { $0.key == venue.key }) {
            lines.append((strings.savedDetails(note: TerminalSafe.clean(saved.note)), Style(foreground: .yellow)))
        }
        lines += walkLines(row, state)
        lines.append(("", .plain))
        let status = state.hours.status(of: venue.key) ?? .unknown(comment: nil)
        lines.append((strings.labelled(strings.hoursLabel, strings.hoursStateInFull(status)), ListPane.hoursStyle(status)))
        if let value = details.openingHours {
            let hours = state.hours.hours(of: venue.key)
            if case .unreadable(let error) = status {
                lines += unreadable(value, error, strings)
            } else if let hours {
                lines += week(hours, now: state.clock.now, strings)
            }
            lines.append(("opening_hours: " + TerminalSafe.clean(value), gray))
        } else {
            lines.append((strings.noHours, gray))
        }
        lines.append(("", .plain))
        let facts: [(String, String?)] = [
            (strings.phoneLabel, details.phone), (strings.websiteLabel, details.website), (strings.cuisineLabel, details.cuisine),
        ]
        for (label, value) in facts {
            lines.append((strings.labelled(label, value.map { TerminalSafe.clean($0) } ?? strings.notGiven), value == nil ? gray : .plain))
        }
        lines += facetLines(venue, strings)
        var source = strings.labelled(strings.sourceLabel, TerminalSafe.clean(venue.provider))
        if let fetched = state.overlays.detailsFetchedAt {
            let time = HoursPlace(zone: state.hours.homeZone).localTime(atUnix: fetched)
            source += " · " + strings.fetched(strings.day(time) + " " + strings.clock(time))
        }
        lines.append((source, gray))
        return lines
    }

    /// Seven days from today at the venue's place: "> Tu 24 Dec  08:00–18:00  Jouluaatto  (today)".
    static func week(_ hours: VenueHours, now: Double, _ strings: Strings) -> [(text: String, style: Style)] {
        let today = hours.place.localTime(atUnix: now)
        let holidays = hours.place.holidays
        return (0..<7).map { offset in
            let day = today.midnight(plusDays: offset)
            let spans = hours.intervals(ofDay: day).map { span in
                strings.clock(span.from) + "–" + strings.clock(span.to, endOfDay: span.to == day.midnight(plusDays: 1))
                    + (span.unknown ? strings.unknownMark : "")
            }
            // ">" marks today in every terminal (--ascii too).
            var text = (offset == 0 ? "> " : "  ") + strings.day(day) + "  "
                + (spans.isEmpty ? strings.closedAllDay : spans.joined(separator: ", "))
            if let holiday = holidays?.name(on: day.day) { text += "  " + holiday }
            if offset == 0 { text += "  (" + strings.today + ")" }
            return (text, offset == 0 ? Style(bold: true) : .plain)
        }
    }

    /// The raw value with a caret under the column the parser stopped at, and its sentence.
    static func unreadable(_ value: String, _ error: HoursSyntaxError, _ strings: Strings) -> [(text: String, style: Style)] {
        let clean = TerminalSafe.clean(value)
        let before = String(clean.prefix(max(0, error.column - 1)))
        return [
            ("  " + clean, .plain),
            ("  " + String(repeating: " ", count: DisplayWidth.of(before)) + "^", Style(foreground: .yellow, bold: true)),
            ("  " + strings.hoursError(error), Style(foreground: .yellow)),
        ]
    }
}
