import NearbyGeo
import NearbyProviders
import NearbyTileFormats

/// `--provider tiles`: one fetch (2 km around Kauppatori, the app's default radius and limit)
/// from the bundled archive, against reading and decoding the archive's z14 tiles alone — the
/// part no provider reading tiles can skip, so the ratio says what the cover, the venue
/// reading and the geodesic filter add.
enum TilesProviderBench {
    static func run() -> [BenchResult] {
        let name = "tiles provider fetch, bundled archive, 2 km"
        guard let assets = assetsDirectory(), let source = try? ArchiveTileSource(path: assets + "/helsinki.mbtiles"),
              let archive = try? TileFiles.openArchive(path: assets + "/helsinki.mbtiles") else {
            return [BenchResult(name: name, value: .nan, unit: "ms", note: "skipped: Assets/helsinki.mbtiles not found")]
        }
        let provider = TilesProvider(source: source)
        let kauppatori = Coordinate(latitude: 60.1675, longitude: 24.9525)
        let venues = (try? provider.fetch(around: kauppatori, radius: 2000, limit: 50))?.count ?? 0
        // The archive's z14 tiles are the ones the fetch finds (its cover reaches past them).
        let ids = (9324...9328).flatMap { x in (4740...4744).map { TileKey(zoom: 14, x: x, y: $0) } }
        let present = ids.filter { (try? archive.tileData($0)) != nil }
        let fetch = measure(rounds: 15) { blackHole(try? provider.fetch(around: kauppatori, radius: 2000, limit: 50)) }[0]
        let decode = measure(rounds: 15) {
            for id in present { blackHole((try? archive.tileData(id))?.flatMap { try? MVTDecoder.decode(compressed: $0) }) }
        }[0]
        return [BenchResult(name: name, value: fetch * 1000, unit: "ms", baselineName: "read + decode its tiles",
                            baseline: decode * 1000, note: "\(venues) venues from \(present.count) tiles")]
    }
}
