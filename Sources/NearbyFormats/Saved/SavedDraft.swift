import NearbyGeo

/// A place as a file reader gathers it, field by field, before it becomes a `SavedPlace`.
struct SavedDraft {
    var coordinate: Coordinate
    var name = ""
    var note = ""
    var address = ""
    var provider = ""
    var id = ""
    var details = VenueDetails()
    var savedAt = 0

    init(coordinate: Coordinate) {
        self.coordinate = coordinate
    }

    /// Takes `value` for the field a file names `field` (the names the writers use: `provider`,
    /// `id`, `address`, `saved_at` and the detail columns); false for a field it does not know.
    mutating func set(_ field: String, _ value: String) -> Bool {
        let text = SavedText.trimmed(value)
        switch field {
        case "provider": provider = text
        case "id": id = text
        case "address": address = text
        case "saved_at", "time", "when": savedAt = SavedDraft.seconds(text) ?? savedAt
        case _ where VenueDetails.columnNames.contains(field): details[column: field] = text.isEmpty ? nil : text
        default: return false
        }
        return true
    }

    /// Unix seconds from an ISO 8601 time or a plain number of seconds.
    static func seconds(_ text: String) -> Int? {
        if let number = Int(text) { return number }
        guard let seconds = ISO8601.seconds(text), seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        return Int(seconds)
    }

    /// The place: it names a venue when the file gave both provider and id (and the provider is
    /// not `saved`, whose ids are another database's numbers).
    var place: SavedPlace {
        let names = !provider.isEmpty && !id.isEmpty && provider != SavedPlace.ownProvider
        return SavedPlace(key: VenueKey(provider: names ? provider : SavedPlace.ownProvider, id: names ? id : ""),
                          name: SavedText.trimmed(name), address: address, coordinate: coordinate, details: details,
                          note: note, savedAt: savedAt)
    }
}

extension [SavedPlace] {
    /// Refuses a file past `SavedFileLimits.places` places, at the place that goes past it.
    mutating func appendBounded(_ place: SavedPlace, line: Int?) throws(SavedFileError) {
        guard count < SavedFileLimits.places else {
            throw SavedFileError(line: line, "the file holds more than \(SavedFileLimits.places) places")
        }
        append(place)
    }
}
