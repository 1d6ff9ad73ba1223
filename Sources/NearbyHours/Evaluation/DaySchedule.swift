/// The states of one local day, as contiguous segments covering 00:00 to 24:00 (minutes 0…1440).
struct DaySchedule: Equatable {
    struct Segment: Equatable {
        var start: Int
        var end: Int
        var state: HoursRule.State
        var comment: String?
    }

    static let minutesPerDay = 1440

    private(set) var segments = [Segment(start: 0, end: minutesPerDay, state: .closed, comment: nil)]

    /// A `;` rule that matches the day starts the day over.
    mutating func reset() {
        segments = [Segment(start: 0, end: Self.minutesPerDay, state: .closed, comment: nil)]
    }

    /// Sets a state over `[start, end)`; a fallback rule (`onlyClosed`) fills only what is closed.
    mutating func paint(_ start: Int, _ end: Int, _ state: HoursRule.State, _ comment: String?, onlyClosed: Bool) {
        let start = max(0, start), end = min(Self.minutesPerDay, end)
        guard start < end else { return }
        var result: [Segment] = []
        result.reserveCapacity(segments.count + 2)
        for segment in segments {
            if segment.end <= start || segment.start >= end || (onlyClosed && segment.state != .closed) {
                result.append(segment)
                continue
            }
            if segment.start < start {
                result.append(Segment(start: segment.start, end: start, state: segment.state, comment: segment.comment))
            }
            result.append(Segment(start: max(segment.start, start), end: min(segment.end, end), state: state, comment: comment))
            if segment.end > end {
                result.append(Segment(start: end, end: segment.end, state: segment.state, comment: segment.comment))
            }
        }
        segments = []
        segments.reserveCapacity(result.count)
        for segment in result {
            if var last = segments.last, last.end == segment.start, last.state == segment.state, last.comment == segment.comment {
                last.end = segment.end
                segments[segments.count - 1] = last
            } else {
                segments.append(segment)
            }
        }
    }
}
