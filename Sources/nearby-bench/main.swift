#if canImport(Glibc)
import Glibc
#endif
import NearbyCore

// `make bench`: each row prints a figure and its ratio against a baseline measured in the same
// run. `--json` prints one JSON object per row instead. Sections are in Bench+*.swift.

if StoreBench.isQueryChild { StoreBench.runQueryChild(); exit(0) }  // the store rows' child process
let json = CommandLine.arguments.contains("--json")
var results: [BenchResult] = []

if CommandLine.arguments.contains("--reload") {
    results += ReloadBench.runAlone()  // just the reload rows
} else {
    results += GeoBench.run()
    results += RenderBench.run()
    results += StoreBench.run()
}

for result in results {
    print(json ? result.json : result.text)
}
