#if canImport(Glibc)
import Glibc
#endif
import NearbyCore

// `make bench`: each row prints a figure and its ratio against a baseline measured in the same
// run. `--json` prints one JSON object per row instead. Sections are the *Bench.swift files.

if StoreBench.isQueryChild { StoreBench.runQueryChild(); exit(0) }  // the store rows' child process
let json = CommandLine.arguments.contains("--json")
var results: [BenchResult] = []

// `--only tiles` runs just the tile rows (the other sections take minutes).
let only = CommandLine.arguments.drop { $0 != "--only" }.dropFirst().first
if only == nil {
    results += GeoBench.run()
    results += RenderBench.run()
    results += StoreBench.run()
}
if only == nil || only == "tiles" { results += TileBench.run() }

for result in results {
    print(json ? result.json : result.text)
}
