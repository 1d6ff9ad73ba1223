import NearbyFormats

extension FuzzTargets {
    /// gpsd's socket: the bytes split into lines (in 7-byte reads, a small line limit so its
    /// path runs), each line read as a report; a fix must be on the globe.
    static let gpsd: [String: @Sendable ([UInt8]) -> Void] = [
        "gpsd": { bytes in
            var lines = GPSDLines(limit: 512)
            var position = 0
            while position < bytes.count {
                let end = min(bytes.count, position + 7)
                for line in lines.take(bytes[position..<end]) {
                    guard case .text(let text) = line, case .fix(let fix) = GPSDMessage.parse(text) else { continue }
                    precondition(abs(fix.latitude) <= 90 && abs(fix.longitude) <= 180, "a fix off the globe")
                    precondition((fix.accuracy ?? 0) >= 0 && (fix.mode == 2 || fix.mode == 3), "a fix with a bad accuracy or mode")
                }
                position = end
            }
        },
    ]
}
