#if canImport(Glibc)
import Glibc
#endif
import NearbyApp
import NearbyCLI
import NearbyHTTP
import NearbyPlaces
import NearbySQLite
import NearbyProviders
import NearbyText

let version = "0.1.0"
/// How the app names itself to every server it asks (the HTTP User-Agent).
let userAgent = "nearby/" + version

func fail(_ message: String, status: Int32) -> Never {
    // A sentence may quote the command line or a file: nothing in it reaches the terminal as a control.
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalSafe.clean(String($0)) }
    Platform.printError("nearby: " + lines.joined(separator: "\n"))
    exit(status)
}

/// The data credits `--version` prints (the bundled data's licences ask for them).
let credits = """
    Map data © OpenStreetMap contributors (ODbL 1.0); Natural Earth (public domain); GSHHG (LGPL-3.0+).
    Places © GeoNames (https://www.geonames.org/), CC BY 4.0. See Assets/ATTRIBUTION.md.
    """

/// `--near NAME` resolved (a preset, else the gazetteer, read once); a note when the name is shared.
func resolvingNear(_ options: Options, places: inout Gazetteer?) throws -> (options: Options, note: String?) {
    var opened = places
    defer { places = opened }
    return try BundledPlaces.resolveNear(options) {
        if let opened { return opened }
        let gazetteer = try BundledPlaces.open()
        opened = gazetteer
        return gazetteer
    }
}

func runApp(_ options: Options, places: Gazetteer?, note: String?) throws {
    // A broken --route is a usage error, reported even where the app could not start.
    let requestedRoute = try options.routePath.map { path throws(UsageError) in try Setup.route(file: path) }
    guard isatty(0) == 1, isatty(1) == 1 else {
        throw RuntimeFailure("the full-screen app needs a terminal; use `nearby list` in scripts and pipes")
    }
    Platform.tuneMallocForTheApp()
    let setup = try Setup(options: options)
    _ = try Setup.onlineRouter(options)  // a bad --router-url is a usage error before the screen is taken
    let bus = try EventBus()
    let tiles = try setup.mapTiles(options) { bus.post($0) }
    let reader = try setup.openStore()
    let log = try options.logPath.map { path throws(RuntimeFailure) in try EventLogWriter(path: path) }
    let worker = FetchWorker(provider: setup.provider, databasePath: setup.databasePath, radius: options.radius,
                             limit: options.limit, cancellation: setup.cancellation) { bus.post($0) }
    let saved = SavedWorker(databasePath: setup.databasePath) { bus.post($0) }
    let route = try requestedRoute ?? setup.bundledRoute()
    // The router opens on the route worker's thread: opening may import the bundled extract.
    let routes = RouteWorker(open: { [setup] in setup.walkRouter(options) }) { bus.post($0) }
    // `--geocoder nominatim`: the picker may ask it (the URL is checked now, before the screen is taken).
    let cancellation = CancellationFlag()
    let onlineSearch = try OnlineGeocoding(options: options, cancellation: cancellation).map { geocoding in
        OnlinePlaceSearch(geocoding: geocoding, cancellation: cancellation) { bus.post($0) }
    }
    let app = AppRuntime(options: options, tiles: tiles, reader: reader, worker: worker, saved: saved, routes: routes,
                         onlineSearch: onlineSearch, bus: bus, log: log, route: route, places: places, note: note)
    try app.run()
    if let failure = log?.failure { throw failure }
}

// A closed pipe (`nearby list | head`) is a write error to handle, not a silent death; a file-size
// limit (`ulimit -f`) likewise makes SQLite report a full disk instead of killing the process.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
StandardOutput.reserveDescriptors()

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let config: ConfigFile
    do {
        config = try ConfigFile.load(command: ArgumentParser.subcommand(of: arguments))
    } catch {
        // The file is at fault, not the command line: no hint to read --help.
        fail(error.description, status: 2)
    }
    for warning in config.warnings { Platform.printError("nearby: " + warning) }
    config.exportSecrets()
    switch try ArgumentParser.parse(arguments, base: config.options) {
    case .help(let text):
        try StandardOutput.write(text + "\n")
    case .version:
        try StandardOutput.write("nearby \(version) (SQLite \(Database.libraryVersion), libcurl \(LibraryVersions.curl))\n"
                                 + credits + "\n")
    case .list(let options):
        var places: Gazetteer?
        let (resolved, note) = try resolvingNear(options, places: &places)
        if let note { Platform.printError("nearby: " + note) }
        try ListCommand.run(resolved, places: places)
    case .app(let options):
        var places: Gazetteer?
        let (resolved, note) = try resolvingNear(options, places: &places)
        // `--time` is local time where the app starts: the gazetteer names that zone, so it is
        // read before the clock is set (otherwise it is read on its own thread after the first frame).
        if resolved.time != nil, places == nil { places = try? BundledPlaces.open() }
        try runApp(resolved, places: places, note: note)
    case .places(let options):
        try PlacesCommand.run(options)
    case .importFile(let options):
        try ImportCommand.run(options)
    case .tilesInfo(let options):
        try TilesCommand.run(options)
    case .tilesFetch(let options):
        var places: Gazetteer?
        let (resolved, note) = try resolvingNear(options, places: &places)
        if let note { Platform.printError("nearby: " + note) }
        try TilesFetch.run(resolved)
    case .snap(let options):
        var places: Gazetteer?
        let (resolved, note) = try resolvingNear(options, places: &places)
        if let note { Platform.printError("nearby: " + note) }
        let status = try SnapCommand.run(resolved)
        if status != 0 { exit(status) }
    case .hours(let options):
        try HoursCommand.run(options)
    case .route(let options):
        try RouteCommand.run(options)
    case .saved(let options):
        var places: Gazetteer?
        let (resolved, note) = try resolvingNear(options, places: &places)
        if let note { Platform.printError("nearby: " + note) }
        try SavedCommand.run(resolved)
    }
    exit(0)
} catch let error as BundledPlaces.Unknown {
    fail(error.description, status: 2)
} catch let error as TilesCommand.BadFile {
    fail(error.description, status: 2)
} catch let error as HoursCommand.BadValue {
    fail(error.description, status: 2)
} catch let error as RouteCommand.UnknownEnd {
    fail(error.description, status: 2)
} catch let error as UsageError {
    fail(error.description + "\nTry 'nearby --help'.", status: 2)
} catch {
    fail("\(error)", status: 1)
}
