// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "nearby",
    products: [
        .executable(name: "nearby", targets: ["nearby"]),
        .executable(name: "nearby-bench", targets: ["nearby-bench"]),
    ],
    targets: [
        // C at the edge: the system libraries and the shims Swift cannot call directly.
        .systemLibrary(
            name: "CNcursesw", pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        // libcurl: headers only, no pkgConfig (its `-lcurl` would link it); CCurlShims dlopens it.
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        // ncurses' macros and signal forwarding, for NearbyTerminal.
        .target(name: "CShims", dependencies: ["CNcursesw"]),
        .target(name: "CMalloc"),
        // libcurl's variadic calls and the library opened on first use, for NearbyHTTP alone.
        .target(name: "CCurlShims", dependencies: ["CCurl"]),

        // Swift, lowest first; each target is named for what it holds (doc/ARCHITECTURE.md).
        // Text: display width, folding for search, terminal-safe text, plain decimals, languages.
        .target(name: "NearbyText"),
        // Geodesy: coordinates, regions, WGS84 geodesics, the map's projection, Web Mercator tiles.
        .target(name: "NearbyGeo", dependencies: ["NearbyText"]),
        // Venue records and the text formats they come in: JSON, CSV, GPX.
        .target(name: "NearbyFormats", dependencies: ["NearbyGeo", "NearbyText"]),
        // What a terminal shows and sends: cells, the grid and its diff, braille dots, keys, mouse.
        .target(name: "NearbyCells", dependencies: ["NearbyGeo", "NearbyText"]),
        // The SQLite wrapper under both the venue store and the tile archives and cache.
        .target(name: "NearbySQLite", dependencies: ["CSQLite", "NearbyRuntime"]),
        // HTTP through libcurl, the only target that calls it: requests, responses, transfers at
        // once, service URLs, the loopback rule.
        .target(name: "NearbyHTTP", dependencies: ["CCurl", "CCurlShims", "NearbyRuntime", "NearbyText"]),
        // The main thread's plumbing: the notification bus, the event loop, clocks, worker threads.
        .target(name: "NearbyRuntime"),
        // The bundled gazetteer: places by name as you type, the nearest place to a point.
        .target(name: "NearbyPlaces", dependencies: ["NearbyGeo", "NearbySQLite", "NearbyText"]),
        // The venue store (SQLite, R*Tree) and imports.
        .target(name: "NearbyStore", dependencies: ["NearbyFormats", "NearbyGeo", "NearbyRuntime", "NearbySQLite", "NearbyText"]),
        // Tile formats: protobuf, MVT, gzip, MBTiles, PMTiles.
        .target(name: "NearbyTileFormats", dependencies: ["CZlib", "NearbyFormats", "NearbyGeo", "NearbySQLite", "NearbyText"]),
        // OpenStreetMap extracts: the PBF and OSM XML readers (streamed, bounded), the elements they yield.
        .target(name: "NearbyOSM", dependencies: ["NearbyFormats", "NearbyGeo", "NearbyText", "NearbyTileFormats"]),
        // Walking: OSRM's foot profile, the walking graph, its search, routes with steps.
        .target(name: "NearbyRoute", dependencies: ["NearbyFormats", "NearbyGeo", "NearbyOSM", "NearbyText"]),
        // The map: tile addresses in use, cover, sources, loader, download and cache, style JSON and
        // styling, drawing into cells.
        .target(name: "NearbyMap", dependencies: ["NearbyCells", "NearbyFormats", "NearbyGeo", "NearbyHTTP", "NearbyRuntime", "NearbySQLite", "NearbyText", "NearbyTileFormats"]),
        // The app: state, events, update, effects, the screen.
        .target(name: "NearbyApp", dependencies: ["NearbyCells", "NearbyFormats", "NearbyGeo", "NearbyHTTP", "NearbyHours", "NearbyMap", "NearbyRoute", "NearbyRuntime", "NearbyText"]),
        // ncurses and key decoding.
        .target(name: "NearbyTerminal", dependencies: ["CShims", "NearbyCells"]),
        // Venue providers: Foursquare, Overpass, offline, venues from tiles, the cafés of an OSM extract;
        // the online geocoder and routers (OSRM, Valhalla) and the cache of their answers.
        .target(name: "NearbyProviders", dependencies: ["NearbyFormats", "NearbyGeo", "NearbyHTTP", "NearbyMap", "NearbyOSM", "NearbyRoute", "NearbySQLite", "NearbyText", "NearbyTileFormats"]),
        // Opening hours: the opening_hours grammar, evaluation, public holidays, sun times, TZif zones.
        .target(name: "NearbyHours", dependencies: ["NearbyFormats", "NearbyGeo"]),
        // The command line: options, the config file, usage.
        .target(name: "NearbyCLI", dependencies: ["NearbyFormats", "NearbyGeo", "NearbyHours", "NearbyText"]),
        .executableTarget(
            name: "nearby",
            dependencies: [
                "CMalloc", "NearbyApp", "NearbyCLI", "NearbyCells", "NearbyFormats", "NearbyGeo", "NearbyHTTP", "NearbyHours", "NearbyMap",
                "NearbyOSM", "NearbyPlaces", "NearbyProviders", "NearbyRoute", "NearbyRuntime", "NearbySQLite", "NearbyStore", "NearbyTerminal",
                "NearbyText", "NearbyTileFormats",
            ]),

        // `make bench`: figures and ratios against baselines measured in the same run.
        .executableTarget(
            name: "nearby-bench",
            dependencies: ["NearbyApp", "NearbyCLI", "NearbyCells", "NearbyFormats", "NearbyGeo", "NearbyHours", "NearbyMap", "NearbyOSM", "NearbyPlaces", "NearbyProviders", "NearbyRoute", "NearbySQLite", "NearbyStore", "NearbyTestSupport", "NearbyText", "NearbyTileFormats"]),

        // `make fuzz`: libFuzzer over every parser of outside input (a replay driver otherwise).
        .executableTarget(
            name: "nearby-fuzz",
            dependencies: ["NearbyApp", "NearbyCLI", "NearbyCells", "NearbyFormats", "NearbyGeo", "NearbyHours", "NearbyHTTP", "NearbyMap", "NearbyOSM", "NearbyProviders", "NearbyRoute", "NearbyTerminal", "NearbyText", "NearbyTileFormats"]),

        // Test doubles and fixtures shared by test targets: the loopback HTTP server, the manual clock,
        // the sample venues, the Vincenty oracle, scratch folders, the routing engines on loopback.
        .target(name: "NearbyTestSupport", dependencies: ["NearbyApp", "NearbyCLI", "NearbyFormats", "NearbyGeo", "NearbyOSM", "NearbyRoute", "NearbyRuntime", "NearbyText"], path: "Tests/Support"),

        // Tests mirror the targets, lowest first: `<Target>Tests` tests `<Target>`.
        .testTarget(name: "NearbyTextTests", dependencies: ["NearbyText"]),
        .testTarget(name: "NearbyGeoTests", dependencies: ["NearbyGeo", "NearbyTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "NearbyFormatsTests", dependencies: ["NearbyApp", "NearbyFormats", "NearbyGeo", "NearbyText"], exclude: ["Fixtures"]),
        .testTarget(name: "NearbyCellsTests", dependencies: ["NearbyCells", "NearbyTestSupport"]),
        .testTarget(name: "NearbyRuntimeTests", dependencies: ["NearbyApp", "NearbyCells", "NearbyRuntime", "NearbyTestSupport"]),
        // Store and Providers tests run the binary too (imports, `list --fetch`): it is built first.
        .testTarget(name: "NearbyStoreTests", dependencies: ["nearby", "NearbyCLI", "NearbyFormats", "NearbyGeo", "NearbyMap", "NearbySQLite", "NearbyStore", "NearbyTestSupport", "NearbyText"]),
        .testTarget(name: "NearbyTileFormatsTests", dependencies: ["NearbyFormats", "NearbyGeo", "NearbySQLite", "NearbyTestSupport", "NearbyText", "NearbyTileFormats"]),
        .testTarget(name: "NearbyMapTests", dependencies: ["NearbyApp", "NearbyCells", "NearbyFormats", "NearbyGeo", "NearbyMap", "NearbyTestSupport", "NearbyText", "NearbyTileFormats"], exclude: ["Fixtures"]),
        .testTarget(name: "NearbyAppTests", dependencies: ["NearbyApp", "NearbyCLI", "NearbyCells", "NearbyFormats", "NearbyGeo", "NearbyHTTP", "NearbyHours", "NearbyMap", "NearbyRoute", "NearbyTestSupport", "NearbyText"]),
        .testTarget(name: "NearbyTerminalTests", dependencies: ["CShims", "NearbyCells", "NearbyTerminal"]),
        .testTarget(name: "NearbyProvidersTests", dependencies: ["nearby", "NearbyApp", "NearbyFormats", "NearbyGeo", "NearbyHTTP", "NearbyHours", "NearbyMap", "NearbyOSM", "NearbyProviders", "NearbyRoute", "NearbySQLite", "NearbyTestSupport", "NearbyText", "NearbyTileFormats"]),
        .testTarget(name: "NearbyHoursTests", dependencies: ["NearbyGeo", "NearbyHours"]),
        .testTarget(name: "NearbyOSMTests", dependencies: ["NearbyFormats", "NearbyGeo", "NearbyOSM", "NearbyTestSupport", "NearbyTileFormats"]),
        .testTarget(name: "NearbyRouteTests", dependencies: ["NearbyFormats", "NearbyGeo", "NearbyOSM", "NearbyProviders", "NearbyRoute", "NearbyTestSupport"]),
        .testTarget(name: "NearbyPlacesTests", dependencies: ["NearbyApp", "NearbyCells", "NearbyGeo", "NearbyPlaces", "NearbySQLite", "NearbyTestSupport", "NearbyText"]),
        .testTarget(name: "NearbyCLITests", dependencies: ["NearbyCLI", "NearbyFormats", "NearbyGeo", "NearbyText"]),
        // doc/ARCHITECTURE.md against Package.swift.
        .testTarget(name: "ArchitectureTests"),
        // The app under test (and the fuzz replay driver) is built by `swift test` too, so it
        // never runs a stale binary.
        .testTarget(name: "EndToEndTests", dependencies: ["nearby", "nearby-fuzz", "NearbyApp", "NearbyCLI", "NearbyFormats", "NearbyGeo", "NearbyPlaces", "NearbyRoute", "NearbyTestSupport", "NearbyText", "NearbyTileFormats"]),
    ],
    swiftLanguageModes: [.v6]
)
