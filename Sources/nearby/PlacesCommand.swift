import NearbyCLI
import NearbyFormats
import NearbyPlaces
import NearbyText

/// `nearby places NAME [--limit N] [--format table|json|tsv]`: the gazetteer's places for a
/// name, best first, as `--near` and the `L` picker rank them.
enum PlacesCommand {
    /// Rows printed without `--limit`: a screenful.
    static let defaultLimit = 10

    static func run(_ options: Options) throws {
        let places = try BundledPlaces.open()
        let query = options.placeQuery ?? ""
        let found = places.find(query, limit: options.limitGiven ? options.limit : defaultLimit)
        // Nothing starts so: the spellings nearest to it, as `--near` suggests them.
        if found.isEmpty, !query.trimmedWhitespace.isEmpty, case .unknown(let suggestions) = places.resolve(query) {
            throw BundledPlaces.Unknown(description: BundledPlaces.unknownSentence(query, suggestions, hint: false))
        }
        try StandardOutput.write(output(found, format: options.format))
    }

    static func output(_ places: [GazetteerPlace], format: String) -> String {
        switch format {
        case "json": return json(places)
        case "tsv": return tsv(places)
        default: return table(places)
        }
    }

    static func json(_ places: [GazetteerPlace]) -> String {
        let items = places.map { p in
            "{\"name\":\(JSONString.quoted(p.name)),\"country\":\(JSONString.quoted(p.countryCode)),"
                + "\"division\":\(JSONString.quoted(p.division)),\"lat\":\(JSON.number(p.coordinate.latitude)),"
                + "\"lon\":\(JSON.number(p.coordinate.longitude)),\"population\":\(p.population),"
                + "\"timezone\":\(JSONString.quoted(p.timeZone)),\"geonameid\":\(p.id)}"
        }
        return "[" + items.joined(separator: ",\n") + "]\n"
    }

    static func columns(_ p: GazetteerPlace) -> [String] {
        [p.name, p.countryCode, p.division, JSON.number(p.coordinate.latitude), JSON.number(p.coordinate.longitude),
         String(p.population), p.timeZone]
    }

    static func tsv(_ places: [GazetteerPlace]) -> String {
        func field(_ s: String) -> String { String(TerminalSafe.clean(s).map { $0 == "\t" ? " " : $0 }) }
        var out = "name\tcountry\tdivision\tlat\tlon\tpopulation\ttimezone\n"
        for place in places { out += columns(place).map(field).joined(separator: "\t") + "\n" }
        return out
    }

    /// Columns aligned to display width (names in any script), numbers right-aligned.
    static func table(_ places: [GazetteerPlace]) -> String {
        let header = ["NAME", "COUNTRY", "DIVISION", "LAT", "LON", "POPULATION", "TIME ZONE"]
        let rows = [header] + places.map { columns($0).map { TerminalSafe.truncate(TerminalSafe.clean($0), toWidth: 40) } }
        let widths = header.indices.map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let rightAligned: Set = [3, 4, 5]
        return rows.map { row in
            row.indices.map { column in
                let gap = String(repeating: " ", count: widths[column] - DisplayWidth.of(row[column]))
                return rightAligned.contains(column) ? gap + row[column] : row[column] + (column == row.count - 1 ? "" : gap)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
