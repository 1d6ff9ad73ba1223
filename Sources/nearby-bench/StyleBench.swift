#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NearbyFormats
import NearbyMap
import NearbyTileFormats

/// Map styles: compiling the bundled Mapbox Streets v7 style (against only parsing its JSON),
/// and choosing the rules of every feature of the real-world tiles at one zoom, as a frame
/// does (against decoding the same tiles, the work each new tile costs anyway).
enum StyleBench {
    static func run() -> [BenchResult] {
        guard let stylePath = bundledStylePath(), let bytes = readText(stylePath).map({ Array($0.utf8) }),
              let style = try? MapStyle(json: bytes) else {
            return [BenchResult(name: "style compile, bundled Mapbox Streets v7", value: .nan, unit: "ms",
                                note: "skipped: Assets/styles/mapbox-streets-v7.json not found")]
        }
        let compile = measure(rounds: 15) { blackHole(try? MapStyle(json: bytes)) }[0]
        let parse = measure(rounds: 15) { blackHole(try? JSONValue.parse(bytes)) }[0]
        var rows = [BenchResult(name: "style compile, bundled Mapbox Streets v7", value: compile * 1000, unit: "ms",
                                baselineName: "JSON parse only", baseline: parse * 1000,
                                note: "\(style.layers.count) layers, \(bytes.count) bytes")]

        guard let folder = TileBench.fixturesFolder() else { return rows }
        let plain: [[UInt8]] = ["sanfrancisco", "chicago", "compressed"].flatMap { sub in
            let dir = folder + "/" + sub
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
            return names.compactMap { try? TileFiles.readTile(path: dir + "/" + $0) }.compactMap { try? Inflate.inflateIfGzip($0) }
        }
        let tiles = plain.compactMap { try? MVTDecoder.decode($0) }
        let features = tiles.reduce(0) { $0 + $1.featureCounts.values.reduce(0, +) }
        var drawn = 0
        let styling = measure(rounds: 15) {
            drawn = 0
            for tile in tiles {
                for layer in tile.layers {
                    // Per layer and frame: the rules of this source layer and their paint values.
                    for rule in style.layers(forSourceLayer: layer.name, atZoom: 15) {
                        blackHole(paintValues(rule.paint, zoom: 15))
                        for feature in layer.features where rule.matches(feature) { drawn += 1 }
                    }
                }
            }
        }[0]
        let decode = measure(rounds: 15) { for bytes in plain { blackHole(try? MVTDecoder.decode(bytes)) } }[0]
        rows.append(BenchResult(name: "style rules, real-world tiles at z15", value: Double(features) / styling / 1e6,
                                unit: "M features/s", baselineName: "MVT decode", baseline: Double(features) / decode / 1e6,
                                note: "\(tiles.count) tiles, \(features) features, \(drawn) drawn"))
        return rows
    }

    static func paintValues(_ paint: LayerPaint, zoom: Double) -> Double {
        switch paint {
        case .background(let color): return Double(color.value(atZoom: zoom).xterm256)
        case .fill(let fill): return Double(fill.color.value(atZoom: zoom).xterm256) + fill.opacity.value(atZoom: zoom)
        case .line(let line): return Double(line.color.value(atZoom: zoom).xterm256) + line.width.value(atZoom: zoom)
        case .symbol(let symbol): return Double(symbol.textColor.value(atZoom: zoom).xterm256) + symbol.textSize.value(atZoom: zoom)
        }
    }

    /// `Assets/styles/mapbox-streets-v7.json` of the package holding this executable.
    static func bundledStylePath() -> String? {
        let style = "/Assets/styles/" + TileSchema.mapboxStreetsV7.bundledStyleFileName
        return executableAncestor { exists($0 + style) }.map { $0 + style }
    }
}
