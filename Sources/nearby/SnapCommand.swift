#if canImport(Glibc)
import Glibc
#endif
import NearbyApp
import NearbyCLI
import NearbyCells
import NearbyMap
import NearbyText
import NearbyRuntime

/// `nearby snap`: one frame of the map pane on stdout, drawn by the app's own pane from the
/// app's own map tiles (source, loader, downloader and update), once no tile of the view is
/// loading or the timeout has passed. It lists no venues: the frame is the map alone.
enum SnapCommand {
    /// Prints the frame; returns the exit status: 0 whole, 1 drawn with tiles missing.
    static func run(_ given: Options) throws -> Int32 {
        var options = given
        // No venue provider is asked: the map is all a snapshot shows.
        options.provider = .offline
        // The map alone: no data folder is made and no bundled venues are read.
        let assets = try Setup.assetsFolder()
        let bus = try EventBus()
        let tiles = try Setup.mapTiles(options, assets: assets) { bus.post($0) }
        var state = AppState(width: options.snapWidth, height: options.snapHeight, provider: .offline, at: options.at,
                             span: options.span)
        state.settings.ascii = options.ascii
        state.settings.colorDepth = Platform.environment("NO_COLOR") != nil ? .monochrome : .xterm256
        state.settings.language = Language.choose(
            option: options.language, lcAll: Platform.environment("LC_ALL"),
            lcMessages: Platform.environment("LC_MESSAGES"), lang: Platform.environment("LANG"))
        let area = Rect(x: 0, y: 0, width: options.snapWidth, height: options.snapHeight)
        var map = MapData.none
        var missing: [String] = []
        var problems: [String] = []
        if let tiles, let cover = MapPane.tileCover(state, area: area) {
            guard tiles.start() else { throw RuntimeFailure("cannot start the tile threads") }
            defer { tiles.stop() }
            let seconds = try Setup.httpTimeout(options) ?? 30
            let frame = settledFrame(cover, tiles: tiles, state: &state, bus: bus, seconds: seconds, problems: &problems)
            map = frame.data
            if frame.lack.loadingCount > 0 {
                missing = (frame.lack.own.isEmpty ? frame.lack.load : frame.lack.own).map(\.description)
            }
        }
        let grid = MapPane.frame(state, map: map, width: options.snapWidth, height: options.snapHeight)
        let ansi = options.snapFormat.map { $0 == "ansi" } ?? (isatty(1) == 1)
        try StandardOutput.write(ansi ? FrameText.ansi(grid) : FrameText.plain(grid))
        for problem in problems { Platform.printError("nearby: " + problem) }
        guard missing.isEmpty else {
            Platform.printError("nearby: \(missing.count) tile\(missing.count == 1 ? "" : "s") missing after the timeout: "
                                + missing.joined(separator: " "))
            return 1
        }
        return 0
    }

    /// The frame of `cover` once nothing it draws is loading and its tiles are built whole (a
    /// build goes on across frames), or the one at the deadline: each frame's lack goes to update
    /// as in the app, whose effects go to the loader and the downloader, and what they post comes
    /// back through update.
    private static func settledFrame(_ cover: TileCover, tiles: MapTiles, state: inout AppState, bus: EventBus,
                                     seconds: Double, problems: inout [String]) -> MapFrame {
        let deadline = MonotonicClock.seconds() + seconds
        while true {
            let frame = tiles.source.frame(for: cover)
            perform(Update.apply(&state, .mapLacks(frame.lack)), tiles: tiles)
            let left = deadline - MonotonicClock.seconds()
            guard frame.lack.loadingCount > 0 || frame.isUnfinished, left > 0 else { return frame }
            // A build left for the next frame goes on at once, as the app draws again at once.
            if frame.lack.loadingCount == 0 { continue }
            var wake = pollfd(fd: bus.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&wake, 1, Int32(min(left * 1000, 1000).rounded(.up)))
            for event in bus.drain() {
                switch event {
                case .tileFailed(let reason), .tileReadFailed(_, let reason): problems.append(reason)
                case .tilesFailed(let failure, let count): problems.append("\(count) tiles failed: \(failure.description)")
                default: break
                }
                perform(Update.apply(&state, event), tiles: tiles)
            }
        }
    }

    /// The tile effects, as the app's runtime performs them; the rest concern venues and the log.
    private static func perform(_ effects: [Effect], tiles: MapTiles) {
        for effect in effects {
            switch effect {
            case .loadTiles(let keys): tiles.loader.want(keys)
            case .reloadTiles(let keys): tiles.loader.refresh(keys)
            case .fetchTiles(let keys): tiles.feed?.want(keys)
            case .useTileExtent(let extent): tiles.source.setExtent(extent)
            case .useTileLayers(let names): tiles.source.declareLayers(names)
            default: break
            }
        }
    }

}
