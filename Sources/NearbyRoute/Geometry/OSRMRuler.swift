import Glibc

/// Distances and bearings as OSRM measures them: mapbox's cheap ruler on the WGS84 ellipsoid,
/// its latitude taken from 1800 bands of 0.05° (OSRM's `CheapRulerContainer`). Coordinates are
/// in 1e-7 degrees (OSM's own precision; OSRM rounds to 1e-6, a few centimetres apart).
enum OSRMRuler {
    /// Metres per degree of longitude and latitude at `latitude`.
    static func factors(latitude: Double) -> (kx: Double, ky: Double) {
        let re = 6378.137, fe = 1.0 / 298.257223563
        let e2 = fe * (2 - fe), rad = Double.pi / 180
        let mul = rad * re * 1000
        let coslat = cos(latitude * rad)
        let w2 = 1 / (1 - e2 * (1 - coslat * coslat))
        let w = w2.squareRoot()
        return (mul * w * coslat, mul * w * w2 * (1 - e2))
    }

    /// The 1800 bands' factors, computed once.
    static let bands: [(kx: Double, ky: Double)] = (0..<1800).map { n in
        factors(latitude: 0.05 * (Double(n) + 0.5))
    }

    /// The band for two latitudes in 1e-7 degrees (their mean, as OSRM takes it).
    @inline(__always)
    static func band(_ lat1: Int32, _ lat2: Int32) -> (kx: Double, ky: Double) {
        let mean = (Int64(lat1) + Int64(lat2)) / 2
        let bin = max(0, min(1799, Int((abs(mean) - 10) / 500_000)))
        return bands[bin]
    }

    /// Metres between two points given in 1e-7 degrees.
    @inline(__always)
    static func distance(lat1: Int32, lon1: Int32, lat2: Int32, lon2: Int32) -> Double {
        let k = band(lat1, lat2)
        var dLon = Double(Int64(lon1) - Int64(lon2)) * 1e-7
        if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
        let dx = dLon * k.kx
        let dy = Double(Int64(lat1) - Int64(lat2)) * 1e-7 * k.ky
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Degrees clockwise from north from the first point to the second, in [0, 360).
    static func bearing(lat1: Int32, lon1: Int32, lat2: Int32, lon2: Int32) -> Double {
        let k = band(lat1, lat2)
        var dLon = Double(Int64(lon2) - Int64(lon1)) * 1e-7
        if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
        let b = atan2(dLon * k.kx, Double(Int64(lat2) - Int64(lat1)) * 1e-7 * k.ky) * 180 / Double.pi
        return b < 0 ? b + 360 : b
    }

    /// Degrees to the graph's 1e-7 units, on OSRM's 1e-6 grid (as OSRM rounds both the
    /// extract's nodes and the asked points, so lengths and snaps agree with its to the
    /// centimetre), clamped to the valid range.
    @inline(__always)
    static func fixed(_ degrees: Double) -> Int32 {
        guard degrees.isFinite else { return 0 }
        return Int32(max(-180_000_000, min(180_000_000, (degrees * 1e6).rounded()))) * 10
    }
}
