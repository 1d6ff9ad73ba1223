#if canImport(Glibc)
import Glibc
#endif
import NearbyCore

// `make bench`: each row prints a figure and its ratio against a baseline measured in the same
// run. `--json` prints one JSON object per row instead. Sections are in Bench+*.swift.

if StoreBench.isQueryChild { StoreBench.runQueryChild(); exit(0) }  // the store rows' child process
let json = CommandLine.arguments.contains("--json")
var results: [BenchResult] = []

// `nearby-bench geo render` runs only the sections named (geo, render, store).
let chosen = Set(CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") })
if chosen.isEmpty || chosen.contains("geo") { results += GeoBench.run() }
if chosen.isEmpty || chosen.contains("render") { results += RenderBench.run() }
if chosen.isEmpty || chosen.contains("store") { results += StoreBench.run() }

for result in results {
    print(json ? result.json : result.text)
}
