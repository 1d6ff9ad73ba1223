/// Why an extract cannot be read: one English sentence for the user (the file's name is the
/// caller's to add).
public struct OSMReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension OSMReadError {
    static func truncated(at offset: UInt64) -> OSMReadError {
        OSMReadError("The extract ends inside the PBF block at byte \(offset): the file is truncated.")
    }

    static func malformed(_ what: String, at offset: UInt64) -> OSMReadError {
        OSMReadError("The PBF block at byte \(offset) is damaged: \(what).")
    }

    static func xml(line: Int, _ what: String) -> OSMReadError {
        OSMReadError("The OSM XML is broken at line \(line): \(what).")
    }

    /// "1.5 MiB" / "800 bytes" for sizes in messages.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
