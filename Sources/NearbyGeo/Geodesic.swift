#if canImport(Glibc)
import Glibc
#endif

/// The solution of the inverse geodesic problem between two points.
public struct GeodesicLine: Sendable, Equatable {
    /// Length of the shortest path (geodesic) between the points, in meters.
    public var distance: Double
    /// Forward azimuth at the first point, degrees clockwise from north, in (-180, 180].
    public var initialAzimuth: Double
    /// Forward azimuth at the second point (the direction of travel on arrival),
    /// degrees clockwise from north, in (-180, 180].
    public var finalAzimuth: Double
}

/// Geodesics on the WGS84 ellipsoid (a = 6378137 m, f = 1/298.257223563).
///
/// The implementation follows C. F. F. Karney, "Algorithms for geodesics",
/// J. Geodesy 87, 43–55 (2013): series in the third flattening `n` carried to
/// order 6, the inverse problem solved by Newton's method on the auxiliary sphere
/// (with a bisection safeguard), a starting guess from the astroid equation for
/// nearly antipodal points, and direct treatment of meridional and equatorial
/// geodesics. Results are accurate to about 15 nanometers.
///
/// Inputs: longitudes may be any finite value (they are reduced modulo 360);
/// latitudes outside [-90, 90] are clamped to the nearer pole. Non-finite inputs
/// propagate NaN rather than trapping.
public enum Geodesic {
    /// Equatorial radius of WGS84, meters.
    public static let equatorialRadius: Double = 6378137
    /// Flattening of WGS84.
    public static let flattening: Double = 1 / 298.257223563

    /// Inverse problem: distance in meters and forward azimuths (degrees, clockwise
    /// from north, in (-180, 180]) at both ends.
    ///
    /// For coincident points the distance is 0 and the azimuths follow the
    /// convention of GeographicLib (the meridian through the points, heading
    /// north). At a pole, the azimuth is measured as if the pole point had the
    /// longitude it was given with (GeographicLib's convention).
    public static func inverse(_ a: Coordinate, _ b: Coordinate) -> GeodesicLine {
        let r = solveInverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude)
        return GeodesicLine(
            distance: r.s12,
            initialAzimuth: canonicalAzimuth(atan2d(r.salp1, r.calp1)),
            finalAzimuth: canonicalAzimuth(atan2d(r.salp2, r.calp2)))
    }

    /// Length in meters of the shortest path between two points.
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        solveInverse(lat1: a.latitude, lon1: a.longitude, lat2: b.latitude, lon2: b.longitude).s12
    }

    /// Direct problem: the point `distance` meters from `start` along `azimuth` degrees.
    ///
    /// `distance` may be negative (travel backwards) or longer than half the
    /// circumference. The returned longitude is normalized to [-180, 180).
    public static func destination(from start: Coordinate, azimuth: Double, distance: Double) -> Coordinate {
        solveDirect(lat1: start.latitude, lon1: start.longitude, azi1: azimuth, s12: distance)
    }
}

// MARK: - Ellipsoid constants and tolerances

extension Geodesic {
    static let semiMajor = equatorialRadius
    static let f = flattening
    static let f1 = 1 - flattening
    /// First eccentricity squared.
    static let e2 = flattening * (2 - flattening)
    /// Second eccentricity squared.
    static let ep2 = e2 / ((1 - flattening) * (1 - flattening))
    /// Third flattening.
    static let n = flattening / (2 - flattening)
    static let semiMinor = equatorialRadius * (1 - flattening)

    static let degree = Double.pi / 180
    static let tiny = Double.leastNormalMagnitude.squareRoot()
    static let tol0 = Double.ulpOfOne
    static let tol1 = 200 * Double.ulpOfOne
    static let tol2 = Double.ulpOfOne.squareRoot()
    static let tolb = Double.ulpOfOne * Double.ulpOfOne.squareRoot()
    static let xthresh = 1000 * Double.ulpOfOne.squareRoot()
    /// Threshold below which the "really short line" estimate is used directly.
    static let etol2 = 0.1 * tol2 / (max(0.001, abs(f)) * min(1, 1 - f / 2) / 2).squareRoot()
    /// Newton iterations before switching to pure bisection.
    static let maxit1 = 20
    /// Absolute cap on iterations (Newton + bisection).
    static let maxit2 = 20 + Double.significandBitCount + 1 + 10
}

// MARK: - Angle helpers (exact argument reduction in degrees)

extension Geodesic {
    @inline(__always) static func sq(_ x: Double) -> Double { x * x }

    @inline(__always) static func normalize(_ s: inout Double, _ c: inout Double) {
        let r = hypot(s, c)
        s /= r
        c /= r
    }

    /// Rounds tiny magnitudes so that angles near zero are represented exactly
    /// (avoids underflow and makes tiny differences from the equator/meridian vanish).
    @inline(__always) static func angRound(_ x: Double) -> Double {
        let z = 1.0 / 16
        var y = abs(x)
        let w = z - y
        if w > 0 { y = z - w }
        return Double(signOf: x, magnitudeOf: y)
    }

    /// Reduces an angle to [-180, 180], keeping the sign of the input at ±180.
    static func angNormalize(_ x: Double) -> Double {
        let y = x.remainder(dividingBy: 360)
        return abs(y) == 180 ? Double(signOf: x, magnitudeOf: 180) : y
    }

    /// Latitude clamped to [-90, 90].
    @inline(__always) static func latFix(_ x: Double) -> Double {
        x > 90 ? 90 : (x < -90 ? -90 : x)
    }

    /// Error-free sum: returns s = fl(u + v) and t such that s + t = u + v exactly.
    @inline(__always) static func twoSum(_ u: Double, _ v: Double) -> (s: Double, t: Double) {
        let s = u + v
        var up = s - v
        var vpp = s - up
        up -= u
        vpp -= v
        let t = s != 0 ? 0 - (up + vpp) : s
        return (s, t)
    }

    /// y - x reduced to [-180, 180], with e the rounding error of the result.
    static func angDiff(_ x: Double, _ y: Double) -> (d: Double, e: Double) {
        let first = twoSum((-x).remainder(dividingBy: 360), y.remainder(dividingBy: 360))
        var (d, e) = twoSum(first.s.remainder(dividingBy: 360), first.t)
        if d == 0 || abs(d) == 180 {
            d = Double(signOf: e == 0 ? y - x : -e, magnitudeOf: d)
        }
        return (d, e)
    }

    /// sin and cos of `x` degrees, with the argument reduced exactly to
    /// [-45, 45] before conversion to radians (so multiples of 90 are exact).
    @inline(__always) package static func sincosd(_ x: Double) -> (s: Double, c: Double) {
        sincosReduced(x, correction: 0, round: false)
    }

    /// sin and cos of `x + t` degrees where `t` is a small correction to `x`
    /// (e.g. the rounding error of a longitude difference).
    @inline(__always) static func sincosde(_ x: Double, _ t: Double) -> (s: Double, c: Double) {
        sincosReduced(x, correction: t, round: true)
    }

    static func sincosReduced(_ x: Double, correction t: Double, round: Bool) -> (s: Double, c: Double) {
        let y = x.remainder(dividingBy: 360)            // exact, in [-180, 180]
        let r0 = y.remainder(dividingBy: 90)            // exact, in [-45, 45]
        let q = (y - r0) / 90                           // exact: one of -2...2 (NaN for NaN input)
        let r = (round ? angRound(r0 + t) : r0) * degree
        let s = sin(r), c = cos(r)
        var sx: Double, cx: Double
        if q == 0 {
            sx = s; cx = c
        } else if q == 1 {
            sx = c; cx = -s
        } else if q == 2 || q == -2 {
            sx = -s; cx = -c
        } else if q == -1 {
            sx = -c; cx = s
        } else {
            sx = s; cx = c
        }
        cx += 0                                         // -0 -> +0
        if sx == 0 { sx = Double(signOf: x, magnitudeOf: sx) }
        return (sx, cx)
    }

    /// atan2 in degrees, exact for arguments on the axes and diagonals.
    static func atan2d(_ y0: Double, _ x0: Double) -> Double {
        var y = y0, x = x0
        var q = 0
        if abs(y) > abs(x) {
            swap(&x, &y)
            q = 2
        }
        if x.sign == .minus {
            x = -x
            q += 1
        }
        var ang = atan2(y, x) / degree
        switch q {
        case 1: ang = Double(signOf: y, magnitudeOf: 180) - ang
        case 2: ang = 90 - ang
        case 3: ang = -90 + ang
        default: break
        }
        return ang
    }

    /// Maps an azimuth in [-180, 180] to (-180, 180] and turns -0 into 0.
    @inline(__always) static func canonicalAzimuth(_ x: Double) -> Double {
        x == -180 ? 180 : x + 0
    }

    /// Maps a longitude to [-180, 180).
    @inline(__always) static func canonicalLongitude(_ x: Double) -> Double {
        let y = angNormalize(x)
        return y == 180 ? -180 : y + 0
    }
}
