import NearbyHours

/// The one sentence said of a local time the clocks skip or show twice, wherever one is read
/// (`nearby hours --from/--to`, `nearby list --open-at`, the app's `--time`).
extension Strings {
    /// nil when the clock shows the time once. With `zone`, the whole sentence for stderr
    /// (dates and the zone's name); without, the status bar's shorter one (times only, "here").
    public func localTimeNote(_ reading: LocalReading, zone: String?) -> String? {
        guard let sentence = localTimeSentence(reading, zone: zone) else { return nil }
        // In the status bar it is one part among others: no full stop.
        return zone == nil && (sentence.hasSuffix(".") || sentence.hasSuffix("。")) ? String(sentence.dropLast()) : sentence
    }

    private func localTimeSentence(_ reading: LocalReading, zone: String?) -> String? {
        let asked = zone == nil ? clock(reading.asked) : LocalReading.padded(reading.asked)
        let stamped = zone == nil ? clock(reading.wallTime) + " " + LocalReading.offsetText(reading.offset) : reading.stamped
        let inZone = zone.map { pick("in \($0)", "在 \($0) ") } ?? pick("here", "在本地")
        switch reading.kind {
        case .exact:
            return nil
        case .offsetNotInZone(let written):
            let given = asked + LocalReading.offsetText(written)
            return pick("\(given) is \(stamped) \(inZone): read so.", "\(given) \(inZone)即 \(stamped)，按此计。")
        case .gap(let skipped, let change):
            let length = skipped % 3600 == 0 ? pick("\(skipped / 3600) h", "\(skipped / 3600) 小时")
                : pick("\(skipped / 60) min", "\(skipped / 60) 分钟")
            return pick("\(asked) does not exist \(inZone) (the clocks go forward \(length) at \(clock(change))): read as \(stamped).",
                        "\(asked) \(inZone)不存在（时钟在 \(clock(change)) 拨快 \(length)），按 \(stamped) 计。")
        case .overlap(let other):
            let otherStamp = asked + LocalReading.offsetText(other)
            if reading.offset > other {
                return pick("\(asked) comes twice \(inZone): read as the first, \(stamped) (write \(otherStamp) for the second).",
                            "\(asked) \(inZone)出现两次：按第一次 \(stamped) 计（第二次请写 \(otherStamp)）。")
            }
            return pick("\(asked) comes twice \(inZone): read as the second, \(stamped).",
                        "\(asked) \(inZone)出现两次：按第二次 \(stamped) 计。")
        }
    }
}
