/// Why an extract could not be written: one sentence with the path and the system's reason.
public struct OSMWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
