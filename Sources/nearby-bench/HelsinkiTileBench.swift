import NearbySQLite
import NearbyTileFormats

/// Decode throughput on the bundled archive: every tile of `Assets/helsinki.mbtiles` (Natural
/// Earth z0–6 and the Helsinki z12–14 streets), gunzip included, as the map reads them.
enum HelsinkiTileBench {
    static func run() -> [BenchResult] {
        guard let assets = assetsDirectory(),
              let database = try? Database(path: assets + "/helsinki.mbtiles", mode: .readOnly),
              let statement = try? database.prepare("SELECT tile_data FROM tiles")
        else { return [BenchResult(name: "MVT decode, Helsinki archive", value: .nan, unit: "tiles/s", note: "skipped: no Assets")] }
        var stored: [[UInt8]] = []
        while (try? statement.step()) == true { stored.append(statement.blob(at: 0)) }
        let megabytes = Double(stored.reduce(0) { $0 + $1.count }) / 1e6
        let times = measure(rounds: 5) {
            for bytes in stored { blackHole(try? MVTDecoder.decode(compressed: bytes)) }
        }
        // The fastest round: other processes on a shared machine only ever add time.
        let seconds = times[0]
        return [
            BenchResult(name: "MVT decode, Helsinki archive (gunzip included)", value: Double(stored.count) / seconds,
                        unit: "tiles/s", note: "\(stored.count) tiles"),
            BenchResult(name: "MVT decode, Helsinki archive (stored bytes)", value: megabytes / seconds, unit: "MB/s",
                        note: String(Int(megabytes * 1000)) + " kB stored"),
        ]
    }
}
