/// The list's walking order: venues with a known walk by its time (the straight line breaking
/// ties), then those with none, nearest first as the crow flies.
public enum WalkOrder {
    /// The indexes of the items in walking order; `times[i]` is item i's walk (nil: none known)
    /// and `straight[i]` its straight-line distance (an item past the end of `times` has none).
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
