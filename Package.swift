// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "nearby",
    products: [
        .executable(name: "nearby", targets: ["nearby"]),
        .executable(name: "nearby-bench", targets: ["nearby-bench"]),
    ],
    targets: [
        // C at the edge: the three system libraries and the shims Swift cannot call directly.
        .systemLibrary(
            name: "CNcursesw", pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        // libcurl: headers only, no pkgConfig (its `-lcurl` would link it); CShims dlopens it.
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CShims", dependencies: ["CNcursesw", "CCurl"]),

        // Swift.
        .target(name: "NearbyCore"),
        .target(name: "NearbyStore", dependencies: ["CSQLite", "NearbyCore"]),
        .target(name: "NearbyProviders", dependencies: ["CCurl", "CShims", "NearbyCore", "NearbyStore", "NearbyTiles"]),
        .target(name: "NearbyTerminal", dependencies: ["CNcursesw", "CShims", "NearbyCore"]),
        .target(name: "NearbyCLI", dependencies: ["NearbyCore"]),
        .target(name: "NearbyTiles", dependencies: ["CZlib", "NearbyStore"]),
        .target(name: "NearbyHours"),
        .executableTarget(
            name: "nearby",
            dependencies: ["NearbyCore", "NearbyCLI", "NearbyStore", "NearbyProviders", "NearbyTerminal", "NearbyTiles"]),

        // `make bench`: figures and ratios against baselines measured in the same run.
        .executableTarget(
            name: "nearby-bench",
            dependencies: ["NearbyCore", "NearbyStore", "NearbyProviders", "NearbyTiles", "NearbyTestSupport", "NearbyHours"]),

        // `make fuzz`: libFuzzer over every parser of outside input (a replay driver otherwise).
        .executableTarget(
            name: "nearby-fuzz",
            dependencies: ["NearbyCore", "NearbyCLI", "NearbyProviders", "NearbyTerminal", "NearbyTiles", "NearbyHours"]),

        // Test doubles shared by test targets: the loopback HTTP server, the manual clock.
        .target(name: "NearbyTestSupport", dependencies: ["NearbyCore"], path: "Tests/Support"),

        .testTarget(name: "NearbyCoreTests", dependencies: ["NearbyCore", "NearbyTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "NearbyStoreTests", dependencies: ["NearbyStore", "NearbyCore", "NearbyTestSupport"]),
        .testTarget(name: "NearbyProvidersTests", dependencies: ["NearbyProviders", "NearbyCore", "NearbyStore", "NearbyTiles", "NearbyTestSupport"]),
        .testTarget(name: "NearbyCLITests", dependencies: ["NearbyCLI", "NearbyCore"]),
        .testTarget(name: "NearbyTerminalTests", dependencies: ["NearbyTerminal", "NearbyCore", "NearbyTestSupport"]),
        .testTarget(name: "NearbyTilesTests", dependencies: ["NearbyTiles", "NearbyStore", "NearbyTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "NearbyHoursTests", dependencies: ["NearbyHours"]),
        // The app under test is built by `swift test` too, so it never runs a stale binary.
        .testTarget(name: "EndToEndTests", dependencies: ["nearby", "NearbyCore", "NearbyTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
