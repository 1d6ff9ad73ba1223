import NearbyMap
import NearbyTileFormats

/// The fuzz target for user style files (`--style FILE`): compile, then use every rule on a
/// few features at a few zooms, as the renderer would.
extension FuzzTargets {
    static let styles: [String: @Sendable ([UInt8]) -> Void] = [
        "style": { bytes in
            guard let style = try? MapStyle(json: bytes) else { return }
            precondition(!style.layers.isEmpty, "a style without layers compiled")
            let features = [
                MVTFeature(id: 3, properties: [.init(key: "class", value: .string("motorway")), .init(key: "rank", value: .int(2)),
                                               .init(key: "name", value: .string("A1"))],
                           geometry: .lineStrings([[MVTPoint(x: 0, y: 0), MVTPoint(x: 1, y: 1)]])),
                MVTFeature(id: nil, properties: [.init(key: "class", value: .double(2.5)), .init(key: "name:latin", value: .bool(true))],
                           geometry: .points([MVTPoint(x: 0, y: 0)])),
            ]
            for layer in style.layers {
                for zoom in [-1.0, 0, 7.5, 14, 30] {
                    _ = layer.isVisible(atZoom: zoom)
                    switch layer.paint {
                    case .background(let color):
                        check(color.value(atZoom: zoom))
                    case .fill(let paint):
                        check(paint.color.value(atZoom: zoom))
                        precondition(!paint.opacity.value(atZoom: zoom).isNaN, "a NaN fill opacity")
                    case .line(let paint):
                        check(paint.color.value(atZoom: zoom))
                        precondition(paint.width.value(atZoom: zoom).isFinite, "a line width that is not finite")
                    case .symbol(let paint):
                        check(paint.textColor.value(atZoom: zoom))
                        precondition(paint.textSize.value(atZoom: zoom).isFinite, "a text size that is not finite")
                        for feature in features { _ = paint.textField?.text(for: feature) }
                    }
                }
                for feature in features { _ = layer.matches(feature) }
            }
        },
    ]

    private static func check(_ color: StyleColor) {
        precondition((0...1).contains(color.alpha), "an alpha outside 0...1")
        precondition(color.xterm256 >= 16 && color.ansi16 < 16 && color.monochrome < 4, "a terminal colour outside its palette")
    }
}
