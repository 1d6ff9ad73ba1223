#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbyMap
import NearbyTileFormats

/// The tile cache: one lookup among 100,000 cached tiles, p99 (target < 0.2 ms), against the
/// MBTiles reader the renderer uses reading the same file through its `tiles` view.
enum TileCacheBench {
    static let tileCount = 100_000
    static let lookups = 20_000

    static func run() -> [BenchResult] {
        let path = "/tmp/nearby-bench-tilecache-\(getpid()).mbtiles"
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        // 100,000 tiles of z14 in a 317 × 316 block, 512 bytes each (the lookup cost is the
        // index walk and one row; real tiles' size only adds the copy).
        let side = 317
        let payload = (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let cache: TileCacheFile
        do {
            cache = try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: TileCacheSource(url: "bench"))
            var writes: [TileCacheFile.Write] = []
            for index in 0..<tileCount {
                writes.append(.tile(TileKey(zoom: 14, x: 9000 + index % side, y: 4000 + index / side), data: payload, etag: "\"\(index)\""))
                if writes.count == 5_000 {
                    try cache.commit(writes)
                    writes.removeAll(keepingCapacity: true)
                }
            }
            try cache.commit(writes)
        } catch {
            return [BenchResult(name: "tile cache lookup p99, 100k tiles", value: .nan, unit: "ms", note: "skipped: \(error)")]
        }
        var random = SplitMix(seed: 14)
        let targets = (0..<lookups).map { _ -> (Int, Int) in
            let index = Int(random.next() % UInt64(tileCount))
            return (9000 + index % side, 4000 + index / side)
        }
        func percentile99(_ lookup: (Int, Int) -> Bool) -> (Double, Int) {
            var times: [Double] = []
            times.reserveCapacity(targets.count)
            var found = 0
            for (x, y) in targets {
                let start = now()
                if lookup(x, y) { found += 1 }
                times.append(now() - start)
            }
            times.sort()
            return (times[times.count * 99 / 100] * 1000, found)
        }
        _ = percentile99 { x, y in (try? cache.tile(TileKey(zoom: 14, x: x, y: y))) != nil }  // warm the page cache
        let (cacheP99, cacheFound) = percentile99 { x, y in (try? cache.tile(TileKey(zoom: 14, x: x, y: y))) != nil }
        var baseline: Double?
        if let archive = try? MBTilesArchive(path: path) {
            baseline = percentile99 { x, y in (try? archive.tileData(TileKey(zoom: 14, x: x, y: y))) != nil }.0
        }
        return [BenchResult(name: "tile cache lookup p99, 100k tiles", value: cacheP99, unit: "ms",
                            baselineName: "MBTilesArchive on the same file", baseline: baseline,
                            note: "target < 0.2 ms; \(cacheFound)/\(lookups) found")]
    }
}
