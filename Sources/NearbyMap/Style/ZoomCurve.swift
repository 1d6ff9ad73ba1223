/// A paint value that may change with the zoom: a constant, or stops (`{"stops": [[z, v], ...]}`,
/// `["interpolate", ...]`, `["step", ...]`) read in full and evaluated between them.
public enum ZoomCurve<Value: ZoomInterpolatable>: Sendable, Equatable {
    case constant(Value)
    /// Stops in increasing zoom order, never empty; `base` 1 is linear, above 1 grows faster
    /// towards the upper stop (MapLibre's exponential interpolation).
    case stops(base: Double, [ZoomStop<Value>])
    /// Stops held until the next one's zoom (`"type": "interval"`, `["step", ...]`).
    case steps([ZoomStop<Value>])
}

/// One stop of a zoom curve.
public struct ZoomStop<Value: ZoomInterpolatable>: Sendable, Equatable {
    public var zoom: Double
    public var value: Value
}

/// A paint value that can be interpolated between two stops.
public protocol ZoomInterpolatable: Sendable, Equatable {
    /// The value a fraction `t` (0...1) of the way from `from` to `to`.
    static func interpolate(_ from: Self, _ to: Self, fraction t: Double) -> Self
}
