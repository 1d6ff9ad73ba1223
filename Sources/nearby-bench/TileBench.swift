#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NearbyTileFormats

/// Vector tiles: MVT decode throughput on the real-world tiles of mvt-fixtures (Mapbox Streets
/// v7, San Francisco z15, Chicago z13, four gzip z14), against zlib inflating the same bytes —
/// the work every tile needs before decoding, so the ratio says what decoding adds.
enum TileBench {
    static func run() -> [BenchResult] {
        guard let folder = fixturesFolder() else {
            return [BenchResult(name: "MVT decode, real-world tiles", value: .nan, unit: "tiles/s",
                                note: "skipped: ../shared/fixtures/mvt-fixtures/real-world not found")]
        }
        let stored: [[UInt8]] = ["sanfrancisco", "chicago", "compressed"].flatMap { sub in
            let dir = folder + "/" + sub
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
            return names.compactMap { try? TileFiles.readTile(path: dir + "/" + $0) }
        }
        // Uncompressed bytes are what the decoder reads; MB/s counts those.
        let plain = stored.map { (try? Inflate.inflateIfGzip($0)) ?? [] }
        let megabytes = Double(plain.reduce(0) { $0 + $1.count }) / 1e6
        var features = 0
        for bytes in stored { features += (try? MVTDecoder.decode(compressed: bytes))?.featureCounts.values.reduce(0, +) ?? 0 }

        let decodeTimes = measure(rounds: 15) {
            for bytes in plain { blackHole(try? MVTDecoder.decode(bytes)) }
        }
        // Baseline: gzip the same tiles once, then time inflating them (zlib, the C library).
        let compressed = plain.compactMap(gzip)
        let inflateTimes = measure(rounds: 15) {
            for bytes in compressed { blackHole(try? Inflate.inflate(bytes)) }
        }
        // The fastest round of each: other processes on a shared machine only ever add time.
        let decode = decodeTimes[0], inflate = inflateTimes[0]
        let note = "\(plain.count) tiles, \(String(format: "%.2f", megabytes)) MB, \(features) features"
        return [
            BenchResult(name: "MVT decode, real-world tiles", value: Double(plain.count) / decode, unit: "tiles/s",
                        baselineName: "zlib inflate", baseline: compressed.count == plain.count ? Double(plain.count) / inflate : nil, note: note),
            BenchResult(name: "MVT decode, real-world tiles (uncompressed bytes)", value: megabytes / decode, unit: "MB/s",
                        baselineName: "zlib inflate", baseline: compressed.count == plain.count ? megabytes / inflate : nil),
        ]
    }

    /// `../shared/fixtures/mvt-fixtures/real-world` beside the package holding this executable.
    static func fixturesFolder() -> String? {
        let fixtures = "/../shared/fixtures/mvt-fixtures/real-world"
        return executableAncestor { exists($0 + "/Package.swift") && exists($0 + fixtures) }.map { $0 + fixtures }
    }

    /// The bytes gzip-compressed by the system gzip (nil when it cannot run).
    static func gzip(_ bytes: [UInt8]) -> [UInt8]? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-bench-\(UUID().uuidString)").path
        defer { unlink(path); unlink(path + ".gz") }
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-6", path]
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: path + ".gz") else { return nil }
        return [UInt8](data)
    }
}
