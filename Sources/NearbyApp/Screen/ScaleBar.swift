/// A scale bar of a round length (…, 50 m, 100 m, 200 m, 500 m, 1 km, …) that fits the pane.
public enum ScaleBar {
    /// The longest round length whose bar is at most `maxDots` dots long at `metersPerDot`,
    /// with its length in dots; nil when not even the shortest fits.
    public static func choose(metersPerDot: Double, maxDots: Int) -> (meters: Double, dots: Int)? {
        guard metersPerDot > 0, metersPerDot.isFinite, maxDots > 0 else { return nil }
        var best: (Double, Int)?
        var magnitude = 1.0
        while magnitude <= 1e8 {
            for step in [1.0, 2.0, 5.0] {
                let meters = step * magnitude
                let dots = Int((meters / metersPerDot).rounded())
                if dots <= maxDots && dots >= 1 { best = (meters, dots) }
            }
            magnitude *= 10
        }
        return best
    }

    /// The bar's label: `50 m`, `200 m`, `1 km`, `20 km` (round lengths need no decimals).
    public static func label(_ meters: Double) -> String {
        meters >= 1000 ? "\(Int((meters / 1000).rounded())) km" : "\(Int(meters.rounded())) m"
    }
}
