import Foundation
import NearbyFormats
import NearbyText

/// `nearby import` of a generated 500 MB GeoJSON FeatureCollection through the release binary:
/// its peak memory (GNU time's %M: the importing process alone) and rows per second. Before the
/// JSON reader streamed features, a 50 MB file peaked at 3.0 GB (issue 12).
enum ImportBench {
    static let targetBytes = 500 << 20

    static func run() -> [BenchResult] {
        guard let exe = AppStartBench.siblingExecutable("nearby") else {
            return [StoreBench.skipped("import: 500 MB GeoJSON", "the release nearby binary is not built next to nearby-bench")]
        }
        guard access("/usr/bin/time", X_OK) == 0 else {
            return [StoreBench.skipped("import: 500 MB GeoJSON", "GNU time (/usr/bin/time) not found")]
        }
        guard let directory = BenchScratch.make("nearby-bench-import") else { return [StoreBench.skipped("import: 500 MB GeoJSON", "no temporary directory")] }
        defer { BenchScratch.remove(directory) }

        let path = directory + "/venues.geojson", peakFile = directory + "/peak", out = directory + "/out"
        guard let (rows, bytes) = writeGeoJSON(to: path, bytes: targetBytes) else {
            return [StoreBench.skipped("import: 500 MB GeoJSON", "cannot write the generated file")]
        }
        let start = now()
        let status = StoreBench.spawn(["/usr/bin/time", "-f", "%M %U %S", "-o", peakFile, exe, "import", path,
                                       "--db", directory + "/venues.sqlite"], environment: [], stdout: out)
        let seconds = now() - start
        let figures = readText(peakFile)?.split(separator: "\n").last?.split(separator: " ").compactMap { Double($0) } ?? []
        guard status == 0, let summary = readText(out), summary.contains(" \(rows) new, "), figures.count == 3 else {
            return [StoreBench.skipped("import: 500 MB GeoJSON", "the import failed (status \(status.map(String.init) ?? "?"))")]
        }
        let peak = figures[0], cpu = figures[1] + figures[2]
        let size = "\(bytes >> 20) MB, \(rows) features"
        return [
            BenchResult(name: "import: 500 MB GeoJSON, peak memory (nearby import)", value: peak / 1024, unit: "MiB",
                        note: "\(size); target < 64 MB; before streaming, 3.0 GB for a 50 MB file"),
            BenchResult(name: "import: 500 MB GeoJSON, rate (nearby import)", value: Double(rows) / seconds, unit: "rows/s",
                        note: "\(size) in \(BenchResult.format(seconds)) s (CPU \(BenchResult.format(cpu)) s: \(Int(Double(rows) / cpu)) rows per CPU second)"),
        ]
    }

    /// Writes Point features of the generated world until the file holds at least `bytes`.
    static func writeGeoJSON(to path: String, bytes: Int) -> (rows: Int, bytes: Int)? {
        guard let file = fopen(path, "wb") else { return nil }
        defer { fclose(file) }
        var generator = CityVenueGenerator(seed: 3)
        var chunk = "{\"type\":\"FeatureCollection\",\"features\":[\n"
        var written = 0, rows = 0
        while written + chunk.utf8.count < bytes {
            let c = generator.nextCoordinate()
            if rows > 0 { chunk += ",\n" }
            chunk += "{\"type\":\"Feature\",\"id\":\"node/\(rows)\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[\(c.longitude),\(c.latitude)]},"
            chunk += "\"properties\":{\"name\":\"Café \(rows)\",\"addr:street\":\"Katu \(rows % 211)\",\"addr:housenumber\":\"\(rows % 7 + 1)\",\"amenity\":\"cafe\"}}"
            rows += 1
            if chunk.utf8.count > 1 << 20 {
                guard flush(&chunk, file) else { return nil }
                written = Int(ftell(file))
            }
        }
        chunk += "\n]}\n"
        guard flush(&chunk, file) else { return nil }
        return (rows, Int(ftell(file)))
    }

    private static func flush(_ chunk: inout String, _ file: UnsafeMutablePointer<FILE>) -> Bool {
        let bytes = Array(chunk.utf8)
        chunk.removeAll(keepingCapacity: true)
        return fwrite(bytes, 1, bytes.count, file) == bytes.count
    }
}
