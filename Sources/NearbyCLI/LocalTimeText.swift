/// The text of a local time as the options take it.
public enum LocalTimeText {
    /// A local time with perhaps a UTC offset after it, the way `nearby hours` names a time the
    /// clocks show twice: `2026-10-25 03:30+02:00` or `2026-10-25 03:30 +02:00`. The time's text
    /// (still to be checked by `localTimeFields`) and the offset in seconds east (nil: none).
    public static func withOffset(_ text: String) -> (time: String, offset: Int?)? {
        let bytes = Array(text.utf8)
        guard bytes.count > 16 else { return (text, nil) }
        var tail = Array(bytes[16...])
        if tail.first == UInt8(ascii: " ") { tail.removeFirst() }
        guard tail.count == 6, tail[0] == UInt8(ascii: "+") || tail[0] == UInt8(ascii: "-"), tail[3] == UInt8(ascii: ":"),
              [1, 2, 4, 5].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(tail[$0]) }) else { return nil }
        func digit(_ i: Int) -> Int { Int(tail[i] - UInt8(ascii: "0")) }
        let hours = digit(1) * 10 + digit(2), minutes = digit(4) * 10 + digit(5)
        guard hours <= 14, minutes < 60 else { return nil }
        let seconds = (hours * 60 + minutes) * 60
        return (String(decoding: bytes[0..<16], as: UTF8.self), tail[0] == UInt8(ascii: "-") ? -seconds : seconds)
    }
}
