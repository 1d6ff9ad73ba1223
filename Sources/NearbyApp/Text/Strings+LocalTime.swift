import NearbyHours

/// The one sentence said of a local time the clocks skip or show twice, wherever one is read
/// (`nearby hours --from/--to`, `nearby list --open-at`, the app's `--time`).
extension Strings {
    /// nil when the clock shows the time once.
    public func localTimeNote(_ reading: LocalReading, zone: String) -> String? {
        let asked = LocalReading.padded(reading.asked)
        switch reading.kind {
        case .exact:
            return nil
        case .offsetNotInZone(let written):
            let given = asked + LocalReading.offsetText(written)
            return pick("\(given) is \(reading.stamped) in \(zone): read so.", "\(given) 即 \(zone) 的 \(reading.stamped)，按此计。")
        case .gap(let skipped, let change):
            let length = skipped % 3600 == 0 ? pick("\(skipped / 3600) h", "\(skipped / 3600) 小时")
                : pick("\(skipped / 60) min", "\(skipped / 60) 分钟")
            return pick("\(asked) does not exist in \(zone) (the clocks go forward \(length) at \(clock(change))): "
                        + "read as \(reading.stamped).",
                        "\(zone) 没有 \(asked)（时钟在 \(clock(change)) 拨快 \(length)），按 \(reading.stamped) 计。")
        case .overlap(let other):
            let otherStamp = asked + LocalReading.offsetText(other)
            if reading.offset > other {
                return pick("\(asked) comes twice in \(zone): read as the first, \(reading.stamped) "
                            + "(write \(otherStamp) for the second).",
                            "\(asked) 在 \(zone) 出现两次：按第一次 \(reading.stamped) 计（第二次请写 \(otherStamp)）。")
            }
            return pick("\(asked) comes twice in \(zone): read as the second, \(reading.stamped).",
                        "\(asked) 在 \(zone) 出现两次：按第二次 \(reading.stamped) 计。")
        }
    }
}
