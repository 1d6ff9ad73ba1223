import Foundation

/// The shipped binary: the stripped release `nearby` (static Swift runtime, as `make bench`
/// builds it) and the app's peak memory after its first frame on a 100k-venue database, against
/// the figures before Foundation was dropped (59 MB stripped, 25.2 MiB peak).
enum BinaryBench {
    static let previousStrippedMB = 59.0
    static let previousPeakMiB = 25.2

    static func run() -> [BenchResult] {
        guard let exe = AppStartBench.siblingExecutable("nearby") else {
            return [StoreBench.skipped("binary: stripped size", "the release nearby binary is not built next to nearby-bench")]
        }
        guard let directory = BenchScratch.make("nearby-bench-binary") else { return [StoreBench.skipped("binary", "no temporary directory")] }
        defer { BenchScratch.remove(directory) }

        var results: [BenchResult] = []
        let copy = directory + "/nearby"
        if StoreBench.spawn(["/bin/sh", "-c", "cp '\(exe)' '\(copy)' && strip '\(copy)'"], environment: [], stdout: "/dev/null") == 0 {
            var info = stat()
            stat(copy, &info)
            let links = StoreBench.spawn(["/bin/sh", "-c", "ldd '\(copy)' | grep -qi -e foundation -e icu"], environment: [], stdout: "/dev/null")
            results.append(BenchResult(name: "binary: stripped release nearby", value: Double(info.st_size) / 1e6, unit: "MB",
                                       baselineName: "with Foundation", baseline: previousStrippedMB,
                                       note: "target ≤ 15 MB; links Foundation/ICU: \(links == 0 ? "yes" : "no")"))
        } else {
            results.append(StoreBench.skipped("binary: stripped release nearby", "cp or strip failed"))
        }

        let csv = directory + "/venues.csv", database = directory + "/venues.sqlite"
        guard CityVenueGenerator.writeCSV(count: StoreBench.smallCount, seed: 1, to: csv),
              StoreBench.importRate(csv: csv, database: database, rows: StoreBench.smallCount) != nil
        else { return results + [StoreBench.skipped("binary: app peak memory", "cannot build the 100k database")] }
        var peaks: [Double] = []
        for _ in 0..<3 {
            if let run = AppStartBench.launch("exec '\(exe)' --db '\(database)' --at \(AppStartBench.at)", until: ["venues within", "│>a"]),
               let peak = run.peakKiB { peaks.append(peak) }
        }
        guard let peak = peaks.max() else { return results + [StoreBench.skipped("binary: app peak memory", "the app did not draw a frame")] }
        results.append(BenchResult(name: "binary: app peak memory (VmHWM) after the first frame, 100k venues", value: peak / 1024,
                                   unit: "MiB", baselineName: "with Foundation", baseline: previousPeakMiB,
                                   note: "max of \(peaks.count); target ≤ 20 MB"))
        return results
    }
}
