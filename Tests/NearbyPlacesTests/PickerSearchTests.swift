import XCTest
import NearbyApp
import NearbyCells
import NearbyGeo
import NearbyPlaces

/// The `L` picker and the status bar over the real gazetteer: typing searches the presets and
/// the places together, arrows and Enter jump; a delivered location names its nearest place.
final class PickerSearchTests: XCTestCase {
    func state() throws -> AppState {
        var state = AppState(width: 100, height: 30, provider: .offline, at: Coordinate(latitude: 60.1690, longitude: 24.9435))
        state.places = try GazetteerTests.gazetteer.get()
        _ = Update.start(&state)
        return state
    }

    func type(_ text: String, into state: inout AppState) {
        for ch in text { XCTAssertEqual(Update.apply(&state, .key(.character(ch))), [], "typing asks for nothing") }
    }

    func testTypingFiltersPresetsAndPlacesAndEnterJumps() throws {
        var state = try state()
        _ = Update.apply(&state, .key(.character("L")))
        type("ber", into: &state)
        XCTAssertEqual(state.overlays.pickerRows.first?.title, "Berlin, State of Berlin, DE", "no preset starts so: places, most populous")
        let berlin = try XCTUnwrap(GazetteerTests.gazetteer.get().find("Berlin", limit: 1).first)
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [.simulate(.jump(to: berlin.coordinate))])
        XCTAssertNil(state.overlays.presetPicker)

        _ = Update.apply(&state, .key(.character("L")))
        type("helsingf", into: &state)
        XCTAssertEqual(state.overlays.pickerRows.map(\.title), ["Helsinki, Uusimaa, FI"], "Helsingfors is Helsinki")
        _ = Update.apply(&state, .key(.backspace))
        _ = Update.apply(&state, .key(.escape))
        _ = Update.apply(&state, .key(.character("L")))
        XCTAssertEqual(state.overlays.pickerQuery, "", "opens afresh")
        type("to", into: &state)
        let titles = state.overlays.pickerRows.map(\.title)
        XCTAssertEqual(titles.first, "Tokyo", "the preset first")
        XCTAssertFalse(titles.contains { $0.hasPrefix("Tokyo,") }, "and not again as a place: \(titles)")
        XCTAssertTrue(titles.contains("Toronto, Ontario, CA"), "\(titles)")
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [.simulate(.jump(to: state.overlays.pickerRows[1].coordinate))])

        _ = Update.apply(&state, .key(.character("L")))
        type("qqqzz", into: &state)
        XCTAssertEqual(state.overlays.pickerRows, [])
        XCTAssertTrue(Screen.render(state).lines.joined().contains("no such place"))
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [], "nothing to jump to")
    }

    /// Capitals of fewer than 15,000 people are in GeoNames' cities15000, so in the picker.
    func testThePickerFindsTheSmallCapitals() throws {
        for (typed, title) in [("vallet", "Valletta"), ("vaduz", "Vaduz"), ("nuuk", "Nuuk")] {
            var state = try state()
            _ = Update.apply(&state, .key(.character("L")))
            type(typed, into: &state)
            XCTAssertTrue(state.overlays.pickerRows.first?.title.hasPrefix(title + ",") ?? false,
                          "\(typed): \(state.overlays.pickerRows.map(\.title))")
        }
    }

    func testThePickerDrawsTheQueryAndTheFoundNames() throws {
        var state = try state()
        _ = Update.apply(&state, .key(.character("L")))
        type("東京", into: &state)
        let lines = Screen.render(state).lines
        XCTAssertTrue(lines.contains { $0.contains("┌ Jump to: 東京▏ ") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("│ Tokyo, JP ") }, "its other name finds the place")
    }

    func testTheStatusBarNamesTheNearestPlaceAsYouMove() throws {
        var state = try state()
        let espoo = Coordinate(latitude: 60.2055, longitude: 24.6559)
        _ = Update.apply(&state, .locationDelivered(Location(coordinate: espoo, timestamp: 0)))
        XCTAssertEqual(state.location.near?.name, "Espoo")
        XCTAssertTrue(Screen.render(state).lines.last { $0.hasPrefix("└") }?.contains("near Espoo, FI") ?? false)
        let vantaa = Coordinate(latitude: 60.2934, longitude: 25.0378)
        _ = Update.apply(&state, .locationDelivered(Location(coordinate: vantaa, timestamp: 1)))
        XCTAssertEqual(state.location.near?.shortLabel, "Vantaa, FI")
        // A long error keeps its words: the place gives way where both do not fit.
        state.fetch.error = .note("the service said no to this, END")
        let status = try XCTUnwrap(Screen.render(state).lines.last { $0.hasPrefix("└") })
        XCTAssertTrue(status.contains("END") && !status.contains("near Vantaa"), status)
    }
}
