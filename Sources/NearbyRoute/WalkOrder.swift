/// How the list is ordered: by walking time, or by straight-line distance (`list --order`).
public enum WalkOrder: String, Sendable {
    case walk, distance

    /// The indexes of the items in walking order; `times[i]` is item i's walk (nil: none known)
    /// and `straight[i]` its straight-line distance (an item past the end of `times` has none).
    /// Known walks come first by time (the straight line breaking ties), then the rest, nearest
    /// first as the crow flies.
    public static func indices(times: [WalkTime?], straight: [Double]) -> [Int] {
        func time(_ i: Int) -> WalkTime? { i < times.count ? times[i] : nil }
        return straight.indices.sorted { a, b in
            switch (time(a), time(b)) {
            case let (x?, y?) where x.duration != y.duration: return x.duration < y.duration
            case (.some, nil): return true
            case (nil, .some): return false
            default: return straight[a] != straight[b] ? straight[a] < straight[b] : a < b
            }
        }
    }
}
