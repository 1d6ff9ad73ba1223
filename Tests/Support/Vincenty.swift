import Foundation
import NearbyGeo

/// An independent check of distances: Vincenty's inverse formula on WGS84 (1975), iterated to
/// 1e-13 rad. It agrees with Karney's to well under a millimetre away from antipodes.
public enum Vincenty {
    public static func distance(_ p: Coordinate, _ q: Coordinate) -> Double {
        let a = 6_378_137.0, f = 1 / 298.257223563, b = a * (1 - f)
        let rad = Double.pi / 180
        let L = (q.longitude - p.longitude) * rad
        let U1 = atan((1 - f) * tan(p.latitude * rad)), U2 = atan((1 - f) * tan(q.latitude * rad))
        let sinU1 = sin(U1), cosU1 = cos(U1), sinU2 = sin(U2), cosU2 = cos(U2)
        var lambda = L
        var sinSigma = 0.0, cosSigma = 1.0, sigma = 0.0, cos2Alpha = 1.0, cos2SigmaM = 0.0
        for _ in 0..<200 {
            let sinLambda = sin(lambda), cosLambda = cos(lambda)
            let t1 = cosU2 * sinLambda, t2 = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            sinSigma = (t1 * t1 + t2 * t2).squareRoot()
            if sinSigma == 0 { return 0 }
            cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            cos2Alpha = 1 - sinAlpha * sinAlpha
            cos2SigmaM = cos2Alpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cos2Alpha : 0
            let C = f / 16 * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha))
            let previous = lambda
            lambda = L + (1 - C) * f * sinAlpha
                * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-13 { break }
        }
        let u2 = cos2Alpha * (a * a - b * b) / (b * b)
        let A = 1 + u2 / 16384 * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)))
        let B = u2 / 1024 * (256 + u2 * (-128 + u2 * (74 - 47 * u2)))
        let deltaSigma = B * sinSigma * (cos2SigmaM + B / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
            - B / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        return b * A * (sigma - deltaSigma)
    }

    /// The brute-force rule: walk the raw positions, deliver when ≥ `filter` (to the millimetre)
    /// from the last delivered one; the first is always delivered.
    public static func replay(_ positions: [Coordinate], filter: Double) -> [Coordinate] {
        var delivered: [Coordinate] = []
        for p in positions {
            if let last = delivered.last, distance(last, p) < filter - 0.001 { continue }
            delivered.append(p)
        }
        return delivered
    }
}
