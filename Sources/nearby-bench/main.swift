#if canImport(Glibc)
import Glibc
#endif

// `make bench`: each row prints a figure and its ratio against a baseline measured in the same
// run. `--json` prints one JSON object per row instead. Sections are the *Bench.swift files.

if StoreBench.isQueryChild { StoreBench.runQueryChild(); exit(0) }  // the store rows' child process
let json = CommandLine.arguments.contains("--json")
var results: [BenchResult] = []

if let index = CommandLine.arguments.firstIndex(of: "--reload-probe") {
    results += ReloadProbe.run(Array(CommandLine.arguments[(index + 1)...]))
} else if CommandLine.arguments.contains("--reload") {
    results += ReloadBench.runAlone()  // just the reload rows
} else if let index = CommandLine.arguments.firstIndex(of: "--reload-db"), index + 1 < CommandLine.arguments.count {
    results += ReloadBench.rows(database: CommandLine.arguments[index + 1])  // the reload rows on a database already imported
} else if let index = CommandLine.arguments.firstIndex(of: "--facets-db"), index + 1 < CommandLine.arguments.count {
    results += FacetBench.run(database: CommandLine.arguments[index + 1])  // the facet rows on a kept 1M-venue database
} else if let index = CommandLine.arguments.firstIndex(of: "--opennow-db"), index + 1 < CommandLine.arguments.count {
    results += OpenNowBench.run(database: CommandLine.arguments[index + 1])  // the open-now rows on a kept 1M-venue database
} else {
    // `--only import,binary` runs just the named sections (geo, render, store, import, binary, tiles, style, poi,
    // tilecache, tilefetch, mappan, hours, mapscii, places, opennow, route, memory, gps, facets; route-city: the 1M-node city's
    // route and walking-time rows alone, without OSRM or the import, to iterate on the search).
    let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { index in
        index + 1 < CommandLine.arguments.count ? Set(CommandLine.arguments[index + 1].split(separator: ",").map(String.init)) : nil
    }
    func wanted(_ section: String) -> Bool { only?.contains(section) ?? true }
    if wanted("geo") { results += GeoBench.run() }
    if wanted("render") { results += RenderBench.run() }
    // The 1M-venue store, the 500 MB import, the open-now reloads at 1M venues and every
    // gazetteer name typed take most of a run's time: `--full` only (`make bench
    // BENCH_ARGS=--full`), so the default run, builds included, stays under five minutes.
    let full = CommandLine.arguments.contains("--full")
    if wanted("store") { results += full ? StoreBench.run() : StoreBench.runSmall() }
    if wanted("import") {
        results += full ? ImportBench.run() : [StoreBench.skipped("import: 500 MB GeoJSON", "run with --full (BENCH_ARGS=--full)")]
    }
    if wanted("binary") { results += BinaryBench.run() }
    if wanted("tiles") { results += TileBench.run() + HelsinkiTileBench.run() }
    if wanted("style") { results += StyleBench.run() }
    if wanted("poi") { results += TilesProviderBench.run() }
    if wanted("tilecache") { results += TileCacheBench.run() }
    if wanted("tilefetch") { results += TileDownloadBench.run() }
    if wanted("mappan") { results += MapPanBench.run() }
    if wanted("hours") { results += HoursBench.run() }
    if wanted("mapscii") { results += PeerMapBench.run() }
    if wanted("places") { results += PlacesBench.run(full: full) }
    if wanted("memory") { results += SettledMemoryBench.run() }
    if wanted("gps") { results += GPSFixBench.run() }
    if wanted("opennow") { results += OpenNowBench.run(full: full) }
    if wanted("facets") { results += FacetBench.run(full: full) }
    // The million-node city's rows (a generated extract imported twice, OSRM's data prepared for
    // it) when asked for by name or with --full.
    if wanted("route") { results += RouteBench.run(million: full || only?.contains("route") == true) }
    if only?.contains("route-city") == true { results += RouteBench.runCityAlone() }
}

for result in results {
    print(json ? result.json : result.text)
}
