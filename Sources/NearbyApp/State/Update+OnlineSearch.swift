import NearbyText

/// Update's side of the `L` picker's online search (`--geocoder`): the last row asks, once
/// chosen with Enter; the answer comes back as rows of the picker or one sentence, and what was
/// typed and found locally stays.
extension Update {
    /// The rows the highlight moves over: the picker's places and, while Enter on it would ask,
    /// the online row.
    static func pickerChoices(_ overlays: Overlays) -> Int {
        overlays.pickerRows.count + (overlays.pickerOnline?.isChoosable == true ? 1 : 0)
    }

    /// Enter on the online row: asks for what was typed, unless that is under way or answered.
    static func searchOnline(_ state: inout AppState) -> [Effect] {
        guard state.overlays.pickerOnline?.isChoosable == true else { return [] }
        state.overlays.pickerOnline = .searching
        let query = state.overlays.pickerQuery.trimmedWhitespace
        return [.searchPlacesOnline(query), .log(LogEvent("onlineSearchStarted", [("query", .string(query))]))]
    }

    /// The geocoder's answer, taken only while the picker still waits for that text (a closed
    /// picker or newer typing leaves it; the cache keeps it for the next ask).
    static func applyOnlineSearch(_ state: inout AppState, _ event: Event) -> [Effect] {
        let query: String
        switch event {
        case .placesFoundOnline(let asked, _), .onlineSearchFailed(let asked, _): query = asked
        default: return []
        }
        guard state.overlays.presetPicker != nil, state.overlays.pickerOnline == .searching,
              query == state.overlays.pickerQuery.trimmedWhitespace else { return [] }
        switch event {
        case .placesFoundOnline(_, let rows):
            let local = state.overlays.pickerRows.count
            state.overlays.pickerRows += rows
            state.overlays.pickerOnline = .answered(count: rows.count)
            // The highlight goes to the first place found, where the online row was.
            if !rows.isEmpty { state.overlays.presetPicker = local }
            return [.log(LogEvent("onlineSearchAnswered", [("query", .string(query)), ("found", .integer(rows.count))]))]
        case .onlineSearchFailed(_, let failure):
            state.overlays.pickerOnline = .failed(failure)
            return [.log(LogEvent("onlineSearchFailed", [("query", .string(query)), ("reason", .string(failure.description))]))]
        default:
            return []
        }
    }
}
