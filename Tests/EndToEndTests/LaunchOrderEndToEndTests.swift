import XCTest
import NearbyTestSupport

/// The first frame with the list's rows waits for nothing but the store: the map's tile reads,
/// the venue fetch, the saved places' read and the gazetteer's read start only once that frame is on screen, so none of
/// them delays it or takes the other core from it.
final class LaunchOrderEndToEndTests: TmuxTestCase {
    func testTheListsFirstFrameComesBeforeTilesTheFetchAndThePlaces() throws {
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(logPath)'; sleep 30", width: 120, height: 40)
        let log = LogFile(logPath)
        try Wait.until("the gazetteer, a map tile and the fetch", timeout: 20) {
            let names = log.names
            return names.contains("placesLoaded") && names.contains("tilesUpdated") && names.contains("fetchCommitted")
                && names.contains("savedChanged")
        }
        let events = log.events
        let list = try XCTUnwrap(events.firstIndex { $0["event"] as? String == "frameDrawn" && ($0["venues"] as? Int ?? 0) > 0 },
                                 "a frame listing the bundled cafés")
        for name in ["tilesUpdated", "fetchStarted", "placesLoaded", "savedChanged"] {
            let first = try XCTUnwrap(events.firstIndex { $0["event"] as? String == name }, name)
            XCTAssertLessThan(list, first, "\(name) came before the list's first frame: \(log.names)")
        }
    }
}
