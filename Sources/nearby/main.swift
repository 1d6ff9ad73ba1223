#if canImport(Glibc)
import Glibc
#endif
import NearbyCLI
import NearbyCore
import NearbyProviders
import NearbyStore

let version = "0.1.0"

func fail(_ message: String, status: Int32) -> Never {
    Platform.printError("nearby: " + message)
    exit(status)
}

func runList(_ options: Options) throws {
    let setup = try Setup(options: options)
    let store = try setup.openStore()
    let state = AppState(width: 80, height: 24, provider: options.provider, at: options.at, span: options.span,
                         distanceFilter: options.distanceFilter)
    if options.fetch {
        let venues = try setup.provider.fetch(around: options.at, radius: options.radius, limit: options.limit)
        try store.upsert(venues, now: Platform.unixTime())
    }
    // Exactly the query the list pane runs.
    guard case .loadVenues(let region, let from, let matching, let limit) = Update.reload(state) else { return }
    let rows = try store.nearest(in: region, to: from, matching: matching, limit: limit).rows
    ListCommand.write(ListCommand.output(rows, format: options.format))
}

func runApp(_ options: Options) throws {
    // A broken --route is a usage error, reported even where the app could not start.
    let requestedRoute = try options.routePath.map { path throws(UsageError) in try Setup.route(file: path) }
    guard isatty(0) == 1, isatty(1) == 1 else {
        throw RuntimeFailure("the full-screen app needs a terminal; use `nearby list` in scripts and pipes")
    }
    let setup = try Setup(options: options)
    let reader = try setup.openStore()
    let bus = try NotificationBus()
    let log = try options.logPath.map { path throws(UsageError) in try EventLogWriter(path: path) }
    let worker = FetchWorker(provider: setup.provider, databasePath: setup.databasePath, radius: options.radius,
                             limit: options.limit, bus: bus, cancellation: setup.cancellation)
    let route = try requestedRoute ?? setup.bundledRoute()
    let app = AppRuntime(options: options, streets: setup.streets(), reader: reader, worker: worker, bus: bus, log: log,
                         route: route)
    try app.run()
}

// A closed pipe (`nearby list | head`) is a write error to handle, not a silent death; a file-size
// limit (`ulimit -f`) likewise makes SQLite report a full disk instead of killing the process.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let config = try ConfigFile.load(command: ArgumentParser.subcommand(of: arguments))
    for warning in config.warnings { Platform.printError("nearby: " + warning) }
    config.exportSecrets()
    switch try ArgumentParser.parse(arguments, base: config.options) {
    case .help(let text):
        print(text)
    case .version:
        print("nearby \(version) (SQLite \(Database.libraryVersion), libcurl \(LibraryVersions.curl))")
    case .list(let options):
        try runList(options.resolvingNear())
    case .app(let options):
        try runApp(options.resolvingNear())
    case .importFile(let options):
        try ImportCommand.run(options)
    }
    exit(0)
} catch let error as UsageError {
    fail(error.description + "\nTry 'nearby --help'.", status: 2)
} catch {
    fail("\(error)", status: 1)
}
