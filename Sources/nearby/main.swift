#if canImport(Glibc)
import Glibc
#endif
import NearbyCore
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
    guard case .loadVenues(let region, let from, let limit) = Update.reload(state) else { return }
    let rows = try store.venues(in: region, nearestTo: from, limit: limit)
    ListCommand.write(ListCommand.output(rows, format: options.format))
}

func runApp(_ options: Options) throws {
    let setup = try Setup(options: options)
    let reader = try setup.openStore()
    let bus = try NotificationBus()
    let log = try options.logPath.map { path throws(UsageError) in try EventLogWriter(path: path) }
    let worker = FetchWorker(provider: setup.provider, databasePath: setup.databasePath, radius: options.radius,
                             limit: options.limit, bus: bus)
    let app = AppRuntime(options: options, streets: setup.streets(), reader: reader, worker: worker, bus: bus, log: log)
    try app.run()
}

do {
    switch try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help(let text):
        print(text)
    case .version:
        print("nearby \(version) (SQLite \(Database.libraryVersion))")
    case .list(let options):
        try runList(options)
    case .app(let options):
        try runApp(options)
    case .importFile(let options):
        try ImportCommand.run(options)
    }
    exit(0)
} catch let error as UsageError {
    fail(error.description + "\nTry 'nearby --help'.", status: 2)
} catch {
    fail("\(error)", status: 1)
}
