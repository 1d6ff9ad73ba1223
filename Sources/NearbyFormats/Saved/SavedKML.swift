import NearbyGeo

/// Saved places as KML 2.2 placemarks: `<name>`, `<address>`, `<description>` (the note),
/// `<TimeStamp>` (when saved), Nearby's fields as `<ExtendedData><Data name=…>`, and a
/// `<Point>` whose coordinates are `lon,lat`. Reads the placemarks with a Point from any KML,
/// in Documents and Folders at any depth, as Organic Maps writes them (the name also in
/// `<ExtendedData><mwm:name><mwm:lang>`, the description as HTML, often in CDATA) and as
/// Google's tools do; placemarks without a Point (lines, tracks) are skipped.
public enum SavedKML {
    /// The places as a KML document.
    public static func write(_ places: [SavedPlace]) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2">
            <Document>
              <name>Saved places</name>

            """
        for place in places {
            out += "  <Placemark>\n    <name>\(XMLText.escaped(place.name))</name>\n"
            if !place.address.isEmpty { out += "    <address>\(XMLText.escaped(place.address))</address>\n" }
            if !place.note.isEmpty { out += "    <description>\(XMLText.escaped(place.note))</description>\n" }
            if place.savedAt > 0 { out += "    <TimeStamp><when>\(ISO8601.text(place.savedAt))</when></TimeStamp>\n" }
            var fields = [("provider", place.key.provider), ("id", place.key.id)]
            for (column, value) in place.details.columns { if let value { fields.append((column, value)) } }
            if !fields.isEmpty {
                out += "    <ExtendedData>\n"
                for (field, value) in fields {
                    out += "      <Data name=\"\(field)\"><value>\(XMLText.escaped(value))</value></Data>\n"
                }
                out += "    </ExtendedData>\n"
            }
            out += "    <Point><coordinates>\(SavedText.degrees(place.coordinate.longitude)),"
                + "\(SavedText.degrees(place.coordinate.latitude))</coordinates></Point>\n  </Placemark>\n"
        }
        out += "</Document>\n</kml>\n"
        return out
    }

    /// A placemark being read: where it opened in the path, what it has so far.
    private struct Reading {
        var depth: Int
        var line: Int
        var draft = SavedDraft(coordinate: Coordinate(latitude: 0, longitude: 0))
        var hasPoint = false
        var name: String?
        var extendedName: String?
        var description: String?
    }

    /// The placemarks with a Point, in file order.
    public static func read(_ text: String) throws(SavedFileError) -> [SavedPlace] {
        var places: [SavedPlace] = []
        var reading: Reading?
        try SavedXMLWalk(root: "kml", format: "KML").walk(text, open: { path throws(SavedFileError) in
            guard let element = path.last, element.name == "Placemark" else { return }
            guard reading == nil else { throw SavedFileError(line: element.line, "<Placemark> inside another <Placemark>") }
            reading = Reading(depth: path.count, line: element.line)
        }, close: { path throws(SavedFileError) in
            guard let current = reading, let element = path.last else { return }
            if path.count == current.depth {
                reading = nil
                guard current.hasPoint else { return }
                var draft = current.draft
                draft.name = current.name ?? current.extendedName ?? ""
                draft.note = SavedText.plain(fromHTML: SavedText.trimmed(current.description ?? ""))
                try places.appendBounded(draft.place, line: current.line)
                return
            }
            try take(element, inside: path[current.depth...], into: &reading)
        })
        return places
    }

    /// An element closed inside a placemark; `inside` is its path from the placemark down.
    private static func take(_ element: SavedXMLWalk.Element, inside path: ArraySlice<SavedXMLWalk.Element>,
                             into reading: inout Reading?) throws(SavedFileError) {
        let inside = path.map(\.name)
        switch inside {
        case ["name"]: reading?.name = element.text
        case ["description"]: reading?.description = element.text
        case ["address"]: _ = reading?.draft.set("address", element.text)
        case ["TimeStamp", "when"]: _ = reading?.draft.set("when", element.text)
        case ["ExtendedData", "Data", "value"]:
            if let field = path[path.startIndex + 1].attributes["name"] { _ = reading?.draft.set(field, element.text) }
        case ["ExtendedData", "name", "lang"]:
            // Organic Maps' mwm:name: the default language's name, or the first.
            if reading?.extendedName == nil || element.attributes["code"] == "default" {
                reading?.extendedName = SavedText.trimmed(element.text)
            }
        case _ where inside.last == "coordinates" && inside.contains("Point"):
            guard reading?.hasPoint == false else { return }  // a MultiGeometry's first point
            reading?.draft.coordinate = try coordinate(element.text, line: element.line)
            reading?.hasPoint = true
        default: break
        }
    }

    /// KML's `lon,lat[,alt]`.
    static func coordinate(_ text: String, line: Int) throws(SavedFileError) -> Coordinate {
        let first = SavedText.trimmed(text).split(whereSeparator: { $0.isWhitespace }).first ?? ""
        let parts = first.split(separator: ",", omittingEmptySubsequences: false).map { Double(SavedText.trimmed(String($0))) }
        guard parts.count >= 2, let lon = parts[0], let lat = parts[1], lat.isFinite, lon.isFinite,
              abs(lat) <= 90, abs(lon) <= 180 else {
            throw SavedFileError(line: line, "<coordinates> \"\(first.prefix(60))\" is not a longitude,latitude pair")
        }
        return Coordinate(latitude: lat, longitude: lon)
    }
}
