/// Formats a distance the way the list shows it: `8 m`, `85 m`, `950 m`, `1.2 km`, `12 km`.
public enum DistanceFormat {
    public static func short(_ meters: Double) -> String {
        guard meters.isFinite, meters >= 0 else { return "–" }
        let rounded = meters.rounded()
        if rounded < 1000 { return "\(Int(rounded)) m" }
        let km = meters / 1000
        if km < 9.95 {
            let tenths = Int((km * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) km"
        }
        return "\(Int(km.rounded())) km"
    }
}
