import NearbyCLI
import NearbyFormats
import NearbyGeo
import NearbyStore
import NearbyText

/// `nearby saved`: the saved places as a table (nearest first from `--at`, as `nearby list`
/// measures), JSON, GPX, GeoJSON or KML; `saved import FILE`, `saved note ID TEXT` and
/// `saved remove ID` (SavedCommand+Import).
enum SavedCommand {
    static func run(_ options: Options) throws {
        let store = try VenueStore(path: try Setup.databasePath(options))
        switch options.saved {
        case .list:
            let places = try store.savedPlaces()
            try StandardOutput.write(output(places, format: options.savedFormat, from: options.at))
        case .importFile(let path):
            try importFile(path, into: store)
        case .note(let number, let text):
            do {
                try store.setSavedNote(number: number, note: text)
            } catch .rowMissing {
                throw missing(number)
            }
            try StandardOutput.write("saved place \(number): note \(text.isEmpty ? "cleared" : "set")\n")
        case .remove(let number):
            guard try store.removeSaved(number: number) else { throw missing(number) }
            try StandardOutput.write("saved place \(number) removed\n")
        }
    }

    static func missing(_ number: Int) -> RuntimeFailure {
        RuntimeFailure("no saved place has the ID \(number) (nearby saved lists them)")
    }

    static func output(_ places: [SavedPlace], format: String, from origin: Coordinate) -> String {
        switch format {
        case "gpx": return SavedGPX.write(places)
        case "geojson": return SavedGeoJSON.write(places)
        case "kml": return SavedKML.write(places)
        default:
            let nearest = places.map { ($0, Geodesic.distance(origin, $0.coordinate)) }
                .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.number < $1.0.number }
            return format == "json" ? json(nearest) : table(nearest)
        }
    }

    static func json(_ rows: [(SavedPlace, Double)]) -> String {
        let items = rows.map { place, distance in
            var fields = [("number", String(place.number)), ("provider", JSONString.quoted(place.key.provider)),
                          ("id", JSONString.quoted(place.key.id)), ("name", JSONString.quoted(place.name)),
                          ("address", JSONString.quoted(place.address)), ("lat", JSON.number(place.coordinate.latitude)),
                          ("lon", JSON.number(place.coordinate.longitude)), ("distance", JSON.number(distance.rounded())),
                          ("note", JSONString.quoted(place.note)), ("saved_at", String(place.savedAt))]
            for (column, value) in place.details.columns { fields.append((column, value.map(JSONString.quoted) ?? "null")) }
            return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }
        return "[" + items.joined(separator: ",\n") + "]\n"
    }

    /// ID, distance, name, address and note, aligned to display width; nothing saved says so.
    static func table(_ rows: [(SavedPlace, Double)]) -> String {
        guard !rows.isEmpty else { return "no saved places (b saves the selected venue in the app; nearby saved import FILE reads a file)\n" }
        let header = ["ID", "DISTANCE", "NAME", "ADDRESS", "NOTE"]
        func cell(_ text: String, _ width: Int) -> String {
            let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            return TerminalSafe.truncate(TerminalSafe.clean(line), toWidth: width)
        }
        let lines = [header] + rows.map { place, distance in
            [String(place.number), DistanceFormat.short(distance), cell(place.name, 32), cell(place.address, 32), cell(place.note, 40)]
        }
        let widths = header.indices.map { column in lines.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return lines.map { row in
            row.indices.map { column in
                let gap = String(repeating: " ", count: widths[column] - DisplayWidth.of(row[column]))
                if column < 2 { return gap + row[column] }
                return column == row.count - 1 ? row[column] : row[column] + gap
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
