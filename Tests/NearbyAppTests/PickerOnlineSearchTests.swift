import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyHTTP

/// The `L` picker's online search (`--geocoder`): what the presets and the gazetteer cannot
/// answer is offered as the last row and asked only when that row is chosen with Enter — never
/// per keystroke; the answer comes back as rows, a failure as one sentence, and what was typed
/// and found stays. Offline, nothing is offered or asked.
final class PickerOnlineSearchTests: XCTestCase {
    static let street = PickerRow(title: "Mannerheimintie 1, Kluuvi, Helsinki",
                                  coordinate: Coordinate(latitude: 60.1686, longitude: 24.9410))

    func picker(online: Bool, typing text: String) -> (AppState, [Effect]) {
        var state = AppState(width: 100, height: 30, provider: .offline, at: Place.helsinki)
        state.settings.searchesOnline = online
        _ = Update.apply(&state, .key(.character("L")))
        var effects: [Effect] = []
        for ch in text { effects += Update.apply(&state, .key(.character(ch))) }
        return (state, effects)
    }

    func pickerText(_ state: AppState) -> String { Screen.render(state).lines.joined(separator: "\n") }

    func testOfflineNothingIsOfferedOrAsked() {
        var (state, effects) = picker(online: false, typing: "Mannerheimintie 1")
        XCTAssertEqual(effects, [])
        XCTAssertNil(state.overlays.pickerOnline)
        XCTAssertTrue(state.overlays.pickerRows.isEmpty)
        XCTAssertTrue(pickerText(state).contains("no such place"))
        XCTAssertFalse(pickerText(state).contains("online"))
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [], "Enter asks nothing")
        XCTAssertNil(state.overlays.presetPicker)
    }

    func testTheOnlineRowIsAskedOnlyWithEnterAndItsPlacesBecomeRows() throws {
        var (state, effects) = picker(online: true, typing: "Mannerheimintie 1")
        XCTAssertEqual(effects, [], "no request per keystroke")
        XCTAssertEqual(state.overlays.pickerOnline, .offered)
        XCTAssertEqual(state.overlays.presetPicker, 0, "with no local match the online row is the one highlighted")
        XCTAssertTrue(pickerText(state).contains("│ search online for 'Mannerheimintie 1'"), pickerText(state))

        XCTAssertEqual(Update.apply(&state, .key(.enter)), [
            .searchPlacesOnline("Mannerheimintie 1"),
            .log(LogEvent("onlineSearchStarted", [("query", .string("Mannerheimintie 1"))])),
        ])
        XCTAssertNotNil(state.overlays.presetPicker, "the picker waits for the answer")
        XCTAssertEqual(state.overlays.pickerOnline, .searching)
        XCTAssertTrue(pickerText(state).contains("searching online for 'Mannerheimintie 1'…"))
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [], "one request at a time")

        // An answer to other text, or after the picker closed, changes nothing.
        var other = state
        XCTAssertEqual(Update.apply(&other, .placesFoundOnline(query: "Mannerheimintie", [Self.street])), [])
        XCTAssertTrue(other.overlays.pickerRows.isEmpty)
        var closed = state
        _ = Update.apply(&closed, .key(.escape))
        _ = Update.apply(&closed, .placesFoundOnline(query: "Mannerheimintie 1", [Self.street]))
        XCTAssertNil(closed.overlays.presetPicker)

        XCTAssertEqual(Update.apply(&state, .placesFoundOnline(query: "Mannerheimintie 1", [Self.street])),
                       [.log(LogEvent("onlineSearchAnswered", [("query", .string("Mannerheimintie 1")), ("found", .integer(1))]))])
        XCTAssertEqual(state.overlays.pickerRows, [Self.street])
        XCTAssertEqual(state.overlays.pickerOnline, .answered(count: 1))
        XCTAssertTrue(pickerText(state).contains("│ Mannerheimintie 1, Kluuvi, Helsinki"), pickerText(state))
        XCTAssertFalse(pickerText(state).contains("search online"), "the places found stand where the row was")
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [.simulate(.jump(to: Self.street.coordinate))])
        XCTAssertNil(state.overlays.presetPicker)
    }

    func testTheOnlineRowComesAfterTheLocalMatchesAndNothingFoundIsSaid() {
        var (state, _) = picker(online: true, typing: "rio")
        XCTAssertEqual(state.overlays.pickerRows.map(\.title), ["Rio de Janeiro"])
        XCTAssertEqual(state.overlays.presetPicker, 0, "a local match is highlighted first")
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(state.overlays.presetPicker, 1, "then the online row")
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(state.overlays.presetPicker, 0, "and round again")
        _ = Update.apply(&state, .key(.end))
        XCTAssertEqual(Update.apply(&state, .key(.enter)).first, .searchPlacesOnline("rio"))
        _ = Update.apply(&state, .placesFoundOnline(query: "rio", []))
        XCTAssertEqual(state.overlays.pickerRows.map(\.title), ["Rio de Janeiro"], "what was found locally stays")
        XCTAssertTrue(pickerText(state).contains("nothing found online for 'rio'"), pickerText(state))
        XCTAssertEqual(Update.pickerChoices(state.overlays), 1, "the sentence is no row to choose")

        // Typing on offers the new text again; deleting it all offers nothing.
        _ = Update.apply(&state, .key(.character("x")))
        XCTAssertEqual(state.overlays.pickerOnline, .offered)
        for _ in 0..<4 { _ = Update.apply(&state, .key(.backspace)) }
        XCTAssertNil(state.overlays.pickerOnline)
        XCTAssertFalse(pickerText(state).contains("online"))
    }

    func testAFailureIsOneSentenceThatLosesNothingAndEnterAsksAgain() {
        let failures: [(FetchFailure, String)] = [
            (.rateLimited(service: "Nominatim", resetAt: nil), "rate limited"),
            (.answered(service: "Nominatim", status: 503, phrase: "Service Unavailable", detail: ""), "503"),
            (.malformed("the Nominatim response is not JSON"), "JSON"),
            (.timedOut(service: "Nominatim"), "in time"),
        ]
        for (failure, words) in failures {
            var (state, _) = picker(online: true, typing: "kauppatori")
            _ = Update.apply(&state, .key(.enter))
            let effects = Update.apply(&state, .onlineSearchFailed(query: "kauppatori", failure))
            XCTAssertEqual(effects, [.log(LogEvent("onlineSearchFailed", [("query", .string("kauppatori")), ("reason", .string(failure.description))]))])
            XCTAssertEqual(state.overlays.pickerOnline, .failed(failure))
            XCTAssertEqual(state.overlays.pickerQuery, "kauppatori", "what was typed stays")
            let lines = Screen.render(state).lines.filter { $0.contains("the online search failed") }
            XCTAssertEqual(lines.count, 1, "\(words): one line")
            XCTAssertTrue(lines.first?.contains(words) ?? false, "\(words): \(lines)")
            XCTAssertEqual(Update.apply(&state, .key(.enter)).first, .searchPlacesOnline("kauppatori"), "Enter asks again")
            XCTAssertEqual(state.overlays.pickerOnline, .searching)
        }
    }

    func testTheOnlineRowIsTranslated() {
        var (state, _) = picker(online: true, typing: "kauppatori")
        state.settings.language = .chinese
        XCTAssertTrue(pickerText(state).contains("在线搜索“kauppatori”"), pickerText(state))
    }
}
