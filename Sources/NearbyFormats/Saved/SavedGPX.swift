import NearbyGeo

/// Saved places as GPX 1.1 waypoints: `<wpt lat lon>` with `<time>` (when saved), `<name>`,
/// `<desc>` (the note), and Nearby's own fields (provider, id, address, details) in
/// `<extensions>`. Reads the waypoints of any GPX 1.0/1.1 file the same way, OsmAnd's
/// favourites included (`<desc>` the note, `<type>` the category, `osmand:address`).
public enum SavedGPX {
    /// The namespace of Nearby's elements in `<extensions>`.
    public static let namespace = "https://nearby.invalid/saved/1"

    /// The places as a GPX document.
    public static func write(_ places: [SavedPlace]) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="nearby" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:nearby="\(namespace)">
              <metadata>
                <name>Saved places</name>
              </metadata>

            """
        for place in places {
            out += "  <wpt lat=\"\(SavedText.degrees(place.coordinate.latitude))\" lon=\"\(SavedText.degrees(place.coordinate.longitude))\">\n"
            if place.savedAt > 0 { out += "    <time>\(ISO8601.text(place.savedAt))</time>\n" }
            out += "    <name>\(XMLText.escaped(place.name))</name>\n"
            if !place.note.isEmpty { out += "    <desc>\(XMLText.escaped(place.note))</desc>\n" }
            var fields = [("provider", place.key.provider), ("id", place.key.id)]
            if !place.address.isEmpty { fields.append(("address", place.address)) }
            for (column, value) in place.details.columns { if let value { fields.append((column, value)) } }
            out += "    <extensions>\n"
            for (field, value) in fields { out += "      <nearby:\(field)>\(XMLText.escaped(value))</nearby:\(field)>\n" }
            out += "    </extensions>\n  </wpt>\n"
        }
        out += "</gpx>\n"
        return out
    }

    /// The waypoints of a GPX file, in file order; tracks and routes are not places and are skipped.
    public static func read(_ text: String) throws(SavedFileError) -> [SavedPlace] {
        var places: [SavedPlace] = []
        var draft: SavedDraft?
        try SavedXMLWalk(root: "gpx", format: "GPX").walk(text, open: { path throws(SavedFileError) in
            guard let element = path.last, element.name == "wpt", path.count == 2 else { return }
            do throws(GPXError) {
                draft = SavedDraft(coordinate: try GPXDocument.coordinate(element.attributes, element: "wpt", line: element.line))
            } catch {
                throw SavedFileError(line: error.line, error.message)
            }
        }, close: { path throws(SavedFileError) in
            guard draft != nil, let element = path.last, path.count >= 3, path[1].name == "wpt" else {
                if let finished = draft, path.count == 2, path[1].name == "wpt" {
                    try places.appendBounded(finished.place, line: path[1].line)
                    draft = nil
                }
                return
            }
            switch (path.count, element.name) {
            case (3, "name"): draft?.name = element.text
            case (3, "desc"): draft?.note = SavedText.trimmed(element.text)
            case (3, "cmt"): if draft?.note.isEmpty == true { draft?.note = SavedText.trimmed(element.text) }
            case (3, "time"): _ = draft?.set("time", element.text)
            case (4, let field) where path[2].name == "extensions": _ = draft?.set(field, element.text)
            default: break
            }
        })
        return places
    }
}
