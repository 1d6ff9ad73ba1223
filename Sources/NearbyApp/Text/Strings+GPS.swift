import NearbyText

/// The status bar's words for the location's source (`--gpsd`).
extension Strings {
    /// "GPS ±8 m": following gpsd, with a fix this good (nil: gpsd gave no accuracy).
    public func gpsFix(accuracy: Double?) -> String {
        guard let accuracy else { return pick("GPS", "GPS") }
        let meters = max(1, Int(accuracy.rounded()))
        return pick("GPS ±\(meters) m", "GPS ±\(meters) 米")
    }
    /// Connected, no fix yet.
    public var gpsWaiting: String { pick("GPS: waiting for a fix", "GPS：等待定位") }
    /// Not connected yet.
    public var gpsConnecting: String { pick("gpsd: connecting", "gpsd：连接中") }
    /// "no GPS fix since 10:02" (`at`, Unix seconds; local time): the position shown is that fix's.
    public func gpsLost(since time: Double?) -> String {
        guard let time else { return pick("no GPS fix", "无 GPS 定位") }
        let clock = LocalClock.hoursMinutes(unixTime: time)
        return pick("no GPS fix since \(clock)", "自 \(clock) 起无 GPS 定位")
    }
    /// gpsd is down or went away; the reader tries again.
    public var gpsdUnreachable: String { pick("gpsd not reachable — retrying", "无法连接 gpsd — 正在重试") }
    /// The location left GPS for a moving key.
    public var gpsLeft: String { pick("simulated — l for GPS", "模拟位置 — 按 l 回到 GPS") }
    /// Before the position when it is an old fix.
    public var lastKnown: String { pick("last", "上次") }
    /// `l` without `--gpsd`.
    public var noGPSD: String { pick("no gpsd (start with --gpsd [HOST:PORT])", "未连接 gpsd（用 --gpsd [HOST:PORT] 启动）") }
    /// The help overlay's row for `l`.
    public var gpsHelpRows: [(keys: String, action: String)] {
        [("l", pick("follow GPS again (--gpsd)", "重新跟随 GPS（--gpsd）"))]
    }

    /// What the status bar says of the location's source (nil: no `--gpsd`).
    public func gpsStatus(_ gps: GPSStatus?) -> String? {
        guard let gps else { return nil }
        guard gps.following else { return gpsLeft }
        switch gps.link {
        case .connecting: return gpsConnecting
        case .waiting: return gps.lastFix == nil ? gpsWaiting : gpsLost(since: gps.lastFix?.timestamp)
        case .fix(let accuracy): return gpsFix(accuracy: accuracy)
        case .lost: return gpsLost(since: gps.lastFix?.timestamp)
        case .unreachable: return gpsdUnreachable
        }
    }
}
