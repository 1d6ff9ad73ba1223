/// Positions along a Hilbert curve over a 65,536 × 65,536 latitude/longitude grid: points
/// close on the curve are close on the map, so sorting by the key groups neighbours.
enum HilbertOrder {
    static let side = 1 << 16

    static func key(latitude: Double, longitude: Double) -> Int {
        func cell(_ value: Double, _ span: Double) -> Int { min(side - 1, max(0, Int(value / span * Double(side)))) }
        return key(x: cell(longitude + 180, 360), y: cell(latitude + 90, 180))
    }

    /// The distance along the curve of grid cell (x, y), each in 0..<side.
    static func key(x: Int, y: Int) -> Int {
        var x = x, y = y, distance = 0
        var half = side / 2
        while half > 0 {
            let rx = x & half != 0 ? 1 : 0, ry = y & half != 0 ? 1 : 0
            distance += half * half * ((3 * rx) ^ ry)
            // Rotate the quadrant so the curve inside it runs the standard way.
            if ry == 0 {
                if rx == 1 {
                    x = side - 1 - x
                    y = side - 1 - y
                }
                swap(&x, &y)
            }
            half /= 2
        }
        return distance
    }
}
