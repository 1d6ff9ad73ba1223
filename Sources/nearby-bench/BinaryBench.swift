import Foundation

/// The shipped binary: the stripped release `nearby` (static Swift runtime, as `make bench`
/// builds it), against its size before Foundation was dropped (59 MB). The app's memory is
/// `SettledMemoryBench`'s row (`--only memory`): a peak taken after the first frame missed the
/// gazetteer, the map and the walks.
enum BinaryBench {
    static let previousStrippedMB = 59.0

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

        return results
    }
}
