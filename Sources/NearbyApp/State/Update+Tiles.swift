import NearbyMap
import NearbyText

/// Update's map-tile concern: what a frame lacks becomes the loader's and the downloader's work,
/// what they report becomes log lines and the status bar's tile problem.
extension Update {
    static func applyTiles(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .mapLacks(let lack):
            // Every frame replaces the last one's asks: tiles that left the view drop out.
            return [.loadTiles(lack.load), .fetchTiles(lack.fetch)]
        case .tilesCommitted(let keys):
            return [.reloadTiles(keys)]
        case .tilesUpdated(let key):
            // The runtime redraws; the map reads the tile from the loader.
            if case .cacheSetAside? = state.fetch.tileProblem {} else { state.fetch.tileProblem = nil }
            return [.log(LogEvent("tilesUpdated", [("tile", .string(key.description))]))]
        case .tileReadFailed(let key, let reason):
            return [.log(LogEvent("tileFailed", [("reason", .string("tile \(key): \(reason)"))]))]
        case .tileSourceResolved(let maxZoom, let attribution, let minZoom, let bounds):
            // The source is asked only within its zooms and bounds; the map pane credits it.
            let credit = TerminalSafe.stripped(attribution, maxWidth: TerminalSafe.attributionWidth)
            state.settings.mapAttribution = credit.isEmpty ? nil : credit
            return [.log(LogEvent("tileSourceResolved", [("maxZoom", .integer(maxZoom)), ("minZoom", .integer(minZoom))])),
                    .useTileExtent(TileExtent(minZoom: minZoom, maxZoom: maxZoom, bounds: bounds))]
        case .tileLayersDeclared(let names):
            return [.useTileLayers(names)]
        case .tileFailed(let reason):
            state.fetch.tileProblem = .note(reason)
            return [.log(LogEvent("tileFailed", [("reason", .string(reason))]))]
        case .tileCacheSetAside(let path):
            state.fetch.tileProblem = .cacheSetAside(path)
            return [.log(LogEvent("tileCacheSetAside", [("path", .string(path))]))]
        case .tilesFailed(let failure, let count):
            // Counted since the last tile arrived: a burst for the same reason adds up.
            var total = count
            if case .failed(failure, let before)? = state.fetch.tileProblem { total += before }
            state.fetch.tileProblem = .failed(failure, count: total)
            return [.log(LogEvent("tilesFailed", [("reason", .string(failure.description)), ("count", .integer(count))]))]
        default:
            return []
        }
    }
}
