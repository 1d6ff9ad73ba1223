import Glibc

extension ZoomCurve {
    /// The value at `zoom`: below the first stop the first value, above the last the last,
    /// between two stops interpolated (or held, for steps).
    public func value(atZoom zoom: Double) -> Value {
        switch self {
        case .constant(let value):
            return value
        case .steps(let stops):
            var current = stops[0].value
            for stop in stops where stop.zoom <= zoom { current = stop.value }
            return current
        case .stops(let base, let stops):
            guard let upper = stops.firstIndex(where: { $0.zoom > zoom }) else { return stops[stops.count - 1].value }
            guard upper > 0 else { return stops[0].value }
            let low = stops[upper - 1], high = stops[upper]
            let span = high.zoom - low.zoom
            let progress = zoom - low.zoom
            let t: Double
            if span <= 0 {
                t = 1
            } else if abs(base - 1) < 1e-9 {
                t = progress / span
            } else {
                t = (pow(base, progress) - 1) / (pow(base, span) - 1)
            }
            // pow overflows to inf/inf = NaN over huge spans: hold the lower value then.
            return Value.interpolate(low.value, high.value, fraction: t.isNaN ? 0 : min(max(t, 0), 1))
        }
    }
}

extension Double: ZoomInterpolatable {
    public static func interpolate(_ from: Double, _ to: Double, fraction t: Double) -> Double {
        // Weighted, not `from + (to - from) * t`: the difference of two huge values overflows.
        from * (1 - t) + to * t
    }
}
